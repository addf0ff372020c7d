import type { ComponentType } from 'react'
import type { PageComponentPath } from '../../routes.config'

export type PageModule = { default: ComponentType }

// One chunk per page component; the manifest names them by path.
const modules = import.meta.glob<PageModule>('../pages/**/*Page.tsx')

function pageModuleFile(component: PageComponentPath): string {
  return `../pages/${component}.tsx`
}

/** The loader of a manifest page component; an unknown path is a manifest error, reported with the fix. */
export function pageModuleLoader(component: PageComponentPath): () => Promise<PageModule> {
  const loader = modules[pageModuleFile(component)]
  if (!loader)
    throw new Error(
      `routes.config.ts names the page component "${component}", but src/pages/${component}.tsx does not exist. Create it or fix the name.`,
    )
  return loader
}

export function hasPageModule(component: PageComponentPath): boolean {
  return pageModuleFile(component) in modules
}

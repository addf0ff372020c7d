/**
 * A page's copy as typed data. The page frame provides the page's namespace (from the manifest),
 * so sections ask for their key only. The type comes from the section's zod schema in
 * src/content/pageCopy/, which the build checks every locale file against (pageCopyCheckPlugin);
 * only the schema's type is used here, so zod stays out of the browser bundle.
 */
import { createContext, useContext } from 'react'
import { useTranslation } from 'react-i18next'
import type { output, ZodType } from 'zod'

export const PageNamespaceContext = createContext<string | null>(null)

/** The namespace of the page being rendered: locales/<lang>/<namespace>.json. */
export function usePageNamespace(): string {
  return requirePageNamespace(useContext(PageNamespaceContext))
}

function requirePageNamespace(namespace: string | null): string {
  if (namespace === null)
    throw new Error(
      'Page copy was read outside a page: render the section inside <PageFrame> (src/app/PageFrame.tsx), which provides the namespace from routes.config.ts, or pass { namespace }.',
    )
  return namespace
}

export interface PageCopyOptions {
  /** Another namespace than the page's own, for copy shared on purpose (e.g. 'common'). */
  namespace?: string
}

/** One section of the page's copy, typed by its schema: `usePageCopy<typeof heroCopy>('hero')`. */
export function usePageCopy<Schema extends ZodType>(key: string, options: PageCopyOptions = {}): output<Schema> {
  const pageNamespace = useContext(PageNamespaceContext)
  const { t } = useTranslation(options.namespace ?? requirePageNamespace(pageNamespace))
  return t(key, { returnObjects: true }) as output<Schema>
}

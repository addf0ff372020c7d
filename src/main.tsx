import { ViteReactSSG } from 'vite-react-ssg'
import { appRoutes } from './app/appRoutes'
import { expandRoutes, prerenderPaths } from './routing/routeTable'
import { postSlugsByLanguage } from './content/blog/postIndex'
import './styles/global.css'

export const createRoot = ViteReactSSG({ routes: appRoutes, basename: import.meta.env.BASE_URL })

/** vite-react-ssg renders exactly the manifest's pages, aliases and not-found pages. */
export function includedRoutes(): string[] {
  return prerenderPaths(expandRoutes(postSlugsByLanguage()))
}

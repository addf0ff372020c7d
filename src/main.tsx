import { ViteReactSSG } from 'vite-react-ssg'
import { appRoutes } from './app/appRoutes'
import { pageOfIndexFile } from './hosting/urlForm'
import './styles/global.css'

declare global {
  interface Window {
    /** For prerender services: false until the page's data is on screen (src/app/prerenderReadiness.ts). */
    prerenderReady?: boolean
  }
}
if (typeof window !== 'undefined') {
  window.prerenderReady = false
  // Netlify serves <page>/index.html as the page itself; the router knows the page by its address
  // (/products/), so the app starts there instead of at a path no route matches.
  const page = pageOfIndexFile(window.location.pathname)
  if (page)
    window.history.replaceState(window.history.state, '', `${page}${window.location.search}${window.location.hash}`)
}

export const createRoot = ViteReactSSG(
  { routes: appRoutes, basename: import.meta.env.BASE_URL },
  async ({ isClient, routePath }) => {
    // The prerender fetches each path's data before rendering it; the browser never loads this module.
    if (!isClient && routePath) await (await import('./data/prefetchPageData')).prefetchPageData(routePath)
  },
)

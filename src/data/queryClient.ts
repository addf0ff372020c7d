import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'
import { dataDefaults, retryDelay } from '../config/dataDefaults'

/** Client-level defaults for every query; queries may override them (blog data never goes stale). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: dataDefaults.staleTimeMs, retry: dataDefaults.retries, retryDelay },
    },
  })
}

const pageDataSelector = 'script[type="application/json"][data-page-data]'

/** Seeds the client with the data the prerender wrote into the page, so hydration needs no fetch. */
export function hydrateFromDocument(client: QueryClient, doc: Document): void {
  for (const element of doc.querySelectorAll(pageDataSelector)) {
    try {
      hydrate(client, JSON.parse(element.textContent ?? '') as DehydratedState)
    } catch {
      // A damaged block only costs a refetch.
    }
  }
}

/** JSON that is safe inside <script type="application/json">: no "</script>", no line separators. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

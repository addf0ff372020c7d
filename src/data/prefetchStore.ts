import type { QueryClient } from '@tanstack/react-query'

/** Prerender only: query clients seeded per path before the path renders (shared through globalThis). */
const store = globalThis as typeof globalThis & { __vaultlinePrefetched?: Map<string, QueryClient> }

export function prefetchedClient(pathname: string): QueryClient | undefined {
  return store.__vaultlinePrefetched?.get(pathname)
}

export function storePrefetchedClient(pathname: string, client: QueryClient): void {
  store.__vaultlinePrefetched ??= new Map()
  store.__vaultlinePrefetched.set(pathname, client)
}

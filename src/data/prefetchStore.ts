import type { QueryClient } from '@tanstack/react-query'

/** Prerender only: query clients seeded per path before the path renders (shared through globalThis). */
const store = globalThis as typeof globalThis & { __vaultlinePrefetched?: Map<string, QueryClient> }

/** The client seeded for a path, handed over once: the store must not keep every page's data until the build ends. */
export function takePrefetchedClient(pathname: string): QueryClient | undefined {
  const client = store.__vaultlinePrefetched?.get(pathname)
  store.__vaultlinePrefetched?.delete(pathname)
  return client
}

export function storePrefetchedClient(pathname: string, client: QueryClient): void {
  store.__vaultlinePrefetched ??= new Map()
  store.__vaultlinePrefetched.set(pathname, client)
}

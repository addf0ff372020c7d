import {
  dehydrate,
  QueryClientProvider,
  useQueries,
  type QueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query'
import { useContext, useEffect, useState, type ReactNode } from 'react'
import { DataFallback } from '../sections/DataFallback'
import { useLocation } from 'react-router-dom'
import { DataScopeContext } from '../../data/dataScope'
import { takePrefetchedClient } from '../../data/prefetchStore'
import { createQueryClient, hydrateFromDocument, serializeForScript } from '../../data/queryClient'

// Any query: PageData only needs each one's key and status.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyQuery = UseQueryOptions<any, any, any, any>

/** Writes the page's queries into the HTML, then tells the readiness flag the data is present. */
function DehydratedQueries({ client, queries }: { client: QueryClient; queries: readonly AnyQuery[] }) {
  const scope = useContext(DataScopeContext)
  const hashes = new Set(queries.map((q) => JSON.stringify(q.queryKey)))
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => hashes.has(JSON.stringify(query.queryKey)) && query.state.status === 'success',
  })
  useEffect(() => scope.dataPresent(), [scope])
  // Our own build's data, escaped for a JSON data block (which no CSP executes).
  return (
    <script type="application/json" data-page-data="" dangerouslySetInnerHTML={{ __html: serializeForScript(state) }} />
  )
}

function Gate({
  client,
  queries,
  fallback,
  children,
}: {
  client: QueryClient
  queries: readonly AnyQuery[]
  fallback?: ReactNode
  children: ReactNode
}) {
  const results = useQueries({ queries: queries as AnyQuery[] })
  if (!results.every((result) => result.status === 'success')) return <>{fallback ?? <DataFallback />}</>
  return (
    <>
      {children}
      <DehydratedQueries client={client} queries={queries} />
    </>
  )
}

/**
 * Renders children once every query has data. The prerender seeds the client before rendering
 * (src/data/prefetchPageData.ts) and the browser hydrates from the JSON the page carries, so
 * neither shows a loading state; a client-side visit shows a skeleton (or teasers to crawlers).
 * No <Suspense>: React would stream a suspended boundary with an inline script.
 */
export function PageData({
  queries,
  fallback,
  children,
}: {
  queries: readonly AnyQuery[]
  fallback?: ReactNode
  children: ReactNode
}) {
  const scope = useContext(DataScopeContext)
  const { pathname } = useLocation()
  scope.client ??= takePrefetchedClient(pathname) ?? createQueryClient()
  const client = scope.client as QueryClient
  useState(() => {
    if (typeof document !== 'undefined') hydrateFromDocument(client, document)
  })
  return (
    <QueryClientProvider client={client}>
      <Gate client={client} queries={queries} fallback={fallback}>
        {children}
      </Gate>
    </QueryClientProvider>
  )
}

import { createContext } from 'react'

/**
 * Per rendered tree: the query client (created by the first <PageData>, so react-query loads only
 * on pages with data) and the prerender-readiness signal. Holds no react-query types on purpose.
 */
export interface DataScope {
  client?: unknown
  dataPresent(): void
}

export const DataScopeContext = createContext<DataScope>({ dataPresent: () => undefined })

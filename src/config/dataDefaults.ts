/**
 * Data-loading constants from the specification (section 9), in one place. Layered like
 * TanStack's own defaults: these are the client's; a query may override per call.
 */
export const dataDefaults = {
  /** Cached query data stays fresh for 300000 ms. */
  staleTimeMs: 300_000,
  /** Failed queries are retried 3 times… */
  retries: 3,
  /** …with an exponential delay capped at 30000 ms. */
  maxRetryDelayMs: 30_000,
  /** Prerender readiness: true 100 ms after the data is present… */
  prerenderSettleMs: 100,
  /** …or after this timeout when it never arrives. */
  prerenderTimeoutMs: 3_000,
  /** Crawlers see this many placeholder article teasers while data loads. */
  crawlerTeaserCount: 3,
} as const

/** 1 s, 2 s, 4 s … never more than maxRetryDelayMs. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, dataDefaults.maxRetryDelayMs)
}

/** Spec section 9: page-load retry, 3 attempts, 1500 ms delay, back-off multiplier 1.5 per attempt. */
export const pageLoadRetry = { attempts: 3, delayMs: 1500, backoff: 1.5 } as const

export const PAGE_LOAD_FAILED_MESSAGE = 'Failed to load page component after 3 attempts. Please refresh the page.'

/** Thrown when a page chunk could not be loaded; the route error screen shows "Page Loading Error" for it. */
export class PageLoadError extends Error {
  override name = 'PageLoadError'
  constructor(readonly attempts: number, readonly lastError: unknown) {
    super(PAGE_LOAD_FAILED_MESSAGE)
  }
}

export function isPageLoadError(error: unknown): error is PageLoadError {
  return error instanceof Error && error.name === 'PageLoadError'
}

export interface RetryOptions {
  attempts?: number
  delayMs?: number
  backoff?: number
  sleep?: (ms: number) => Promise<void>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Calls `load` up to `attempts` times, waiting delayMs, then delayMs × backoff, … between tries. */
export async function importWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = pageLoadRetry.attempts, delayMs = pageLoadRetry.delayMs, backoff = pageLoadRetry.backoff } = options
  const sleep = options.sleep ?? sleepFor
  let lastError: unknown
  let delay = delayMs
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await load()
    } catch (error) {
      lastError = error
      if (attempt < attempts) {
        await sleep(delay)
        delay *= backoff
      }
    }
  }
  throw new PageLoadError(attempts, lastError)
}

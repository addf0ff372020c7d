/** A page chunk that fails to load is tried 3 times, 1500 ms apart at first, each wait 1.5 times the last. */
const pageLoadRetry = { attempts: 3, delayMs: 1500, backoff: 1.5 } as const

export const PAGE_LOAD_FAILED_MESSAGE = 'Failed to load page component after 3 attempts. Please refresh the page.'

/** Thrown when a page chunk could not be loaded; the route error screen shows "Page Loading Error" for it. */
export class PageLoadError extends Error {
  override name = 'PageLoadError'
  constructor(
    readonly attempts: number,
    readonly lastError: unknown,
    /** The chunk is gone from the server: a newer build is live, and a full page load will fetch it. */
    readonly gone = false,
  ) {
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
  /** Asks whether a failed chunk still exists; false means a newer deploy replaced it. */
  chunkExists?: (url: string) => Promise<boolean>
}

/** The module URL a failed dynamic import names in its message (browsers include it). */
function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error)
  return /(https?:\/\/\S+?\.js)\b/.exec(message)?.[1] ?? null
}

async function chunkStillServed(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' })
    return response.status !== 404 && response.status !== 410
  } catch {
    return true // offline: not evidence of a new deploy, so retry as usual
  }
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** What a retry knows about the attempt before it. */
export interface RetryContext {
  /** 1 for the first try. */
  attempt: number
  /** The module the previous attempt failed to load, when the browser named it. */
  failedUrl: string | null
}

/**
 * Browsers remember a module that failed to load and fail the same import() again without asking
 * the network, so a retry that imports the same URL never retries. A query makes the failed
 * module a new one, fetched afresh; its own imports still resolve to the shared chunks.
 */
export function freshModuleUrl(failedUrl: string, attempt: number): string {
  return `${failedUrl}${failedUrl.includes('?') ? '&' : '?'}retry=${attempt}`
}

/** Calls `load` up to `attempts` times, waiting delayMs, then delayMs × backoff, … between tries. */
export async function importWithRetry<T>(
  load: (context: RetryContext) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const {
    attempts = pageLoadRetry.attempts,
    delayMs = pageLoadRetry.delayMs,
    backoff = pageLoadRetry.backoff,
  } = options
  const sleep = options.sleep ?? sleepFor
  const chunkExists = options.chunkExists ?? chunkStillServed
  let lastError: unknown
  let failedUrl: string | null = null
  let delay = delayMs
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await load({ attempt, failedUrl })
    } catch (error) {
      lastError = error
      const url = failedModuleUrl(error)
      failedUrl = url
      if (url && !(await chunkExists(url))) throw new PageLoadError(attempt, error, true)
      if (attempt < attempts) {
        await sleep(delay)
        delay *= backoff
      }
    }
  }
  throw new PageLoadError(attempts, lastError)
}

/**
 * Which pages the valid-HTML check validates, and how (dist-check/htmlValidation.ts), and the
 * worker threads that validate them (dist-check/htmlValidityThread.ts). The threads read and hash
 * the pages themselves, so the check's own thread is free for the other checks meanwhile.
 */
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { threadScript } from '../scripts/threads/threadScript'
import { outputFileOf, type RouteEntry } from '../src/routing/routeTable'
import type { PageToValidate, PageValidity } from './htmlValidation'
import type { ValidityJob } from './htmlValidityThread'

/**
 * Pages drawn by the same component share their site header and footer markup; in another
 * language only its words and links differ, which cannot make it invalid.
 */
const kindOf = (entry: RouteEntry) => `${entry.kind}|${entry.kind === 'page' || entry.kind === 'alias' ? entry.page : ''}`

/** Every page the manifest produces (that `exists`); the first of each kind whole, the others without the site header and footer. */
export function pagesToValidate(entries: readonly RouteEntry[], exists: (file: string) => boolean): PageToValidate[] {
  const seenKinds = new Set<string>()
  const seenFiles = new Set<string>()
  return entries.flatMap((entry) => {
    const file = outputFileOf(entry)
    if (!file || seenFiles.has(file) || !exists(file)) return []
    seenFiles.add(file)
    const whole = !seenKinds.has(kindOf(entry))
    seenKinds.add(kindOf(entry))
    return [{ file, whole }]
  })
}

export interface ValidityThreads {
  /** Validates a page of dist/ on the next thread in turn. */
  add(page: PageToValidate): void
  /** Every queued page's result, once all are validated. */
  finish(): Promise<PageValidity[]>
}

/** Starts `threads` validating threads; pages whose hash is in `knownValid` are valid without being validated again. */
export async function startValidityThreads(options: { distDir: string; threads: number; knownValid: readonly string[] }): Promise<ValidityThreads> {
  const script = await threadScript(join(import.meta.dirname, 'htmlValidityThread.ts'), 'htmlValidityThread')
  const job: ValidityJob = { distDir: options.distDir, knownValid: [...options.knownValid] }
  const workers = Array.from({ length: Math.max(1, options.threads) }, () => new Worker(script, { workerData: job }))
  const results = workers.map(
    (worker) =>
      new Promise<PageValidity[]>((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
        worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`A valid-HTML thread stopped with exit code ${code}.`))))
      }),
  )
  // A thread that fails is reported by finish(), not as an unhandled rejection meanwhile.
  results.forEach((result) => result.catch(() => undefined))
  let next = 0
  return {
    add(page) {
      workers[next]!.postMessage(page satisfies PageToValidate)
      next = (next + 1) % workers.length
    },
    async finish() {
      for (const worker of workers) worker.postMessage(null)
      return (await Promise.all(results)).flat()
    },
  }
}

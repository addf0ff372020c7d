/**
 * The valid-HTML check's head start. While a small site renders in the build's process, the
 * other cores are free (scripts/build.ts): a thread validates each page as
 * soon as it is written, and the check (dist-check/checks/htmlValidity.ts) counts the pages found
 * valid as known valid, as it does those of its cache. That is sound for the same reason the
 * cache is: a page's result follows from the markup its key is made of (`validityKey`), so a page
 * that changed after it was validated (or was validated whole where the check reads its own
 * markup) has another key and is validated again.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { bundledScript, threadExecArgv } from '../scripts/shared/bundledScript'
import type { RouteEntry } from '../src/routing/routeTable'
import { readValidPages, type PageToValidate } from './htmlValidation'
import { pagesToValidate } from './pagesToValidate'
import type { FromValidityThread, ToValidityThread, ValidityAsWrittenJob } from './validityAsWrittenThread'

export interface ValidityAsWritten {
  /** A page (relative to dist/) is written: validated soon, unless the check would not validate it. */
  pageWritten(file: string): void
  /** Once every page is written: the keys of the pages found valid, when all it was given are validated. */
  finish(): Promise<string[]>
}

export interface ValidityAsWrittenOptions {
  distDir: string
  entries: readonly RouteEntry[]
  /** The build cache of the valid-HTML check (pages an earlier build found valid are not validated again), or null. */
  cacheDir: string | null
}

export function validityAsPagesAreWritten({ distDir, entries, cacheDir }: ValidityAsWrittenOptions): ValidityAsWritten {
  // Aliases are left out as the check leaves them out: the prerender writes them as copies of their
  // page, or stops the build where one differs (scripts/render/aliasPages.ts).
  const pages = new Map(pagesToValidate(entries, (_, entry) => entry.kind !== 'alias').map((page) => [page.file, page]))
  const job: ValidityAsWrittenJob = { distDir, knownValid: readValidPages(cacheDir) }
  const thread = bundledScript(join(import.meta.dirname, 'validityAsWrittenThread.ts'), 'validityAsWrittenThread').then(
    (script) => {
      const worker = new Worker(script, { workerData: job, execArgv: threadExecArgv() })
      // A thread that fails only loses the head start: the check validates those pages and reports what failed.
      const valid = new Promise<string[]>((resolve) => {
        worker.once('message', (message: FromValidityThread) => resolve(message.valid))
        worker.once('error', () => resolve([]))
        worker.once('exit', () => resolve([]))
      })
      // Not holding the process open while it only waits for pages: a build that fails stops at once.
      worker.unref()
      return { worker, valid }
    },
  )
  thread.catch(() => {})
  const send = (page: PageToValidate) => {
    pages.delete(page.file)
    void thread.then(
      ({ worker }) => worker.postMessage({ page } satisfies ToValidityThread),
      () => {},
    )
  }
  return {
    pageWritten(file) {
      const page = pages.get(file)
      if (page) send(page)
    },
    finish() {
      // The hosting steps write some pages after the render (redirect pages, the not-found pages in
      // their place): the thread, warmed up by now, takes them too.
      for (const [file, page] of pages) if (existsSync(join(distDir, file))) send(page)
      return thread.then(
        ({ worker, valid }) => {
          // Now the check waits on it: it holds the process open until it answers.
          worker.ref()
          worker.postMessage('finish' satisfies ToValidityThread)
          return valid
        },
        () => [],
      )
    },
  }
}

/**
 * One render thread of the prerender (scripts/render/prerender.ts): loads the server bundle,
 * renders its share of the paths (scripts/render/renderPages.ts) and answers its report. Threads
 * share nothing, so each has its own copy of the app.
 */
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { BuildVariants } from '../../src/config/buildVariants'
import { keyUsage } from '../../src/i18n/keyUsage'
import { renderPages, type RenderJob } from './renderPages'
import type { PageHeadFacts, SsgEntry } from './ssgAdapter'

/** What a render thread is started with: the server bundle, which it loads before it is given its pages. */
export interface RenderThreadData {
  serverEntry: string
}

/** What a render thread gives back once its pages are written. */
export interface RenderThreadReport {
  /** What each rendered page's head said, by path (the build manifest records it). */
  heads: Record<string, PageHeadFacts>
  /** The translation keys its pages used, and those they asked for that do not exist (src/i18n/keyUsage.ts). */
  used: string[]
  missing: string[]
  /** The build variants the pages rendered (the same everywhere: they come from the build's environment). */
  variants?: BuildVariants
}

/** What a render thread tells the build: each page it has written (for the render's counter), then its report. */
export type RenderThreadMessage = { pageRendered: true } | RenderThreadReport

// The app first: the thread is started before the pages are known.
const entry = (await import(pathToFileURL((workerData as RenderThreadData).serverEntry).href)) as SsgEntry
const job = await new Promise<RenderJob>((resolve) => parentPort!.once('message', resolve))
const heads = await renderPages(entry, job, () =>
  parentPort!.postMessage({ pageRendered: true } satisfies RenderThreadMessage),
)
const { used, missing, variants } = keyUsage()
parentPort!.postMessage({
  heads: Object.fromEntries(heads),
  used: [...used],
  missing: [...missing],
  variants,
} satisfies RenderThreadMessage)

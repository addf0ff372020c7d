/**
 * One render thread of the prerender (scripts/render/prerender.ts): loads the server bundle,
 * renders its share of the paths (scripts/render/renderPages.ts) and answers its report. Threads
 * share nothing, so each has its own copy of the app.
 */
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import { renderPages, type RenderJob, type RenderReport } from './renderPages'
import type { SsgEntry } from './ssgAdapter'

/** What a render thread is started with: the server bundle, which it loads before it is given its pages. */
export interface RenderThreadData {
  serverEntry: string
}

/** What a render thread tells the build: each page it has written (for the render's counter), then its report. */
export type RenderThreadMessage = { pageRendered: true } | RenderReport

// The app first: the thread is started before the pages are known.
const entry = (await import(pathToFileURL((workerData as RenderThreadData).serverEntry).href)) as SsgEntry
const job = await new Promise<RenderJob>((resolve) => parentPort!.once('message', resolve))
const report = await renderPages(entry, job, () =>
  parentPort!.postMessage({ pageRendered: true } satisfies RenderThreadMessage),
)
parentPort!.postMessage(report satisfies RenderThreadMessage)

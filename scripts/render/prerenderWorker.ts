/**
 * One render thread of the prerender (scripts/render/prerender.ts starts one per core): loads the
 * server bundle, renders its share of the paths to dist/<path>/index.html, saying each page it
 * writes, and reports which translation keys the pages used. Threads share nothing, so each has its own copy of the app.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parentPort, workerData } from 'node:worker_threads'
import type { BuildVariants } from '../../src/config/buildVariants'
import { keyUsage } from '../../src/i18n/keyUsage'
import { finishPage, type PageFinishing } from './finalizeHtml'
import { renderPage } from './renderPage'
import type { SsgEntry } from './ssgAdapter'

/** What a render thread is started with: the server bundle, which it loads before it is given its pages. */
export interface RenderThreadData {
  serverEntry: string
}

/** A render thread's pages, and what every page is finished with. */
export interface RenderJob {
  paths: readonly string[]
  template: string
  buildHash: string
  outDir: string
  finishing: PageFinishing
  /** Say each page as it is written (the build handles pages then); otherwise only the report is sent. */
  sayWritten: boolean
}

/** What a thread sends: each page it writes (relative to the output folder), then its report. */
export type RenderThreadMessage = { written: string } | { report: RenderReport }

/** What a thread sends back when its pages are written. */
export interface RenderReport {
  used: string[]
  missing: string[]
  /** The build variants the pages rendered (the same in every thread: they come from the build's environment). */
  variants?: BuildVariants
}

/** Pages in progress at once per thread: rendering is synchronous, but each page first awaits its data. */
const concurrency = 8

/** dist/<path>/index.html, the nested layout every static host serves without rewrites. */
const outputFile = (outDir: string, path: string) => join(outDir, path.replace(/^\//, ''), 'index.html')

async function renderPaths(entry: SsgEntry, { paths, template, buildHash, outDir, finishing, sayWritten }: RenderJob): Promise<void> {
  const queue = [...paths]
  const next = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const file = outputFile(outDir, path)
        const html = await renderPage(await entry.createRoot(false, path), path, template, buildHash)
        await mkdir(dirname(file), { recursive: true })
        const written = relative(outDir, file).split(sep).join('/')
        await writeFile(file, finishPage(html, path, finishing, `dist/${written}`))
        if (sayWritten) parentPort!.postMessage({ written } satisfies RenderThreadMessage)
      } catch (error) {
        throw new Error(`Prerendering ${path} failed: ${(error as Error).stack ?? error}`, { cause: error })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, next))
}

// The app first: the thread may be started before the pages are known (scripts/render/prerender.ts).
const entry = (await import(pathToFileURL((workerData as RenderThreadData).serverEntry).href)) as SsgEntry
await renderPaths(entry, await new Promise<RenderJob>((resolve) => parentPort!.once('message', resolve)))
const { used, missing, variants } = keyUsage()
parentPort!.postMessage({ report: { used: [...used], missing: [...missing], variants } } satisfies RenderThreadMessage)

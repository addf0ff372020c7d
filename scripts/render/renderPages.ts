/**
 * The render loop: each path of the app rendered to dist/<path>/index.html and finished
 * (scripts/render/finalizeHtml.ts) before it is written, so dist/ is written once. Each render
 * thread runs it on its share of the paths (scripts/render/prerenderWorker.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { BuildVariants } from '../../src/config/buildVariants'
import { keyUsage } from '../../src/i18n/keyUsage'
import { pageFileOf } from '../../src/routing/routeTable'
import { finishPage, type PageFinishing } from './finalizeHtml'
import { renderPage } from './renderPage'
import type { PageHeadFacts, SsgEntry } from './ssgAdapter'

/** A share of the paths, and what every page is finished with. */
export interface RenderJob {
  paths: readonly string[]
  template: string
  buildHash: string
  outDir: string
  finishing: PageFinishing
}

/** What a share of the render gives back once its pages are written. */
export interface RenderReport {
  /** What each rendered page's head said, by path (the build manifest records it). */
  heads: Record<string, PageHeadFacts>
  used: string[]
  missing: string[]
  /** The build variants the pages rendered (the same everywhere: they come from the build's environment). */
  variants?: BuildVariants
}

/** Pages in progress at once: rendering is synchronous, but each page first awaits its data. */
const concurrency = 8

/** Renders the job's paths; `pageWritten` hears each page (relative to dist/) once it is on disk. */
export async function renderPages(
  entry: SsgEntry,
  { paths, template, buildHash, outDir, finishing }: RenderJob,
  pageWritten?: (file: string, head: PageHeadFacts) => void,
): Promise<RenderReport> {
  const heads: Record<string, PageHeadFacts> = {}
  const queue = [...paths]
  const next = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        // dist/<path>/index.html, the nested layout every static host serves without rewrites.
        const written = pageFileOf(path)
        const file = join(outDir, written)
        const { html, head } = await renderPage(await entry.createRoot(false, path), path, template, buildHash)
        heads[path] = head
        await mkdir(dirname(file), { recursive: true })
        await writeFile(file, finishPage(html, path, finishing, `dist/${written}`))
        pageWritten?.(written, head)
      } catch (error) {
        throw new Error(`Prerendering ${path} failed: ${(error as Error).stack ?? error}`, { cause: error })
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, next))
  const { used, missing, variants } = keyUsage()
  return { heads, used: [...used], missing: [...missing], variants }
}

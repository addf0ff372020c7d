/**
 * Final touches on every prerendered page that vite-react-ssg cannot make itself, made in its
 * onPageRendered hook before it writes the page (scripts/render/prerender.ts; one write per page,
 * no second pass over dist/):
 * - the application entry is not loaded with the page: the small app-loader module
 *   (src/boot/deferHydration.ts) loads it after the page has loaded, at idle or first
 *   interaction, with exactly the modules this page needs (the entry's static imports, the page
 *   chunk and its locale files), in place of the modulepreload links Vite writes into the shell
 *   (vite-react-ssg's own, which follow dynamic imports to every page, are off: `preloadLinks: false`);
 * - <meta charset> first in <head>, as browsers expect it in the first 1024 bytes;
 * - preload the Latin subset of the body font, so it is ready for the first paint (its
 *   `font-display: optional` then never swaps fonts under the reader, which would shift layout).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { routes, type Language } from '../../routes.config'
import { appLoaderMarkup } from '../../src/boot/appLoaderMarkup'
import {
  buildError,
  MissingAppLoader,
  MissingEntryScript,
  NoEntryChunk,
  PageSnapshotNotReady,
} from '../../src/errors/buildErrors'
import type { RouteEntry } from '../../src/routing/routeTable'
import { isSsgStartupImport } from './ssgAdapter'

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
}
type ViteManifest = Record<string, ManifestChunk>

function readViteManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
}

/** Files (relative to dist/) of a module and its static imports, transitively. */
function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const imported of manifest[key].imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...seen].map((key) => manifest[key]!.file)
}

function sourcesOf(entry: RouteEntry): { page?: string; namespaces: string[]; language: Language } {
  if (entry.kind === 'page' || entry.kind === 'alias') {
    const definition = routes.pages[entry.page]
    return {
      page: `src/pages/${definition.component}.tsx`,
      namespaces: ['common', definition.namespace, ...(definition.sharedNamespaces ?? [])],
      language: entry.language,
    }
  }
  return { page: 'src/app/screens/NotFoundScreen.tsx', namespaces: ['common'], language: entry.language }
}

function preloadFiles(manifest: ViteManifest, entry: RouteEntry): string[] {
  const { page, namespaces, language } = sourcesOf(entry)
  const appEntry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)
  // vite-react-ssg imports react-dom/client dynamically at start-up; preload it rather than wait for the entry.
  const reactDomClient = Object.keys(manifest).find(isSsgStartupImport)
  const keys = [page, reactDomClient, ...namespaces.map((ns) => `locales/${language}/${ns}.json`)].filter(
    (k): k is string => Boolean(k),
  )
  const entryFiles = new Set(appEntry ? [manifest[appEntry]!.file] : [])
  return staticClosure(manifest, appEntry ? [appEntry, ...keys] : keys).filter(
    (file) => !entryFiles.has(file) && file.endsWith('.js'),
  )
}

/** The app-loader module the boot-script plugin emitted (content-hashed). */
function appLoaderFile(distDir: string): string {
  const loader = readdirSync(join(distDir, 'assets')).find(
    (file) => file.startsWith(`${appLoaderMarkup.fileStem}-`) && file.endsWith('.js'),
  )
  if (!loader) throw buildError(MissingAppLoader)
  return `assets/${loader}`
}

/** The Latin subset covers every language of the site; latin-ext loads only when a page needs it. */
function bodyFontFile(distDir: string): string | undefined {
  const font = readdirSync(join(distDir, 'assets')).find((file) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(file))
  return font && `assets/${font}`
}

export interface PageScripts {
  /** The app-loader module, relative to dist/. */
  loader: string
  /** The application entry, relative to dist/. */
  entry: string
  /** What the entry needs on this page, relative to dist/. */
  modules: readonly string[]
}

export function rewriteHead(html: string, scripts: PageScripts, font?: string, file = 'a page'): string {
  // Only the head changes: work on it alone, not on the whole page each time.
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) throw buildError(MissingEntryScript, { file, entry: scripts.entry })
  const body = html.slice(headEnd)
  const entryTag = new RegExp(
    `<script type="module"[^>]*src="/${scripts.entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*></script>\\s*`,
  )
  // Vite puts the entry script in the head; a page without it would never hydrate.
  if (!entryTag.test(html.slice(0, headEnd))) throw buildError(MissingEntryScript, { file, entry: scripts.entry })
  let out = html
    .slice(0, headEnd)
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(entryTag, '')
  const charset = /<meta charset="[^"]*"\s*\/?>\s*/i
  out = out.replace(charset, '').replace('<head>', '<head><meta charset="UTF-8">')
  const fontLink = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : ''
  const modules = scripts.modules.map((file) => `/${file}`).join(' ')
  const { elementId, entryAttribute, modulesAttribute } = appLoaderMarkup
  const loader = `<script type="module" id="${elementId}" src="/${scripts.loader}" ${entryAttribute}="/${scripts.entry}" ${modulesAttribute}="${modules}"></script>`
  return `${out}${fontLink}${loader}${body}`
}

function entryFile(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry)
  if (!key) throw buildError(NoEntryChunk)
  return manifest[key]!.file
}

/** What finishing a page needs, worked out once a build: pages of one component, strings and language need the same modules. */
export interface PageFinishing {
  /** The sources' time (scripts/render/sourceInfo.ts), in ms, for the page data's timestamps. */
  sourceTime: number
  loader: string
  entry: string
  font?: string
  modulesByKey: Record<string, string[]>
  keyByPath: Record<string, string>
}

export function pageFinishing(distDir: string, entries: readonly RouteEntry[], sourceTime: number): PageFinishing {
  const manifest = readViteManifest(distDir)
  const finishing: PageFinishing = {
    sourceTime,
    loader: appLoaderFile(distDir),
    entry: entryFile(manifest),
    font: bodyFontFile(distDir),
    modulesByKey: {},
    keyByPath: {},
  }
  for (const entry of entries) {
    if (entry.kind === 'redirect') continue
    const { page, namespaces, language } = sourcesOf(entry)
    const key = `${page}|${namespaces.join()}|${language}`
    finishing.modulesByKey[key] ??= preloadFiles(manifest, entry)
    finishing.keyByPath[entry.path] = key
  }
  return finishing
}

/** A rendered page as it is written to dist/ (onPageRendered calls this before vite-react-ssg writes it). */
export function finishPage(html: string, path: string, finishing: PageFinishing, file: string): string {
  // The prerender must wait for page data; a skeleton in the HTML means it did not.
  if (/\bdata-skeleton=/.test(html)) throw buildError(PageSnapshotNotReady, { file })
  const key = finishing.keyByPath[path]
  if (!key) throw new Error(`${file}: the render was asked for ${path}, which is not a page of the manifest.`)
  return rewriteHead(
    pinDataTimes(html, finishing.sourceTime),
    { loader: finishing.loader, entry: finishing.entry, modules: finishing.modulesByKey[key]! },
    finishing.font,
    file,
  )
}

/**
 * The page data react-query dehydrates carries the moment of the render (dehydratedAt,
 * dataUpdatedAt); the sources' time instead makes the same sources render the same page. Blog
 * data never goes stale, so its time decides nothing in the browser.
 */
export function pinDataTimes(html: string, sourceTime: number): string {
  return html.replace(
    /(<script type="application\/json" data-page-data="">)([^<]*)(<\/script>)/g,
    (_, open: string, json: string, close: string) =>
      open + json.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, `"$1":${sourceTime}`) + close,
  )
}

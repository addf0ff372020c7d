/**
 * What the render knew about every route, handed to the steps after it: the hosting steps and
 * dist-check read this file instead of reading the blog again, expanding the route table again or
 * parsing finished pages for a title. Kept beside dist/, not in it: it is not published.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Language } from '../../routes.config'
import type { RouteEntry } from '../../src/routing/routeTable'
import { buildManifestFile } from './projectPaths'

/** One route as the build produced it. */
export interface BuiltRoute {
  /** The route table's entry, as expanded from routes.config.ts and the published posts. */
  entry: RouteEntry
  language: Language
  /** The file in dist/ that serves it (null: a redirect no file serves). */
  file: string | null
  /** The page's <title> as rendered (an alias has its page's); null where nothing was rendered. */
  title: string | null
  /** The canonical URL its head names. */
  canonical: string | null
  /** Whether the search index reads this file. */
  searchable: boolean
  /** Its social card, a path in dist/ (pages only). */
  image: string | null
}

export interface BuildManifest {
  version: 2
  routes: BuiltRoute[]
  /**
   * The boot script as the page shell holds it, the shell's one inline script (null when it has
   * none): the one inline script of the site whose text is not a fixed form, so the headers step
   * hashes it and dist-check knows it by this (src/hosting/inlineScripts.ts).
   */
  bootScript: string | null
}

const manifestVersion = 2

export function writeBuildManifest(manifest: BuildManifest, file = buildManifestFile): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(manifest)}\n`)
}

/** The manifest of the last build; stops with what to run when there is none, or one an older build wrote. */
export function readBuildManifest(file = buildManifestFile): BuildManifest {
  if (!existsSync(file))
    throw new Error(`${file} does not exist: the build writes it when it renders the pages. Run npm run build first.`)
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildManifest>
  if (manifest.version !== manifestVersion || !Array.isArray(manifest.routes)) {
    throw new Error(
      `${file} was written by another version of the build (version ${String(manifest.version)}, this one reads ${manifestVersion}). Run npm run build again.`,
    )
  }
  return manifest as BuildManifest
}

/** The route entries, in the route table's order. */
export const entriesOf = (manifest: BuildManifest): RouteEntry[] => manifest.routes.map((route) => route.entry)

/**
 * Where the build reads and writes, from the project's root. A module of its own, importing
 * nothing of the site: the processes that start first (the bundling child) need these paths
 * before anything else, and not the blog that scripts/content/routeEntries.ts reads.
 */
import { join } from 'node:path'

export const projectRoot = join(import.meta.dirname, '..', '..')
export const distDir = join(projectRoot, 'dist')
/** What a build keeps for the next one (social cards, pages found valid); never deployed, safe to delete. */
export const buildCacheDir = join(projectRoot, '.tmp', 'cache')
/** The app bundled for Node, which the render threads load (scripts/render/bundle.ts writes it). */
export const serverBundleDir = join(projectRoot, '.tmp', 'prerender')

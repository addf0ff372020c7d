/**
 * Where the build and dist-check read and write, from the project's root. A module of its own,
 * importing nothing of the site: a process that needs a path (the build's first one, the bundling
 * child, dist-check) does not load the blog reader or a writer with it.
 */
import { join } from 'node:path'

export const projectRoot = join(import.meta.dirname, '..', '..')
export const distDir = join(projectRoot, 'dist')
/** What a build keeps for the next one (social cards, pages found valid); never deployed, safe to delete. */
export const buildCacheDir = join(projectRoot, '.tmp', 'cache')
/** What the render knew about every route (scripts/shared/buildManifest.ts), read by the hosting steps and dist-check. */
export const buildManifestFile = join(projectRoot, 'build-report', 'build-manifest.json')

/** The manifest expanded for Node scripts: blog slugs come from the validated posts on disk. */
import { join } from 'node:path'
import { expandRoutes, postSlugsOf, type PostSlugs, type RouteEntry } from '../../src/routing/routeTable'
import { loadBlogContent } from './blogContent'

export const projectRoot = join(import.meta.dirname, '..', '..')
export const distDir = join(projectRoot, 'dist')
/** What a build keeps for the next one (social cards, pages found valid); never deployed, safe to delete. */
export const buildCacheDir = join(projectRoot, '.tmp', 'cache')
/** The app bundled for Node, which the render threads load (scripts/render/bundle.ts writes it). */
export const serverBundleDir = join(projectRoot, '.tmp', 'prerender')

export function postSlugsOnDisk(): PostSlugs {
  return postSlugsOf(loadBlogContent().index)
}

export function routeEntries(): RouteEntry[] {
  return expandRoutes(postSlugsOnDisk())
}

/** The manifest expanded for Node scripts: blog slugs come from the validated posts on disk. */
import { expandRoutes, postSlugsOf, type PostSlugs, type RouteEntry } from '../../src/routing/routeTable'
import { loadBlogContent } from './blogContent'

export function postSlugsOnDisk(): PostSlugs {
  return postSlugsOf(loadBlogContent().index)
}

export function routeEntries(): RouteEntry[] {
  return expandRoutes(postSlugsOnDisk())
}

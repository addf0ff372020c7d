import { blogIndexPageSize, type PageId } from '../../routes.config'
import type { RouteParams } from './localizedPath'

/** Pages of the blog index for a number of posts: always the first (/blog), even with no posts. */
export function blogIndexPageCount(posts: number): number {
  return Math.max(1, Math.ceil(posts / blogIndexPageSize))
}

/** Where page `n` of the blog index lives: /blog for the first, /blog/page/n after it. */
export function blogIndexLink(n: number): { page: PageId; params?: RouteParams } {
  return n === 1 ? { page: 'blog' } : { page: 'blogIndexPage', params: { page: String(n) } }
}

/** The number in /blog/page/:page, which starts at 2 and has no leading zeros; null for anything else. */
export function blogIndexPageNumber(param: string | undefined): number | null {
  if (param === undefined) return 1
  return /^[1-9]\d*$/.test(param) && Number(param) >= 2 ? Number(param) : null
}

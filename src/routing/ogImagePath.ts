import type { Language, PageId } from '../../routes.config'
import { localizedPath, type RouteParams } from './localizedPath'

/** Where the build writes a page's social card: /og/<language>/<path>.png (the home page is index.png). */
export function ogImagePath(options: { page: PageId; language: Language; params?: RouteParams }): string {
  const path = localizedPath(options)
    .replace(/^\/(es|pt|fr|de)(?=\/|$)/, '')
    .replace(/^\/|\/$/g, '')
  return `/og/${options.language}/${path || 'index'}.png`
}

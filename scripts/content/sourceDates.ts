/**
 * When each page's sources last changed, for the sitemap's <lastmod>: its copy
 * (locales/<language>/<namespace>.json, shared namespaces too), its component (src/pages/…), a
 * post's Markdown file (never before its front-matter date), and for the pages that list posts
 * (home, the blog index) the newest post in their language. The time of a file is its last
 * commit's; a file changed since (or never committed) counts from its modification time. Never the
 * build's time: a rebuild of the same sources gives the same dates. The site header and footer
 * (common.json) are left out: they are on every page and are not what a page is about.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { routes, type Language } from '../../routes.config'
import type { PostIndex } from '../../src/content/blog/postTypes'
import type { RouteEntry } from '../../src/routing/routeTable'

/** Last commit time of every file under the folders, from one walk of the history; files changed since are left out. */
function committedTimes(root: string, folders: readonly string[]): Map<string, number> {
  const times = new Map<string, number>()
  let log = ''
  let dirty = ''
  try {
    log = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--', ...folders], {
      cwd: root,
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString()
    dirty = execFileSync('git', ['status', '--porcelain', '--', ...folders], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).toString()
  } catch {
    return times // not a git checkout: every file counts from its modification time
  }
  for (const commit of log.split('\0').slice(1)) {
    const [time, ...files] = commit.trim().split('\n')
    for (const file of files) if (file && !times.has(file)) times.set(file, Number(time) * 1000)
  }
  for (const line of dirty.split('\n')) if (line.length > 3) times.delete(line.slice(3).trim())
  return times
}

export type LastModified = (entry: RouteEntry) => string | undefined

export function sourceDates(root: string, index: PostIndex): LastModified {
  const committed = committedTimes(root, ['locales', 'src/pages', 'src/content/blog'])
  const fileTime = (file: string): number =>
    committed.get(file) ?? (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)
  const postTime = (language: Language, slug: string): number => {
    const post = index[language]?.find((summary) => summary.slug === slug)
    return Math.max(
      fileTime(`src/content/blog/${slug}/index.${language}.md`),
      post ? Date.parse(`${post.date}T00:00:00Z`) : 0,
    )
  }
  const newestPost = (language: Language): number =>
    Math.max(0, ...(index[language] ?? []).map((post) => postTime(language, post.slug)))
  return (entry) => {
    if (entry.kind !== 'page') return undefined
    const page = routes.pages[entry.page]
    const copy = [page.namespace, ...(page.sharedNamespaces ?? [])].map((namespace) =>
      fileTime(`locales/${entry.language}/${namespace}.json`),
    )
    const times = [...copy, fileTime(`src/pages/${page.component}.tsx`)]
    if (entry.params?.slug) times.push(postTime(entry.language, entry.params.slug))
    if (page.data?.some((data) => data === 'blogLatest' || data === 'blogIndexPage'))
      times.push(newestPost(entry.language))
    const latest = Math.max(...times)
    return latest > 0 ? new Date(Math.floor(latest / 1000) * 1000).toISOString().replace('.000Z', 'Z') : undefined
  }
}

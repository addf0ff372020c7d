/**
 * When each page last changed, for the sitemap's <lastmod> (SEO review 2026-12-01, SEO-1). Search
 * engines use <lastmod> only while it is "consistently and verifiably accurate", so a page's date
 * moves only when what it shows changes: never with git history (a shallow clone, a checkout
 * without .git, a formatting commit), a file's modification time or the build's time.
 *
 * - A post: its front matter's `updated`, else its `date` (lastRevised), as its BlogPosting's
 *   dateModified and the feeds say.
 * - Any other page: the day its copy last changed, from the ledger beside this file
 *   (copyDates.json): for each copy file a page reads (locales/<language>/<namespace>.json, its
 *   shared namespaces too), a hash of what it says (its strings, whatever their formatting, and the
 *   {{facts.…}} values they quote) and the day that hash was recorded. A copy file that no longer
 *   matches its entry leaves its pages without <lastmod> until `npm run snapshot:dates` records
 *   it: a date not known is left out, never guessed. The unit tests fail on a stale ledger, so a
 *   change of copy and its date land together.
 * - A page that lists posts (home, the blog index and its later pages) changed too when a post it
 *   lists was published or revised, or a newer post pushed the list along.
 * - A page that shows a whole collection (the glossary) has a ledger entry for that collection in
 *   its language too ("de/glossary-entries"): the files it shows in that language (a translation,
 *   or the English where there is none), hashed as copy files are.
 *
 * The site header and footer (common.json) are left out: they are on every page and are not what a
 * page is about. docs/search-engines.md explains the choice.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  blogIndexPageSize,
  defaultLanguage,
  languages,
  routes,
  type Language,
  type PageDataKey,
  type PageId,
} from '../../routes.config'
import { lastRevised } from '../../src/content/blog/postRevision'
import type { PostIndex, PostSummary } from '../../src/content/blog/postTypes'
import { factVariables } from '../../src/i18n/factVariables'
import { languagesOfPage } from '../../src/routing/localizedPath'
import type { RouteEntry } from '../../src/routing/routeTable'
import { latestPostCount } from './blogDocuments'
import type { CollectionFiles } from '../../src/content/collections/collectionFiles'
import { glossaryFiles } from '../../src/content/glossary/glossaryFiles'

/** The ledger, relative to the project root: copy file ("en/home") → its hash and the day it was recorded. */
export const copyDatesFile = 'scripts/content/copyDates.json'

export type CopyDates = Record<string, { hash: string; changed: string }>

/** Copy file → the hash of what it says now. */
export type CopyHashes = ReadonlyMap<string, string>

export type LastModified = (entry: RouteEntry) => string | undefined

const copyFile = (language: Language, namespace: string) => `${language}/${namespace}`

/** The collections a page shows whole, by the data set it declares, and the ledger name of each. */
const shownCollections: Partial<Record<PageDataKey, { ledgerName: string; files: CollectionFiles }>> = {
  glossaryTerms: { ledgerName: 'glossary-entries', files: glossaryFiles },
}

/** The ledger names of what a page shows besides its copy files. */
const collectionsOf = (page: PageId) =>
  (routes.pages[page].data ?? []).flatMap((key) => shownCollections[key]?.ledgerName ?? [])

/** The copy files of the indexable pages (the others are not in the sitemap), in each language the page exists in. */
function datedCopyFiles(): { language: Language; namespace: string }[] {
  const files = new Map<string, { language: Language; namespace: string }>()
  for (const [id, page] of Object.entries(routes.pages)) {
    if (!page.indexable) continue
    for (const language of languagesOfPage(id as PageId))
      for (const namespace of [page.namespace, ...(page.sharedNamespaces ?? [])])
        files.set(copyFile(language, namespace), { language, namespace })
  }
  return [...files.values()].sort((a, b) =>
    copyFile(a.language, a.namespace).localeCompare(copyFile(b.language, b.namespace)),
  )
}

/** JSON with its keys in order: the same strings give the same text, however the file is formatted. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value)
}

/** The value a placeholder's path names in the facts (`facts.release.version`), or undefined. */
function factAt(facts: unknown, path: string): unknown {
  return path
    .split('.')
    .slice(1)
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      facts,
    )
}

/**
 * What a copy file says, as a short hash: its strings, and the facts its placeholders print (a new
 * release changes the downloads page without a word of its copy changing). {{company.…}} values
 * are left out: some depend on where the site is built (the host's name), and a page's date must
 * not.
 */
function copyHash(copy: unknown, language: Language): string {
  const text = canonicalJson(copy)
  const facts = factVariables(language)
  const quoted = [...new Set([...text.matchAll(/\{\{\s*(facts\.[\w.]+)\s*\}\}/g)].map((match) => match[1]!))].sort()
  const values = quoted.map((path) => `${path}=${canonicalJson(factAt(facts, path) ?? null)}`)
  return createHash('sha256')
    .update([text, ...values].join('\n'))
    .digest('hex')
    .slice(0, 16)
}

/** What a collection shows in a language: each entry's file in that language, else its English, by slug. */
function collectionText(root: string, files: CollectionFiles, language: Language): Record<string, string> | undefined {
  const dir = join(root, files.folder)
  if (!existsSync(dir)) return undefined
  const text: Record<string, string> = {}
  for (const slug of readdirSync(dir).sort()) {
    const shown = [language, defaultLanguage].map((each) => join(root, files.filePath(slug, each))).find(existsSync)
    // What a reader sees: a translation's record of its English (sourceVersion) is not part of it.
    if (shown)
      text[slug] = readFileSync(shown, 'utf8')
        .replace(/^sourceVersion:.*$/m, '')
        .replace(/\s+/g, ' ')
        .trim()
  }
  return text
}

/** The hash of every dated copy file, and of every collection a page shows, as it is now under `root`. */
export function currentCopyHashes(root: string): Map<string, string> {
  const hashes = new Map<string, string>()
  for (const { language, namespace } of datedCopyFiles()) {
    const path = join(root, 'locales', language, `${namespace}.json`)
    if (existsSync(path))
      hashes.set(copyFile(language, namespace), copyHash(JSON.parse(readFileSync(path, 'utf8')), language))
  }
  for (const { ledgerName, files } of Object.values(shownCollections))
    for (const language of languages) {
      const text = collectionText(root, files, language)
      if (text) hashes.set(copyFile(language, ledgerName), copyHash(text, language))
    }
  return hashes
}

export function readCopyDates(root: string): CopyDates {
  const path = join(root, copyDatesFile)
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as CopyDates) : {}
}

/** The copy files whose ledger entry is missing or says something else: their pages get no <lastmod>. */
export function staleCopyFiles(ledger: CopyDates, hashes: CopyHashes): string[] {
  return [...hashes].filter(([file, hash]) => ledger[file]?.hash !== hash).map(([file]) => file)
}

/** The ledger with every changed or new copy file dated `today` (YYYY-MM-DD), the others kept, and files no page reads dropped. */
export function recordCopyDates(ledger: CopyDates, hashes: CopyHashes, today: string): CopyDates {
  return Object.fromEntries(
    [...hashes]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, hash]) => [file, ledger[file]?.hash === hash ? ledger[file] : { hash, changed: today }]),
  )
}

/** The posts a page shows in its list, and the newest post, whose publication moves every page of the list. */
function listedPosts(entry: Extract<RouteEntry, { kind: 'page' }>, posts: readonly PostSummary[]): PostSummary[] {
  const data = routes.pages[entry.page].data ?? []
  if (data.includes('blogLatest')) return posts.slice(0, latestPostCount)
  if (!data.includes('blogIndexPage')) return []
  const page = Number(entry.params?.page ?? 1)
  return [...posts.slice(0, 1), ...posts.slice((page - 1) * blogIndexPageSize, page * blogIndexPageSize)]
}

/** Each page's <lastmod> (YYYY-MM-DD), or undefined when it is not known. */
export function contentDates(index: PostIndex, ledger: CopyDates, hashes: CopyHashes): LastModified {
  return (entry) => {
    if (entry.kind !== 'page') return undefined
    const posts = index[entry.language] ?? []
    if (entry.params?.slug) {
      const post = posts.find((summary) => summary.slug === entry.params?.slug)
      return post && lastRevised(post)
    }
    const page = routes.pages[entry.page]
    const copyDates = [page.namespace, ...(page.sharedNamespaces ?? []), ...collectionsOf(entry.page)].map(
      (namespace) => {
        const file = copyFile(entry.language, namespace)
        const recorded = ledger[file]
        return recorded && recorded.hash === hashes.get(file) ? recorded.changed : undefined
      },
    )
    if (copyDates.some((date) => date === undefined)) return undefined
    return [...(copyDates as string[]), ...listedPosts(entry, posts).map(lastRevised)].sort().at(-1)
  }
}

/** The dates as the build gives them, from the copy and the ledger under `root`. */
export function sourceDates(root: string, index: PostIndex): LastModified {
  return contentDates(index, readCopyDates(root), currentCopyHashes(root))
}

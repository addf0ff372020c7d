/**
 * The sitemap's <lastmod> (scripts/content/contentDates.ts): a page's date moves when what it shows
 * changes, and with nothing else (SEO review 2026-12-01, SEO-1; the 2026-11-27 review's M5).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, describe, expect, it } from 'vitest'
import { languages, routes } from '../../../routes.config'
import { loadBlogContent } from '../../../scripts/content/blogContent'
import * as contentDates from '../../../scripts/content/contentDates'
import { writeFeeds } from '../../../scripts/hosting/feeds'
import { sitemapFiles, sitemapLimits } from '../../../scripts/hosting/sitemap'
import { projectRoot } from '../../../scripts/shared/projectPaths'
import { site } from '../../../src/config/site'
import { blogPosting } from '../../../src/seo/structuredData'
import { expandRoutes, postSlugsOf, type RouteEntry } from '../../../src/routing/routeTable'

const { sourceDates } = contentDates
const { index } = loadBlogContent()
const entries = expandRoutes(postSlugsOf(index))
const indexable = entries.filter(
  (entry): entry is Extract<RouteEntry, { kind: 'page' }> =>
    entry.kind === 'page' && routes.pages[entry.page].indexable,
)
const dir = mkdtempSync(join(tmpdir(), 'content-dates-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A copy of what the dates are read from, as a checkout without git history would have it: the copy and the ledger, every file written now. */
function checkoutWithoutHistory(name: string, reformat: (json: unknown) => string = (json) => JSON.stringify(json)) {
  const root = join(dir, name)
  for (const language of languages) {
    mkdirSync(join(root, 'locales', language), { recursive: true })
    for (const file of readdirJson(join(projectRoot, 'locales', language)))
      writeFileSync(
        join(root, 'locales', language, file),
        reformat(JSON.parse(readFileSync(join(projectRoot, 'locales', language, file), 'utf8'))),
      )
  }
  // The glossary's entries, which date the glossary page as its copy does; formatting as it is.
  cpSync(join(projectRoot, 'src', 'content', 'glossary'), join(root, 'src', 'content', 'glossary'), { recursive: true })
  mkdirSync(join(root, 'scripts', 'content'), { recursive: true })
  const ledger = join(projectRoot, 'scripts', 'content', 'copyDates.json')
  if (existsSync(ledger)) cpSync(ledger, join(root, 'scripts', 'content', 'copyDates.json'))
  const later = new Date(Date.UTC(2027, 0, 15))
  for (const language of languages)
    for (const file of readdirJson(join(root, 'locales', language)))
      utimesSync(join(root, 'locales', language, file), later, later)
  return root
}

const readdirJson = (folder: string) => readdirSync(folder).filter((file) => file.endsWith('.json'))

describe('the sitemap’s <lastmod>', () => {
  it('SEO-1: a post’s is its front matter’s updated, else its date, as its BlogPosting’s dateModified and its feed entries say', async () => {
    const lastModified = sourceDates(projectRoot, index)
    await writeFeeds(dir, index, () => ({ title: 'Blog', description: 'Articles' }))
    const parser = new XMLParser({ ignoreAttributes: false })
    let posts = 0
    for (const language of languages) {
      const atom = readFileSync(join(dir, language === 'en' ? '' : language, 'atom.xml'), 'utf8')
      const feedEntries = [parser.parse(atom).feed.entry].flat() as { id: string; updated: string }[]
      for (const post of index[language]) {
        const entry = indexable.find((e) => e.language === language && e.params?.slug === post.slug)!
        const revised = post.updated ?? post.date
        expect(lastModified(entry), `${entry.path} <lastmod>`).toBe(revised)
        const url = site.siteUrl + entry.path
        expect(
          blogPosting({ ...post, url, images: [], keywords: [] }).dateModified,
          `${entry.path} BlogPosting dateModified`,
        ).toBe(revised)
        const feedEntry = feedEntries.find((e) => e.id === url)
        if (feedEntry) expect(feedEntry.updated, `${entry.path} in the Atom feed`).toBe(`${revised}T09:00:00Z`)
        posts++
      }
    }
    expect(posts).toBeGreaterThan(20)
  })

  it('SEO-1 / seo 2026-11-27 M5: every page has one, and the same in a checkout without git history, whatever the files’ times and formatting', async () => {
    const here = sourceDates(projectRoot, index)
    const elsewhere = sourceDates(
      checkoutWithoutHistory('reformatted', (json) => `${JSON.stringify(json, null, 4)}\n\n`),
      index,
    )
    const differing = indexable
      .map((entry) => ({ path: entry.path, here: here(entry), elsewhere: elsewhere(entry) }))
      .filter(({ here, elsewhere }) => here !== elsewhere)
    expect(differing).toEqual([])
    const undated = indexable.filter((entry) => !here(entry)).map((entry) => entry.path)
    expect(undated, 'pages without <lastmod>: run npm run snapshot:dates').toEqual([])
    const xml = (await sitemapFiles(entries, sitemapLimits, here))[0]!.xml
    const home = indexable.find((entry) => entry.page === 'home' && entry.language === 'en')!
    expect(xml).toMatch(new RegExp(`<loc>${site.siteUrl}/</loc>\\s*<lastmod>${here(home)}</lastmod>`))
  })

  it('SEO-1: a change of a page’s copy leaves it undated until the ledger records it, which then dates that page and no other', () => {
    const { contentDates: datesOf, currentCopyHashes, readCopyDates, recordCopyDates, staleCopyFiles } = contentDates
    const root = checkoutWithoutHistory('edited')
    const file = join(root, 'locales', 'de', 'faqs.json')
    const copy = JSON.parse(readFileSync(file, 'utf8')) as { meta: { description: string } }
    writeFileSync(
      file,
      JSON.stringify({ ...copy, meta: { ...copy.meta, description: `${copy.meta.description} Neu.` } }),
    )
    const ledger = readCopyDates(root)
    const hashes = currentCopyHashes(root)
    const before = datesOf(index, ledger, currentCopyHashes(projectRoot))
    const stale = datesOf(index, ledger, hashes)
    expect(staleCopyFiles(ledger, hashes)).toEqual(['de/faqs'])
    const faqs = indexable.find((entry) => entry.page === 'faqs' && entry.language === 'de')!
    expect(stale(faqs)).toBeUndefined()
    const after = datesOf(index, recordCopyDates(ledger, hashes, '2027-01-20'), hashes)
    expect(after(faqs)).toBe('2027-01-20')
    const changed = indexable.filter((entry) => after(entry) !== before(entry)).map((entry) => entry.path)
    expect(changed).toEqual([faqs.path])
  })

  it('SEO-1: a change of a glossary entry dates the glossary page of its language, and an English change also those showing it untranslated', () => {
    const { contentDates: datesOf, currentCopyHashes, readCopyDates, recordCopyDates, staleCopyFiles } = contentDates
    const root = checkoutWithoutHistory('glossary')
    const glossaryPage = (language: string) =>
      indexable.find((entry) => entry.page === 'glossary' && entry.language === language)!
    const edit = (file: string, change: (text: string) => string) =>
      writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))
    const ledger = readCopyDates(root)
    const before = datesOf(index, ledger, currentCopyHashes(projectRoot))
    // A translation's record of its English is not what a reader sees: recording it again moves no date.
    edit('src/content/glossary/ss7-interception/index.fr.md', (text) =>
      text.replace(/^sourceVersion: .*$/m, 'sourceVersion: "0000000000"'),
    )
    expect(staleCopyFiles(ledger, currentCopyHashes(root))).toEqual([])
    edit('src/content/glossary/ss7-interception/index.fr.md', (text) => `${text}\nUne phrase de plus.\n`)
    const frenchOnly = currentCopyHashes(root)
    expect(staleCopyFiles(ledger, frenchOnly)).toEqual(['fr/glossary-entries'])
    const after = datesOf(index, recordCopyDates(ledger, frenchOnly, '2027-01-20'), frenchOnly)
    expect(indexable.filter((entry) => after(entry) !== before(entry)).map((entry) => entry.path)).toEqual([
      glossaryPage('fr').path,
    ])
    // An English entry nobody has translated yet is what the other languages show: its change is theirs too.
    rmSync(join(root, 'src/content/glossary/ss7-interception/index.de.md'))
    edit('src/content/glossary/ss7-interception/index.en.md', (text) => `${text}\nOne more sentence.\n`)
    expect(staleCopyFiles(ledger, currentCopyHashes(root))).toEqual([
      'en/glossary-entries',
      'fr/glossary-entries',
      'de/glossary-entries',
    ])
  })

  it('SEO-1: a page listing posts is dated by the newest post it lists when that is later than its copy', () => {
    const { contentDates: datesOf, currentCopyHashes, readCopyDates } = contentDates
    const ledger = readCopyDates(projectRoot)
    const hashes = currentCopyHashes(projectRoot)
    const newest = { ...index.fr[0]!, slug: 'brand-new', date: '2099-01-01', updated: undefined }
    const withNewPost = { ...index, fr: [newest, ...index.fr] }
    const dates = datesOf(withNewPost, ledger, hashes)
    const home = indexable.find((entry) => entry.page === 'home' && entry.language === 'fr')!
    const blog = indexable.find((entry) => entry.page === 'blog' && entry.language === 'fr')!
    const faqs = indexable.find((entry) => entry.page === 'faqs' && entry.language === 'fr')!
    expect(dates(home)).toBe('2099-01-01')
    expect(dates(blog)).toBe('2099-01-01')
    expect(dates(faqs)).toBe(datesOf(index, ledger, hashes)(faqs))
  })

  it('SEO-1: scripts/content/copyDates.json dates every indexable page’s copy as it is now (after changing copy: npm run snapshot:dates, and commit it)', () => {
    const { currentCopyHashes, readCopyDates, staleCopyFiles } = contentDates
    expect(staleCopyFiles(readCopyDates(projectRoot), currentCopyHashes(projectRoot))).toEqual([])
  })
})

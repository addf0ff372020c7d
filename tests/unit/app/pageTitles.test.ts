/**
 * Search results show the brand once (SEO 2026-11-27 M2: 46 titles said "Vaultline" twice, such as
 * "Contact Vaultline | Vaultline"): a page title that already names the brand keeps it without the
 * site's " | Vaultline" suffix (searchTitle). Their width is the build's head-tag check's
 * (tests/unit/dist-check/headTags.test.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages, routes, type Language } from '../../../routes.config'
import { searchTitle } from '../../../src/contentRules/searchResultWidth'
import { site } from '../../../src/config/site'
import { pageExistsIn } from '../../../src/routing/localizedPath'
import { loadBlogContent } from '../../../scripts/content/blogContent'

const localeFile = (language: Language, namespace: string) =>
  join(import.meta.dirname, '../../../locales', language, `${namespace}.json`)
const json = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(localeFile(language, namespace), 'utf8')) as {
    meta?: { title?: string; titleTemplate?: string }
  }

/** Every page title of the manifest as PageFrame writes it, in every language the page exists in. */
const titles = Object.entries(routes.pages).flatMap(([page, definition]) =>
  languages
    .filter((language) => pageExistsIn(page as keyof typeof routes.pages, language))
    .filter((language) => existsSync(localeFile(language, definition.namespace)))
    .flatMap((language) => {
      const title = json(language, definition.namespace).meta?.title
      if (title === undefined) return []
      const template = json(language, 'common').meta!.titleTemplate!
      const written = page === 'home' ? title : searchTitle(title, (text) => template.replace('{{title}}', text))
      return [{ where: `${page} (${language})`, page, language, written }]
    }),
)

describe('seo 2026-11-27 M2: page titles', () => {
  it('name the brand once, whether the page’s own title names it or the suffix adds it', () => {
    expect(titles.length).toBeGreaterThan(150)
    const twice = titles.filter(({ written }) => written.split(site.brand).length - 1 !== 1)
    expect(twice.map(({ where, written }) => `${where}: ${written}`)).toEqual([])
  })

  it('add the suffix only to a title that does not name the brand', () => {
    const suffix = (title: string) => `${title} | ${site.brand}`
    expect(searchTitle('Contact us', suffix)).toBe('Contact us | Vaultline')
    expect(searchTitle('Contact Vaultline', suffix)).toBe('Contact Vaultline')
  })

  it('ED-2: leave the brand out of a title the suffix would push past a search result, and only then', () => {
    const suffix = (title: string) => `${title} | ${site.brand}`
    // 58 characters, the review's English post title: 613 px with the suffix, within 580 px without.
    const long = 'Three habits that keep a secure messaging rollout on track'
    expect(searchTitle(long, suffix)).toBe(long)
    const short = 'Three habits of a secure messaging rollout'
    expect(searchTitle(short, suffix)).toBe(`${short} | Vaultline`)
    // Too wide even alone: the suffix stays, and the build report warns about the width.
    const tooWide =
      'Drei Gewohnheiten, die die Einführung sicherer Kommunikation in Behörden zuverlässig auf Kurs halten'
    expect(searchTitle(tooWide, suffix)).toBe(`${tooWide} | Vaultline`)
  })
})

/** The words of a title without the site's suffix, for telling near-identical titles apart. */
const words = (title: string) =>
  new Set(
    title
      .replace(` | ${site.brand}`, '')
      .toLocaleLowerCase()
      .split(/[\s:,]+/)
      .filter(Boolean),
  )
/** Words two titles share, against the words either has: 1 for the same words, 0 for none in common. */
function overlap(first: string, second: string): number {
  const [a, b] = [words(first), words(second)]
  const shared = [...a].filter((word) => b.has(word)).length
  return shared / (a.size + b.size - shared)
}

describe('titles of the indexable pages', () => {
  it('SEO-4: no two indexable pages of a language share a title, and no post’s title is a page’s with a word changed', () => {
    const { index } = loadBlogContent()
    const pages = titles.filter(
      ({ page }) =>
        routes.pages[page as keyof typeof routes.pages].indexable &&
        !routes.pages[page as keyof typeof routes.pages].path.includes(':'),
    )
    for (const language of languages) {
      const template = json(language, 'common').meta!.titleTemplate!
      const posts = index[language].map((post) => ({
        where: `post ${post.slug} (${language})`,
        written: searchTitle(post.title, (text) => template.replace('{{title}}', text)),
      }))
      const all = [...pages.filter((page) => page.language === language), ...posts]
      const shared = all.filter((one) => all.some((other) => other !== one && other.written === one.written))
      expect(
        shared.map(({ where, written }) => `${where}: ${written}`),
        language,
      ).toEqual([])
      const close = posts.flatMap((post) =>
        pages
          .filter((page) => page.language === language && overlap(page.written, post.written) >= 0.5)
          .map((page) => `${post.where} “${post.written}” and ${page.where} “${page.written}”`),
      )
      expect(close, language).toEqual([])
    }
  })
})

/**
 * `npm run measure:content`: words of copy per language (locale files and blog posts) and the
 * smallest content page, from the built HTML's <main> so it counts what a reader sees.
 * Run after a build. Prints figures; asserts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { languages, routes } from '../../routes.config'
import { postFileName } from '../../src/content/blog/postFiles'
import { outputFileOf } from '../../src/routing/routeTable'
import { routeEntries } from '../content/routeEntries'
import { distDir, projectRoot } from '../shared/projectPaths'

const words = (text: string) => text.match(/\p{L}[\p{L}\p{M}'’-]*/gu)?.length ?? 0
/** A {{placeholder}} (a fact, a company detail) is one word on the page, not the words of its name. */
const copyWords = (text: string) => words(text.replace(/\{\{[^}]*\}\}/g, 'x'))
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings)
  return []
}

const blogDir = join(projectRoot, 'src/content/blog')
for (const language of languages) {
  const localeDir = join(projectRoot, 'locales', language)
  const localeWords = readdirSync(localeDir).reduce(
    (sum, file) =>
      sum +
      strings(JSON.parse(readFileSync(join(localeDir, file), 'utf8'))).reduce((s, text) => s + copyWords(text), 0),
    0,
  )
  const blogWords = readdirSync(blogDir).reduce((sum, slug) => {
    try {
      return (
        sum +
        copyWords(readFileSync(join(blogDir, slug, postFileName(language)), 'utf8').replace(/^---[\s\S]*?---/, ''))
      )
    } catch {
      return sum
    }
  }, 0)
  const pages = routeEntries()
    .filter((entry) => entry.kind === 'page' && entry.language === language && routes.pages[entry.page].indexable)
    .map((entry) => {
      const main = parse(readFileSync(join(distDir, outputFileOf(entry)!), 'utf8')).querySelector('main')
      // The closing call-to-action band is the same on every page; count the page's own copy.
      main?.querySelectorAll('section[aria-labelledby="cta-band-heading"]').forEach((band) => band.remove())
      return { path: entry.path, words: words(main?.text ?? '') }
    })
    .sort((a, b) => a.words - b.words)
  const smallest = pages[0]
  console.log(
    `${language}: ${localeWords + blogWords} words (${localeWords} in locale files, ${blogWords} in blog posts); ${pages.length} indexable pages, smallest ${smallest?.path} with ${smallest?.words} words in <main>`,
  )
}

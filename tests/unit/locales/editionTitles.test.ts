/**
 * The four edition pages' titles and H1s (SEO 2026-11-27 H3): they were the bare product name,
 * "Vaultline Enterprise | Vaultline", byte-identical in all five languages, so the es, pt, fr and
 * de pages competed on the brand alone. Now each says what the edition is, in its own language,
 * and names the brand once.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { searchTitle } from '../../../src/contentRules/searchResultWidth'
import { site } from '../../../src/config/site'

const editions = {
  'product-enterprise': 'Enterprise',
  'product-government': 'Government',
  'product-on-premises': 'On-Premises',
  'product-voice-gateway': 'Voice Gateway',
} as const

const json = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../locales', language, `${namespace}.json`), 'utf8'))

/** The <title> the page carries and its H1 (the hero's title), in one language. */
function headings(language: Language, namespace: keyof typeof editions) {
  const copy = json(language, namespace) as { meta: { title: string }; hero: { title: string } }
  const template = (json(language, 'common') as { meta: { titleTemplate: string } }).meta.titleTemplate
  return {
    title: searchTitle(copy.meta.title, (title) => template.replace('{{title}}', title)),
    h1: copy.hero.title,
  }
}

/** The words left once the product's name is taken out. */
const wordsBesides = (text: string, product: string) =>
  text
    .replace(product, '')
    .replace(`| ${site.brand}`, '')
    .split(/[\s:|,–-]+/)
    .filter((word) => /\p{L}/u.test(word))

describe('seo 2026-11-27 H3: the edition pages’ titles and H1s', () => {
  for (const [namespace, edition] of Object.entries(editions) as [keyof typeof editions, string][]) {
    const product = `${site.brand} ${edition}`
    it(`say what ${product} is, besides its name, and name the brand once, in every language`, () => {
      for (const language of languages) {
        const { title, h1 } = headings(language, namespace)
        expect(title.startsWith(product), `${language} title "${title}"`).toBe(true)
        expect(wordsBesides(title, product).length, `${language} title "${title}"`).toBeGreaterThanOrEqual(3)
        expect(wordsBesides(h1, product).length, `${language} H1 "${h1}"`).toBeGreaterThanOrEqual(3)
        expect(title.split(site.brand).length - 1, `${language} title "${title}"`).toBe(1)
      }
    })

    it(`are translated: no language repeats another's title or H1 for ${product}`, () => {
      const all = languages.map((language) => headings(language, namespace))
      expect(new Set(all.map(({ title }) => title)).size).toBe(languages.length)
      expect(new Set(all.map(({ h1 }) => h1)).size).toBe(languages.length)
    })
  }
})

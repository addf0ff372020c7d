/**
 * The glossary page (/glossary/) as rendered from its data documents: every entry of the language
 * at its own anchor with its term as a heading, a link on to the page that goes further, and the
 * two states a translation can be in besides up to date: behind its English (said, with the
 * English a click away) and not written yet (the English shown, marked as English).
 */
import { parse } from 'node-html-parser'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { glossaryDocuments, loadGlossary } from '../../../scripts/content/glossaryContent'
import type { GlossaryEntry } from '../../../src/content/glossary/glossaryTypes'
import { loadRouteData } from '../../../src/data/routeData'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import GlossaryPage from '../../../src/pages/glossary/GlossaryPage'
import { glossaryDataPaths } from '../../../src/routing/glossaryDataPaths'
import { localizedPath } from '../../../src/routing/localizedPath'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'

const served = new Map<string, unknown>()
vi.mock('virtual:content-data', () => ({
  loadContentDocument: (url: string) => Promise.resolve(served.get(url) ?? null),
}))

const namespaces = ['common', 'glossary'] as const
beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, [...namespaces]))))

async function glossaryPage(language: Language, entries: GlossaryEntry[]) {
  served.set(glossaryDataPaths.terms(language), entries)
  await loadRouteData(language, ['glossaryTerms'])
  return parse(renderPageInLanguage({ element: <GlossaryPage />, language, namespace: 'glossary', namespaces }))
}

const term = (language: Language, slug: string, extra: Partial<GlossaryEntry> = {}): GlossaryEntry => ({
  slug,
  language,
  title: `${slug} (${language})`,
  description: `The definition of ${slug} in ${language}, one sentence long enough for the schema.`,
  html: `<p>The explanation of ${slug}.</p>`,
  page: 'encryption',
  languages: [...languages],
  ...extra,
})

describe('the glossary page', () => {
  it('shows every entry of the site’s glossary in each language, each at its anchor, with its link on to the page that goes further', async () => {
    const documents = new Map(glossaryDocuments(loadGlossary()))
    for (const language of languages) {
      const entries = documents.get(glossaryDataPaths.terms(language))!() as GlossaryEntry[]
      const page = await glossaryPage(language, entries)
      const articles = page.querySelectorAll('article')
      expect(articles.map((article) => article.id)).toEqual(entries.map((entry) => entry.slug))
      expect(articles.map((article) => article.querySelector('h2')?.text)).toEqual(entries.map((entry) => entry.title))
      // The list beside the heading links each term.
      expect(
        page.querySelectorAll('nav[aria-labelledby="glossary-terms-heading"] a').map((a) => a.getAttribute('href')),
      ).toEqual(entries.map((entry) => `#${entry.slug}`))
      const mlKem = page.querySelector('#ml-kem')!
      expect(mlKem.querySelector('a[data-slot="page-link"]')?.getAttribute('href')).toBe(
        localizedPath({ page: 'encryption', language }),
      )
      // Up to date everywhere: nothing says a translation is behind or missing.
      expect(page.querySelectorAll('[role="note"]').map((note) => note.text)).toEqual([])
      // Only phrases the text itself marks as another language (a span); no entry shown in English.
      expect(page.querySelectorAll('article [lang]:not(span)').map((element) => element.outerHTML)).toEqual([])
    }
  })

  it('says when a translated entry is behind its English, with the English entry a click away', async () => {
    const page = await glossaryPage('de', [term('de', 'safety-number', { staleTranslation: true })])
    const note = page.querySelector('#safety-number [role="note"]')!
    expect(note.text).toContain('Der englische Eintrag wurde geändert')
    const english = note.querySelector('a')!
    expect(english.getAttribute('href')).toBe(`${localizedPath({ page: 'glossary', language: 'en' })}#safety-number`)
    expect(english.getAttribute('hreflang')).toBe('en')
  })

  it('shows an entry not yet translated in English, marked as English and saying so in the page’s language', async () => {
    const page = await glossaryPage('fr', [term('fr', 'imsi-catcher'), term('en', 'safety-number')])
    const untranslated = page.querySelector('#safety-number')!
    expect(untranslated.text).toContain('pas encore')
    expect(untranslated.querySelector('[lang="en"] h2')?.text).toBe('safety-number (en)')
    // The link on is in the page's language, inside the English block.
    expect(untranslated.querySelector('p[lang="fr"] a')?.getAttribute('href')).toBe(
      localizedPath({ page: 'encryption', language: 'fr' }),
    )
    expect(page.querySelector('nav li[lang="en"] a')?.getAttribute('href')).toBe('#safety-number')
    expect(page.querySelector('#imsi-catcher [lang]')).toBeNull()
  })
})

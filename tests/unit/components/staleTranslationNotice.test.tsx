import { I18nextProvider } from 'react-i18next'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { parse } from 'node-html-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { LanguageContext } from '../../../src/i18n/LanguageContext'
import { StaleTranslationNotice } from '../../../src/components/blog/StaleTranslationNotice'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common', 'blog']))))

function notice(language: Language) {
  const html = renderToString(
    <I18nextProvider i18n={createI18n(language, ['common', 'blog'])}>
      <LanguageContext.Provider value={language}>
        <MemoryRouter>
          <StaleTranslationNotice slug="choosing-on-premises-or-cloud" />
        </MemoryRouter>
      </LanguageContext.Provider>
    </I18nextProvider>,
  )
  return parse(html).querySelector('[role="note"]')!
}

describe('the notice on a translated post made from an earlier English version', () => {
  it.each([
    [
      'es',
      'Esta traducción se hizo a partir de una versión anterior del artículo original en inglés.',
      'Leer el artículo en inglés',
    ],
    [
      'pt',
      'Esta tradução foi feita a partir de uma versão anterior do artigo original em inglês.',
      'Ler o artigo em inglês',
    ],
    [
      'fr',
      'Cette traduction a été faite à partir d’une version antérieure de l’article original en anglais.',
      'Lire l’article en anglais',
    ],
    [
      'de',
      'Diese Übersetzung beruht auf einer früheren Fassung des englischen Originalbeitrags.',
      'Den englischen Beitrag lesen',
    ],
  ] as const)('says so in %s and links the English article, marked as English', (language, text, link) => {
    const note = notice(language)
    expect(note.querySelector('p')!.text).toBe(`${text} ${link}`)
    const anchor = note.querySelector('a')!
    expect(anchor.getAttribute('href')).toBe('/post/choosing-on-premises-or-cloud/')
    expect(anchor.getAttribute('hreflang')).toBe('en')
    expect(anchor.text).toBe(link)
  })

  it('is kept out of the search index: it is about the page, not its subject', () => {
    expect(notice('de').hasAttribute('data-pagefind-ignore')).toBe(true)
  })
})

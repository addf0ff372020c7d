/**
 * Design review 2026-12-01, DES-12: one name and one icon per threat layer. The menu, the cards of
 * /threats/ and the diagram above them name each of the five layers alike in every language, and
 * each card on /threats/ shows the icon the menu's and the home page's cards use for its page.
 */
import { parse } from 'node-html-parser'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'
import { languages } from '../../../routes.config'
import { cardIcons } from '../../../src/components/sections/cardIcons'
import { pageLinks } from '../../../src/components/pageLinks'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import ThreatsPage from '../../../src/pages/threats/ThreatsPage'

const namespaces = ['common', 'threats', 'visuals'] as const
const layers = ['threatAirInterface', 'threatNetwork', 'threatApplication', 'threatAi', 'threatQuantum'] as const

/** Lucide names the icon it drew in a class of its own ("lucide-radio-tower"). */
const iconName = (classes: string | undefined) => classes?.split(' ').find((name) => /^lucide-/.test(name))

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, [...namespaces]))))

describe('the threat layers', () => {
  for (const language of languages) {
    it(`DES-12: the menu, the /threats/ cards and the diagram name each layer alike, in ${language}`, () => {
      const i18n = createI18n(language, namespaces)
      const t = i18n.getFixedT(language)
      const menu = layers.map((page) => t(`common:${pageLinks[page].label}`))
      const cards = (t('threats:layers.items', { returnObjects: true }) as { title: string }[]).map(
        (item) => item.title,
      )
      // The diagram may break a long word where it has a soft hyphen; the name is the same.
      const diagram = (t('visuals:threatLayers.layers', { returnObjects: true }) as { title: string }[]).map((layer) =>
        layer.title.replaceAll('\u00ad', ''),
      )
      expect(cards).toEqual(menu)
      expect(diagram).toEqual(menu)
    })
  }

  it('DES-12: each card on /threats/ shows its page’s icon, the one the menu and the home page use', () => {
    const page = parse(
      renderPageInLanguage({ element: <ThreatsPage />, language: 'en', namespace: 'threats', namespaces }),
    )
    const cards = page.querySelectorAll('#layers ol > li')
    expect(cards).toHaveLength(layers.length)
    cards.forEach((card, index) => {
      const Icon = cardIcons[pageLinks[layers[index]!].icon]
      expect(iconName(card.querySelector('svg')?.getAttribute('class'))).toBe(
        iconName(
          parse(renderToString(<Icon />))
            .querySelector('svg')
            ?.getAttribute('class'),
        ),
      )
    })
  })
})

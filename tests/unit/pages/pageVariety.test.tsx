/**
 * Design review 2026-12-01, DES-07 and DES-08, the parts done: the solution pages' heroes show the
 * screen each page describes (they were text beside an empty dark band), and each edition page
 * opens with a strip of its default cryptography whose values are those of src/content/facts.ts,
 * not sentences to read, in every language.
 */
import type { ComponentType } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'
import { languages } from '../../../routes.config'
import { editionProfiles, groupKeys, profiles } from '../../../src/content/facts'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import EnterpriseEditionPage from '../../../src/pages/products/EnterpriseEditionPage'
import GovernmentEditionPage from '../../../src/pages/products/GovernmentEditionPage'
import OnPremisesEditionPage from '../../../src/pages/products/OnPremisesEditionPage'
import SecureCallsPage from '../../../src/pages/solutions/SecureCallsPage'
import SecureFileTransferPage from '../../../src/pages/solutions/SecureFileTransferPage'
import SecureMessagingPage from '../../../src/pages/solutions/SecureMessagingPage'

const solutions: [string, ComponentType, string][] = [
  ['solution-messaging', SecureMessagingPage, 'conversation'],
  ['solution-calls', SecureCallsPage, 'call'],
  ['solution-file-transfer', SecureFileTransferPage, 'file-transfer'],
]
const editions: [string, ComponentType, keyof typeof editionProfiles & ('enterprise' | 'government' | 'onPremises')][] =
  [
    ['product-enterprise', EnterpriseEditionPage, 'enterprise'],
    ['product-government', GovernmentEditionPage, 'government'],
    ['product-on-premises', OnPremisesEditionPage, 'onPremises'],
  ]

beforeAll(() =>
  Promise.all(
    languages.map((language) =>
      loadNamespaces(language, [
        'common',
        'visuals',
        ...solutions.map(([namespace]) => namespace),
        ...editions.map(([namespace]) => namespace),
      ]),
    ),
  ),
)

/** The page's first band: its hero. */
const hero = (html: string) => /^[\s\S]*?<section[\s\S]*?(?=<section)/.exec(html)?.[0] ?? html

describe('DES-07: heroes that carry what the page is about', () => {
  it.each(solutions)('DES-07: the %s hero shows its screen', (namespace, Page, visual) => {
    const html = renderPageInLanguage({
      element: <Page />,
      language: 'en',
      namespace,
      namespaces: ['common', 'visuals', namespace],
    })
    expect(hero(html)).toContain(`data-visual="${visual}"`)
  })
})

describe('DES-08: an edition page leads with its key facts, quoted from facts.ts', () => {
  for (const language of languages) {
    it.each(editions)(`DES-08: %s (${language}) opens with its default cryptography`, (namespace, Page, edition) => {
      const html = renderPageInLanguage({
        element: <Page />,
        language,
        namespace,
        namespaces: ['common', 'visuals', namespace],
      })
      const strip = /<section aria-labelledby="key-facts-heading"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      const profile = profiles[editionProfiles[edition]]
      for (const value of [
        `${profile.keyAgreement} + ${profile.kem}`,
        `${profile.signature} + ${profile.classicalSignature}`,
        profile.cipher,
        `${groupKeys.protocol}, ${groupKeys.standard}`,
      ])
        expect(strip).toContain(value)
      // It comes straight after the hero, before the first section of prose.
      expect(html.indexOf('key-facts-heading')).toBeLessThan(html.indexOf('id="audience"'))
    })
  }
})

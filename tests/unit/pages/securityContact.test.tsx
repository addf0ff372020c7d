/**
 * Review copy-en 2026-12-01 L-8: where people look for the security contact (the contact page's
 * "Security reports" card, the terms' acceptable-use section), the address is printed and the
 * vulnerability disclosure policy is linked, in every language.
 */
import type { ComponentType } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'
import { type Language, languages } from '../../../routes.config'
import { site } from '../../../src/config/site'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import ContactPage from '../../../src/pages/contact/ContactPage'
import TermsPage from '../../../src/pages/legal/TermsPage'
import { localizedPath } from '../../../src/routing/localizedPath'

beforeAll(() =>
  Promise.all(languages.map((language) => loadNamespaces(language, ['common', 'contact', 'legal-terms']))),
)

function render(Page: ComponentType, namespace: string, language: Language): string {
  return renderPageInLanguage({ element: <Page />, language, namespace })
}

describe('L-8: the security contact where people look for it', () => {
  it.each(languages)(
    'L-8: the contact page prints the security address and links the disclosure policy; so do the terms (%s)',
    (language) => {
      const policy = `href="${localizedPath({ page: 'vulnerabilityDisclosure', language })}"`
      const contact = render(ContactPage, 'contact', language)
      const channels = /id="channels"[\s\S]*?<\/section>/.exec(contact)?.[0] ?? ''
      expect(channels).toContain(site.email.security)
      expect(channels).toContain(policy)
      const terms = render(TermsPage, 'legal-terms', language)
      const use = /id="use"[\s\S]*?<\/section>/.exec(terms)?.[0] ?? ''
      expect(use).toContain(site.email.security)
      expect(use).toContain(policy)
    },
  )
})

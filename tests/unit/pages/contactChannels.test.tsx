/**
 * Design review 2026-12-01 DES-09: each contact channel on /contact/ says how to use it, with the
 * address or number under its title. Before, the four cards described the channels and named no
 * address: the only mailto on the page was sales@.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'
import { languages } from '../../../routes.config'
import { site } from '../../../src/config/site'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import ContactPage from '../../../src/pages/contact/ContactPage'
import { localizedPath } from '../../../src/routing/localizedPath'

beforeAll(async () => {
  await Promise.all(languages.map((language) => loadNamespaces(language, ['common', 'contact'])))
})

vi.mock('../../../src/config/backend', () => import('../../fixtures/backendConfigured'))

const card = (html: string, channel: string) =>
  new RegExp(`<li[^>]*data-channel="${channel}"[\\s\\S]*?</p></li>`).exec(html)?.[0] ?? ''

describe('DES-09: the contact channels say how to reach them', () => {
  it.each(languages)(
    'DES-09: sales, support, security and press each give their address under the title (%s)',
    (language) => {
      const html = renderPageInLanguage({ element: <ContactPage />, language, namespace: 'contact' })
      const sales = card(html, 'sales')
      expect(sales).toContain(`href="mailto:${site.email.sales}"`)
      // The phone number the company gives (src/config/site.ts), dialable.
      expect(sales).toContain(`href="tel:${site.phone.replace(/\s/g, '')}"`)
      expect(card(html, 'support')).toContain(`href="mailto:${site.email.support}"`)
      const security = card(html, 'security')
      expect(security).toContain(`href="mailto:${site.email.security}"`)
      expect(security).toContain(`href="${localizedPath({ page: 'vulnerabilityDisclosure', language })}"`)
      expect(security).toContain('href="/.well-known/security.txt"')
      // No press address is given (companyFacts.pressEmail): the card's own words send press to sales, with a subject.
      expect(card(html, 'press')).toMatch(new RegExp(`href="mailto:${site.email.sales}\\?subject=[^"]+"`))
      // The address comes before the card's description: under the title, where the eye looks first.
      for (const channel of ['sales', 'support', 'security', 'press'])
        expect(card(html, channel).indexOf('href='), channel).toBeLessThan(card(html, channel).indexOf('<p class'))
    },
  )

  it.each(languages)(
    'DES-03: /contact/ has no closing band asking for the demo its form already offers (%s)',
    (language) => {
      const html = renderPageInLanguage({ element: <ContactPage />, language, namespace: 'contact' })
      expect(html).not.toContain('data-closing-actions')
    },
  )

  it('W-3: /contact/ gives the office’s street address in its body, not only in the footer, in every language', () => {
    for (const language of languages) {
      const html = renderPageInLanguage({ element: <ContactPage />, language, namespace: 'contact' })
      const office = /<section[^>]*id="office"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ''
      expect(office, language).toContain('<address')
      for (const line of site.address) expect(office, language).toContain(line)
    }
  })
})

/**
 * Review copy-en 2026-12-01 L-1: the privacy notice is linked where personal data is typed, and the
 * box every lead form requires says what it is, a confirmation that the notice was read, never a
 * consent (the notice's basis is legitimate interests and says "it is not a request for consent").
 */
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderPageInLanguage } from '../../fixtures/renderPageInLanguage'
import { type Language, languages } from '../../../routes.config'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { LeadForm } from '../../../src/leads/LeadForm'
import { leadIntents } from '../../../src/leads/leadSchema'
import GetStartedPage from '../../../src/pages/get-started/GetStartedPage'
import SignInPage from '../../../src/pages/sign-in/SignInPage'
import { localizedPath } from '../../../src/routing/localizedPath'

beforeAll(async () => {
  await Promise.all(languages.map((language) => loadNamespaces(language, ['common', 'contact', 'get-started'])))
  await loadNamespaces('en', ['sign-in'])
})

// A build with a backend, as production has: without one the page shows no form and collects nothing.
vi.mock('../../../src/config/backend', () => import('../../fixtures/backendConfigured'))

function render(language: Language, namespace: string, element: React.ReactElement): string {
  return renderPageInLanguage({ element, language, namespace })
}

/** The words that would present the box as consent, in each language. */
const consentWords =
  /consent|agree|consiento|acepto|consinto|aceito|consentement|j’accepte|einwillig|zustimm|einverstanden/i

describe('L-1: the privacy notice at the point of collection', () => {
  it.each(languages)(
    'L-1: every lead form links the privacy notice in the label of its required box, which does not call itself consent (%s)',
    (language) => {
      const privacy = localizedPath({ page: 'legalPrivacy', language })
      for (const kind of leadIntents) {
        const html = render(language, 'contact', <LeadForm defaultIntent={kind} />)
        const box = /data-lead-field="privacyNoticeAcknowledged"[\s\S]*?<\/label>/.exec(html)?.[0] ?? ''
        expect(box, `${language} ${kind}`).toContain('type="checkbox"')
        expect(box, `${language} ${kind}`).toContain(`href="${privacy}"`)
        expect(box.slice(box.indexOf('>') + 1).replace(/<[^>]*>/g, ''), `${language} ${kind}`).not.toMatch(consentWords)
      }
    },
  )

  it('L-1: the staff sign-in form, which collects an email address and a password, links the privacy notice', () => {
    const html = render('en', 'sign-in', <SignInPage />)
    expect(html).toContain(`href="${localizedPath({ page: 'legalPrivacy', language: 'en' })}"`)
  })
})

describe('C-7: the pilot form’s button', () => {
  it.each(languages)(
    'C-7: the form headed “Plan your pilot” submits with a button that says so, not the demo’s (%s)',
    (language) => {
      const i18n = createI18n(language, ['common', 'get-started'])
      const page = render(language, 'get-started', <GetStartedPage />)
      const html = /id="lead-form"[\s\S]*?<\/section>/.exec(page)?.[0] ?? ''
      const heading = i18n.t('form.heading', { ns: 'get-started' })
      expect(html).toContain(heading)
      expect(/<button[^>]*type="submit"[^>]*>([^<]*)</.exec(html)?.[1]).toBe(i18n.t('leadForm.submit.pilot'))
      expect(i18n.t('leadForm.submit.pilot')).not.toBe(i18n.t('leadForm.submit.demo'))
    },
  )
})

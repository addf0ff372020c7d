import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { languages, type Language } from '../../../routes.config'

/**
 * Review L9 and L12: the company details name only what the config holds (an ICO registration
 * number appears once the company has filled it in, never a made-up one), and the footer carries
 * the company number and registered office on every page.
 */
async function render(what: 'details' | 'footer', language: Language, registration: string) {
  vi.resetModules()
  vi.doMock('../../../src/config/site', async (original) => {
    const actual = await original<typeof import('../../../src/config/site')>()
    return { ...actual, site: { ...actual.site, dataProtectionRegistration: registration } }
  })
  const { loadNamespaces } = await import('../../../src/i18n/localeBundles')
  const { createI18n } = await import('../../../src/i18n/createI18n')
  await loadNamespaces(language, ['common'])
  const i18n = createI18n(language, ['common'])
  if (what === 'details') {
    const { CompanyDetails } = await import('../../../src/components/sections/CompanyDetails')
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <CompanyDetails />
      </I18nextProvider>,
    ).replace(/<[^>]+>/g, ' ')
  }
  return i18n.t('footer.copyright', {
    year: '2025',
    company: 'Vaultline Ltd',
    number: '15234876',
    office: '71 Lower Thames Street, London EC3R 6DL',
  })
}

// The unit tests share loaded modules between files (vitest.config.ts): the next file must not get those loaded with the mocked config.
afterAll(() => vi.resetModules())

describe('the company details', () => {
  afterEach(() => vi.doUnmock('../../../src/config/site'))

  it.each(languages)('omit the ICO registration line while the config has no number (%s)', async (language) => {
    const text = await render('details', language, '')
    expect(text).not.toMatch(/ICO/)
    expect(text).toContain('15234876')
  })

  it.each(languages)('show the ICO registration number the config holds (%s)', async (language) => {
    const text = await render('details', language, 'ZB999999')
    expect(text).toMatch(/ICO/)
    expect(text).toContain('ZB999999')
  })
})

describe('copy-en 2026-11-27 L12: the footer names the company number and the registered office', () => {
  afterEach(() => vi.doUnmock('../../../src/config/site'))

  it.each(languages)('in %s', async (language) => {
    const text = await render('footer', language, '')
    expect(text).toContain('15234876')
    expect(text).toContain('71 Lower Thames Street, London EC3R 6DL')
    expect(text).not.toMatch(/\{\{/)
  })
})

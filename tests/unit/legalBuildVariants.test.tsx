import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { botCheckVariant, geoLookupVariant, inactiveVariantKeys, type BuildVariants } from '../../src/config/buildVariants'

const siteUrl = 'https://www.vaultline.example'

describe('the build variants the legal pages describe', () => {
  it('reads the country lookup from VITE_GEO_URL: the default and ipapi.co are the third party, a same-origin path or host is not', () => {
    expect(geoLookupVariant(undefined, siteUrl)).toBe('ipapi')
    expect(geoLookupVariant('https://ipapi.co/json/', siteUrl)).toBe('ipapi')
    expect(geoLookupVariant('/api/geo', siteUrl)).toBe('sameOrigin')
    expect(geoLookupVariant('https://www.vaultline.example/api/geo', siteUrl)).toBe('sameOrigin')
  })

  it('stops the build on a lookup service the privacy notice does not describe, naming it', () => {
    expect(() => geoLookupVariant('https://geo.example.net/json', siteUrl)).toThrow(/geo\.example\.net.*privacy notice/)
    expect(() => geoLookupVariant('//ipapi.co/json', siteUrl)).toThrow(/ipapi\.co|VITE_GEO_URL/)
  })

  it('turns the bot-check copy on only when a Turnstile site key is configured', () => {
    expect(botCheckVariant(undefined)).toBe('none')
    expect(botCheckVariant('  ')).toBe('none')
    expect(botCheckVariant('0x4AAAAAAA')).toBe('turnstile')
  })

  it('lists as unused exactly the copy of the variants a build did not select', () => {
    expect(inactiveVariantKeys({ geoLookup: 'ipapi', botCheck: 'none' }).sort()).toEqual(['legal-cookies:botCheck.turnstile', 'legal-cookies:lookup.sameOrigin', 'legal-privacy:botCheck.turnstile', 'legal-privacy:lookup.sameOrigin'])
  })
})

async function renderLegalPage(page: 'PrivacyPage' | 'CookiesPage', variants: BuildVariants) {
  vi.resetModules()
  vi.doMock('../../src/config/buildVariants', async (original) => ({ ...(await original<object>()), buildVariants: variants }))
  const { loadNamespaces } = await import('../../src/i18n/localeBundles')
  const { createI18n } = await import('../../src/i18n/createI18n')
  const namespace = page === 'PrivacyPage' ? 'legal-privacy' : 'legal-cookies'
  await loadNamespaces('en', ['common', namespace])
  const i18n = createI18n('en', ['common', namespace])
  const { default: Page } = page === 'PrivacyPage' ? await import('../../src/pages/legal/PrivacyPage') : await import('../../src/pages/legal/CookiesPage')
  return renderToString(<I18nextProvider i18n={i18n}><Page /></I18nextProvider>).replace(/<[^>]+>/g, ' ')
}

describe.each(['PrivacyPage', 'CookiesPage'] as const)('%s in each build variant', (page) => {
  afterEach(() => vi.doUnmock('../../src/config/buildVariants'))

  it('names ipapi.co, its operator and (privacy) the transfer safeguard when the lookup goes to ipapi.co', async () => {
    const text = await renderLegalPage(page, { geoLookup: 'ipapi', botCheck: 'none' })
    expect(text).toContain('ipapi.co')
    expect(text).toContain('Kloudend, Inc.')
    if (page === 'PrivacyPage') expect(text).toContain('International Data Transfer Addendum to the EU Standard Contractual Clauses')
    expect(text).not.toContain('/api/geo')
  })

  it('says no third party receives the address when the lookup is same-origin', async () => {
    const text = await renderLegalPage(page, { geoLookup: 'sameOrigin', botCheck: 'none' })
    expect(text).toContain('/api/geo')
    expect(text).toContain('No third party receives your IP address')
    expect(text).not.toContain('ipapi.co')
    expect(text).not.toContain('Kloudend')
  })

  it('describes Cloudflare Turnstile only in a build that enables it', async () => {
    expect(await renderLegalPage(page, { geoLookup: 'sameOrigin', botCheck: 'turnstile' })).toContain('challenges.cloudflare.com')
    const without = await renderLegalPage(page, { geoLookup: 'sameOrigin', botCheck: 'none' })
    expect(without).not.toContain('Turnstile')
    expect(without).toContain('no script from another company runs')
  })

  it('ends with the company details: number, registered office and EU representative', async () => {
    const text = await renderLegalPage(page, { geoLookup: 'ipapi', botCheck: 'none' })
    expect(text).toContain('Company number')
    expect(text).toContain('15234876')
    expect(text).toContain('71 Lower Thames Street')
    expect(text).toContain('EU representative (Article 27 GDPR)')
  })
})

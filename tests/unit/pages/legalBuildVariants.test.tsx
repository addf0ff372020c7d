import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import {
  botCheckVariant,
  checkGeoLookup,
  geoLookupUrl,
  geoLookupVariant,
  hostingVariant,
  inactiveVariantKeys,
  type BuildVariants,
} from '../../../src/config/buildVariants'

const siteUrl = 'https://www.vaultline.example'

describe('the build variants the legal pages describe', () => {
  it("security 2026-11-27 M5: asks the host's own /api/geo by default on Cloudflare Pages and Netlify, and nobody on nginx: no visitor's address goes to a third party unless the build names one", () => {
    expect(geoLookupUrl({})).toBe('/api/geo')
    expect(geoLookupUrl({ CF_PAGES: '1' })).toBe('/api/geo')
    expect(geoLookupUrl({ NETLIFY: 'true' })).toBe('/api/geo')
    expect(geoLookupUrl({ DEPLOY_HOST: 'netlify' })).toBe('/api/geo')
    expect(geoLookupUrl({ DEPLOY_HOST: 'nginx' })).toBeNull()
    expect(geoLookupUrl({ VITE_DEPLOY_HOST: 'nginx' })).toBeNull()
    // An operator who configures GeoIP on nginx, or who turns the lookup off on a CDN, says so.
    expect(geoLookupUrl({ DEPLOY_HOST: 'nginx', VITE_GEO_URL: '/api/geo' })).toBe('/api/geo')
    expect(geoLookupUrl({ VITE_GEO_URL: 'none' })).toBeNull()
    expect(geoLookupUrl({ VITE_GEO_URL: ' https://ipapi.co/json/ ' })).toBe('https://ipapi.co/json/')
  })

  it('reads the variant from the lookup URL: ipapi.co is the third party, a same-origin path or host is not, none is the time zone', () => {
    expect(geoLookupVariant(null, siteUrl)).toBe('timeZone')
    expect(geoLookupVariant('https://ipapi.co/json/', siteUrl)).toBe('ipapi')
    expect(geoLookupVariant('/api/geo', siteUrl)).toBe('sameOrigin')
    expect(geoLookupVariant('https://www.vaultline.example/api/geo', siteUrl)).toBe('sameOrigin')
    expect(geoLookupVariant(geoLookupUrl({}), siteUrl)).toBe('sameOrigin')
  })

  it('stops the build on a lookup service the privacy notice does not describe, naming it', () => {
    expect(() => checkGeoLookup({ VITE_GEO_URL: 'https://geo.example.net/json' }, siteUrl)).toThrow(
      '[UnknownGeoService] VITE_GEO_URL: "https://geo.example.net/json" points at geo.example.net, a lookup service the privacy notice does not describe.',
    )
    expect(() => checkGeoLookup({ VITE_GEO_URL: '//ipapi.co/json' }, siteUrl)).toThrow(
      '[InvalidGeoUrl] VITE_GEO_URL: "//ipapi.co/json" is neither /api/geo, "none" nor an https URL such as https://ipapi.co/json/.',
    )
    expect(() => checkGeoLookup({ VITE_GEO_URL: 'https://ipapi.co/json/' }, siteUrl)).not.toThrow()
    expect(geoLookupVariant('https://geo.example.net/json', siteUrl)).toBeUndefined()
  })

  it('turns the bot-check copy on only when a Turnstile site key is configured', () => {
    expect(botCheckVariant(undefined)).toBe('none')
    expect(botCheckVariant('  ')).toBe('none')
    expect(botCheckVariant('0x4AAAAAAA')).toBe('turnstile')
  })

  it("names a CDN as the host on Cloudflare Pages and Netlify, and the operator's own servers on nginx", () => {
    expect(hostingVariant('cloudflare')).toBe('cdn')
    expect(hostingVariant('netlify')).toBe('cdn')
    expect(hostingVariant('nginx')).toBe('ownServers')
  })

  it('lists as unused exactly the copy of the variants a build did not select', () => {
    expect(inactiveVariantKeys({ geoLookup: 'ipapi', botCheck: 'none', hosting: 'cdn' }).sort()).toEqual([
      'legal-cookies:botCheck.turnstile',
      'legal-cookies:lookup.sameOrigin',
      'legal-cookies:lookup.timeZone',
      'legal-privacy:botCheck.turnstile',
      'legal-privacy:extraProcessors.turnstile',
      'legal-privacy:lookup.sameOrigin',
      'legal-privacy:lookup.timeZone',
      'legal-privacy:processors.ownServers',
      'legal-privacy:transfers.ownServers',
    ])
  })
})

async function renderLegalPage(
  page: 'PrivacyPage' | 'CookiesPage',
  variants: BuildVariants,
  language: Language = 'en',
) {
  vi.resetModules()
  vi.doMock('../../../src/config/buildVariants', async (original) => ({
    ...(await original<object>()),
    buildVariants: variants,
  }))
  const { loadNamespaces } = await import('../../../src/i18n/localeBundles')
  const { createI18n } = await import('../../../src/i18n/createI18n')
  const { PageNamespaceContext } = await import('../../../src/i18n/pageCopy')
  const namespace = page === 'PrivacyPage' ? 'legal-privacy' : 'legal-cookies'
  await loadNamespaces(language, ['common', namespace])
  const i18n = createI18n(language, ['common', namespace])
  const { default: Page } =
    page === 'PrivacyPage'
      ? await import('../../../src/pages/legal/PrivacyPage')
      : await import('../../../src/pages/legal/CookiesPage')
  return (
    renderToString(
      <I18nextProvider i18n={i18n}>
        <PageNamespaceContext.Provider value={namespace}>
          <Page />
        </PageNamespaceContext.Provider>
      </I18nextProvider>,
    )
      // The hero's "On this page" panel names every heading once more; the tests read the bands.
      .replace(/<nav[\s\S]*?<\/nav>/, '')
      .replace(/<[^>]+>/g, ' ')
  )
}

/** The transfer safeguard's name, as each language's privacy notice writes it. */
const transferSafeguard: Record<Language, string> = {
  en: 'International Data Transfer Addendum to the EU Standard Contractual Clauses',
  es: 'Adenda Internacional de Transferencia de Datos a las Cláusulas Contractuales Tipo de la UE',
  pt: 'Adenda Internacional de Transferência de Dados às Cláusulas Contratuais-Tipo da UE',
  fr: 'International Data Transfer Addendum',
  de: 'International Data Transfer Addendum zu den EU-Standardvertragsklauseln',
}
/** The words for "time zone" each language's copy uses. */
const timeZoneExample: Record<Language, string> = {
  en: 'time zone',
  es: 'zona horaria',
  pt: 'fuso horário',
  fr: 'fuseau horaire',
  de: 'Zeitzone',
}

// The unit tests share loaded modules between files (vitest.config.ts): the next file must not get those loaded with the mocked config.
afterAll(() => vi.resetModules())

describe.each(['PrivacyPage', 'CookiesPage'] as const)('%s in each build variant', (page) => {
  afterEach(() => vi.doUnmock('../../../src/config/buildVariants'))

  it.each(languages)(
    'names ipapi.co, its operator as a processor and (privacy) the transfer safeguard when the build sends the lookup to ipapi.co (%s)',
    async (language) => {
      const text = await renderLegalPage(page, { geoLookup: 'ipapi', botCheck: 'none', hosting: 'cdn' }, language)
      expect(text).toContain('ipapi.co')
      expect(text).toContain('Kloudend, Inc.')
      if (page === 'PrivacyPage') expect(text).toContain(transferSafeguard[language])
      expect(text).not.toContain('/api/geo')
    },
  )

  it.each(languages)(
    'says the time zone alone suggests a language, and nothing is looked up, on a build without a lookup (%s)',
    async (language) => {
      const text = await renderLegalPage(
        page,
        { geoLookup: 'timeZone', botCheck: 'none', hosting: 'ownServers' },
        language,
      )
      expect(text).toContain(timeZoneExample[language])
      expect(text).not.toContain('ipapi.co')
      expect(text).not.toContain('Kloudend')
      expect(text).not.toContain('/api/geo')
    },
  )

  it('says no third party receives the address when the lookup is same-origin', async () => {
    const text = await renderLegalPage(page, { geoLookup: 'sameOrigin', botCheck: 'none', hosting: 'cdn' })
    expect(text).toContain('/api/geo')
    expect(text).toContain('No third party receives your IP address')
    expect(text).not.toContain('ipapi.co')
    expect(text).not.toContain('Kloudend')
  })

  it('describes Cloudflare Turnstile only in a build that enables it', async () => {
    expect(await renderLegalPage(page, { geoLookup: 'sameOrigin', botCheck: 'turnstile', hosting: 'cdn' })).toContain(
      'challenges.cloudflare.com',
    )
    const without = await renderLegalPage(page, { geoLookup: 'sameOrigin', botCheck: 'none', hosting: 'cdn' })
    expect(without).not.toContain('Turnstile')
    expect(without).toContain('no script from another company runs')
  })

  it('ends with the company details: number, registered office and EU representative', async () => {
    const text = await renderLegalPage(page, { geoLookup: 'ipapi', botCheck: 'none', hosting: 'cdn' })
    expect(text).toContain('Company number')
    expect(text).toContain('15234876')
    expect(text).toContain('71 Lower Thames Street')
    expect(text).toContain('EU representative (Article 27 GDPR)')
  })
})

/** The heading of the list of processors, as each language's privacy notice writes it. */
const processorsHeading: Record<Language, RegExp> = {
  en: /Who processes data for us(.*?)(Transfers outside the UK)/s,
  es: /Quién trata datos por nuestra cuenta(.*?)(Transferencias fuera del Reino Unido)/s,
  pt: /Quem trata dados por nossa conta(.*?)(Transferências para fora do Reino Unido)/s,
  fr: /Qui traite les données pour notre compte(.*?)(Transferts hors du Royaume-Uni)/s,
  de: /Wer Daten für uns verarbeitet(.*?)(Übermittlungen außerhalb des Vereinigten Königreichs)/s,
}

describe("copy-en 2026-11-27 L1: the privacy notice's list of processors", () => {
  afterEach(() => vi.doUnmock('../../../src/config/buildVariants'))

  it.each(languages)(
    'names Kloudend, Inc. among the processors when the build sends the lookup to ipapi.co, and only then (%s)',
    async (language) => {
      const withIpapi = processorsHeading[language].exec(
        await renderLegalPage('PrivacyPage', { geoLookup: 'ipapi', botCheck: 'none', hosting: 'cdn' }, language),
      )
      expect(withIpapi?.[1]).toContain('Kloudend, Inc.')
      const sameOrigin = processorsHeading[language].exec(
        await renderLegalPage('PrivacyPage', { geoLookup: 'sameOrigin', botCheck: 'none', hosting: 'cdn' }, language),
      )
      expect(sameOrigin?.[1]).not.toContain('Kloudend')
    },
  )

  it.each(languages)(
    'names Cloudflare for the bot check even when the site is served from our own servers (%s)',
    async (language) => {
      const list = processorsHeading[language].exec(
        await renderLegalPage(
          'PrivacyPage',
          { geoLookup: 'timeZone', botCheck: 'turnstile', hosting: 'ownServers' },
          language,
        ),
      )
      expect(list?.[1]).toContain('Cloudflare Turnstile')
    },
  )
})

describe("the privacy notice's host", () => {
  afterEach(() => vi.doUnmock('../../../src/config/buildVariants'))

  it('names the CDN as a processor and a US transfer on Cloudflare Pages and Netlify', async () => {
    const text = await renderLegalPage('PrivacyPage', { geoLookup: 'sameOrigin', botCheck: 'none', hosting: 'cdn' })
    expect(text).toContain(
      'Cloudflare, Inc. serves this website through its content delivery network (Cloudflare Pages)',
    )
    expect(text).toContain('Supabase, Inc., Cloudflare, Inc. and GitHub, Inc. are US companies')
  })

  it.each(languages)('names no CDN on nginx, where the site is served from our own servers (%s)', async (language) => {
    const text = await renderLegalPage(
      'PrivacyPage',
      { geoLookup: 'timeZone', botCheck: 'none', hosting: 'ownServers' },
      language,
    )
    expect(text).not.toMatch(/Cloudflare|Netlify|\{\{/)
    expect(text).toContain('Supabase, Inc.')
  })
})

/**
 * The error catalogue (src/errors/buildErrors.ts): one export per error, each with a permanent name
 * of its own and a hint; every configuration error that stops the build is thrown from it, with
 * the catalogue's own text, by the check vite.config.ts runs.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { checkAuthProviders } from '../../../src/auth/providerSettings'
import { checkBackendConfig } from '../../../src/config/backendConfig'
import { checkGeoLookup } from '../../../src/config/buildVariants'
import { deployHost, nginxGeoCountry } from '../../../src/config/deployHostSetting'
import { checkSiteUrl } from '../../../src/config/site'
import { assertPublicKey } from '../../../src/config/supabaseKey'
import { cmsBackendFrom } from '../../../src/admin/cmsBackendConfig'
import * as catalogue from '../../../src/errors/buildErrors'
import { buildError, type ErrorData } from '../../../src/errors/buildErrors'
import { checkTurnstileSiteKey } from '../../../src/leads/turnstileConfig'

const entries = Object.entries(catalogue).filter(
  (entry): entry is [string, ErrorData<object>] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'name' in entry[1],
)

/** Whatever an entry asks for: a list where it joins one, text everywhere else. */
const anything = new Proxy({}, { get: (_, key) => [`<${String(key)}>`] })
const hintOf = (entry: ErrorData<object>) =>
  typeof entry.hint === 'string' ? entry.hint : String(entry.hint(anything))

describe('the error catalogue', () => {
  it('has one export per error, named as the error, each name its own', () => {
    expect(entries.length).toBeGreaterThan(30)
    for (const [exported, entry] of entries) expect(entry.name, exported).toBe(exported)
    const names = entries.map(([, entry]) => entry.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('gives every error a title and a hint that says what to do', () => {
    for (const [name, entry] of entries) {
      expect(entry.title.trim(), name).not.toBe('')
      expect(hintOf(entry).trim(), name).not.toBe('')
    }
  })

  it('formats an error as the build prints it: name, where, what happened and what to do', () => {
    const error = buildError(catalogue.SiteUrlNotHttp, { value: 'ftp://www.vaultline.example' })
    expect(error).toBeInstanceOf(catalogue.BuildError)
    expect(error.code).toBe('SiteUrlNotHttp')
    expect(error.file).toBe('SITE_URL')
    expect(error.message).toBe(
      `[SiteUrlNotHttp] SITE_URL: "ftp://www.vaultline.example" is not an https address (or http, for local testing).\n  → Give the https address visitors use. Every variable: docs/configuration.md.`,
    )
    expect(buildError(catalogue.NoEntryChunk).message).toMatch(/^\[NoEntryChunk\] dist\/\.vite\/manifest\.json: /)
  })
})

describe('configuration errors that stop the build', () => {
  const jwt = (payload: object) =>
    `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`
  const geoChoices = { sameOrigin: '/api/geo', none: 'none', example: 'https://ipapi.co/json/' }
  const siteUrl = 'https://www.vaultline.example'

  // Each check with a setting it refuses, and the catalogue's error it must throw for it.
  const cases: [string, () => unknown, catalogue.BuildError][] = [
    [
      'SITE_URL not a URL',
      () => checkSiteUrl('www.vaultline.example'),
      buildError(catalogue.SiteUrlNotAbsolute, { value: 'www.vaultline.example', example: siteUrl }),
    ],
    [
      'SITE_URL not http(s)',
      () => checkSiteUrl(' ftp://files.vaultline.example '),
      buildError(catalogue.SiteUrlNotHttp, { value: 'ftp://files.vaultline.example' }),
    ],
    [
      'VITE_GEO_URL not a URL',
      () => checkGeoLookup({ VITE_GEO_URL: 'api/geo' }, siteUrl),
      buildError(catalogue.InvalidGeoUrl, { value: 'api/geo', ...geoChoices }),
    ],
    [
      'VITE_GEO_URL an unknown service',
      () => checkGeoLookup({ VITE_GEO_URL: 'https://geo.example.net/' }, siteUrl),
      buildError(catalogue.UnknownGeoService, {
        value: 'https://geo.example.net/',
        host: 'geo.example.net',
        ...geoChoices,
      }),
    ],
    [
      'Supabase half configured',
      () => checkBackendConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }),
      buildError(catalogue.HalfConfiguredSupabase, { missing: 'VITE_SUPABASE_ANON_KEY', set: 'VITE_SUPABASE_URL' }),
    ],
    [
      'no Supabase for a real host',
      () => checkBackendConfig({}, 'https://www.vaultline.com'),
      buildError(catalogue.NoBackendOnRealHost, { host: 'www.vaultline.com' }),
    ],
    [
      'a service_role key',
      () => assertPublicKey(jwt({ role: 'service_role' })),
      buildError(catalogue.PublicKeyNotAnon, { role: 'service_role' }),
    ],
    [
      'a Turnstile secret key',
      () => checkTurnstileSiteKey({ VITE_TURNSTILE_SITE_KEY: 'secret-key-0123456789' }),
      buildError(catalogue.InvalidTurnstileSiteKey),
    ],
    [
      'a provider that is not an id',
      () => checkAuthProviders({ VITE_SUPABASE_SSO_PROVIDER: 'Azure AD' }),
      buildError(catalogue.InvalidProviderId, { variable: 'VITE_SUPABASE_SSO_PROVIDER', value: 'azure ad' }),
    ],
    [
      'an unknown host',
      () => deployHost({ DEPLOY_HOST: 'vercel' }),
      buildError(catalogue.UnknownDeployHost, { value: 'vercel', hosts: ['cloudflare', 'netlify', 'nginx'] }),
    ],
    [
      'an nginx variable that is not one',
      () => nginxGeoCountry({ DEPLOY_HOST: 'nginx', NGINX_GEO_COUNTRY: 'geoip2' }),
      buildError(catalogue.NginxGeoCountry, { value: 'geoip2' }),
    ],
    [
      'an editor setting',
      () => cmsBackendFrom({ CMS_BACKEND: 'gitlab' }),
      buildError(catalogue.InvalidEditorSetting, {
        variable: 'CMS_BACKEND',
        problem: '"gitlab" is not a back end the editor knows',
        fix: 'Use github (production) or local (npm run cms), or leave it unset.',
      }),
    ],
  ]

  it.each(cases)("%s: the catalogue's error, with its text", (_, run, expected) => {
    expect(run).toThrow(catalogue.BuildError)
    // The whole text: the name, where, the message and the hint.
    expect(run).toThrow(expected.message)
  })

  it('each says where the variables are documented', () => {
    for (const [, , expected] of cases) expect(expected.hint).toContain('docs/configuration.md')
  })

  describe('vite.config.ts, before anything is built', () => {
    const saved = process.env.SITE_URL
    afterEach(() => {
      if (saved === undefined) delete process.env.SITE_URL
      else process.env.SITE_URL = saved
    })

    it("stops on a bad SITE_URL with the catalogue's message", async () => {
      process.env.SITE_URL = 'vaultline.example'
      const { default: config } = await import('../../../vite.config')
      const run = () =>
        (config as (env: { mode: string; command: 'build'; isSsrBuild: boolean }) => unknown)({
          mode: 'production',
          command: 'build',
          isSsrBuild: false,
        })
      expect(run).toThrow(
        buildError(catalogue.SiteUrlNotAbsolute, { value: 'vaultline.example', example: siteUrl }).message,
      )
    }, 30_000)
  })
})

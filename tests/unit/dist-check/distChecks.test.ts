/**
 * The dist/ checks find what they are for, on small hand-made sites (the real dist/ is checked by
 * the build). The valid-HTML check on worker threads: tests/integration/distChecks.test.ts.
 */
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { browserBundle } from '../../../dist-check/checks/browserBundle'
import { editor } from '../../../dist-check/checks/editor'
import { htmlValidity } from '../../../dist-check/checks/htmlValidity'
import { internalLinks } from '../../../dist-check/checks/internalLinks'
import { structuredDataProblems } from '../../../dist-check/checks/structuredData'
import { translatedText } from '../../../dist-check/checks/translatedText'
import { distContextOf } from '../../../dist-check/context'
import { createPageValidator } from '../../../dist-check/htmlValidation'
import { parseNetlifyRedirects, serveOnNetlify } from '../../../dist-check/hosts/hostRules'
import { urlForm } from '../../../dist-check/checks/urlForm'
import { runChecks } from '../../../dist-check/runChecks'
import type { Check, DistContext } from '../../../dist-check/types'
import { headerRules, headersFile } from '../../../scripts/hosting/headers'
import { parseHeadersFile } from '../../../src/hosting/headersFormat'
import { redirectsFile } from '../../../scripts/hosting/redirects'
import { deployHost } from '../../../src/config/deployHostSetting'
import { expandRoutes, outputFileOf, type RouteEntry } from '../../../src/routing/routeTable'
import { checkedPage, threatsEntry } from '../../fixtures/checkedPages'

const page = (title: string, body: string) => checkedPage(title, body, `<meta name="description" content="${title}">`)

function site(entries: RouteEntry[], html: Record<string, string>): DistContext {
  return distContextOf(
    {
      distDir: '/nowhere',
      files: new Set(Object.keys(html)),
      text: (file) => html[file] ?? '',
      buildReport: () => null,
      postIndex: { en: [], es: [], pt: [], fr: [], de: [] },
      threads: 0,
      cacheDir: null,
    },
    entries,
  )
}

const findingsOf = async (check: Check, context: DistContext) =>
  (await runChecks([check], context)).flatMap((outcome) => outcome.findings)

const threats = (language: 'en' | 'es' | 'de') => threatsEntry(language)

describe('translated text', () => {
  it('finds a block of English prose left on a translated page, and nothing when it is translated', async () => {
    const english = page('Threats', '<p>Recorded traffic can be read once quantum computers arrive.</p>')
    // The translation listed first: the checks see English pages first whatever the order of files.
    const leaked = site([threats('es'), threats('en')], {
      'es/threats/index.html': page('Amenazas', '<p>Recorded traffic can be read once quantum computers arrive.</p>'),
      'threats/index.html': english,
    })
    expect((await findingsOf(translatedText, leaked)).map((f) => f.file)).toEqual(['es/threats/index.html'])
    const translated = site([threats('en'), threats('es')], {
      'threats/index.html': english,
      'es/threats/index.html': page(
        'Amenazas',
        '<p>El tráfico grabado podrá leerse cuando lleguen los ordenadores cuánticos.</p>',
      ),
    })
    expect(await findingsOf(translatedText, translated)).toEqual([])
  })

  it('leaves out English marked as English on a translated page (a glossary entry not yet translated), and still finds unmarked English beside it', async () => {
    const english = page(
      'Threats',
      '<p>Recorded traffic can be read once quantum computers arrive.</p><p>A second paragraph of English prose here.</p>',
    )
    const spanish = (body: string) =>
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Amenazas</title><meta name="description" content="Amenazas"></head><body><main>${body}</main></body></html>`
    const marked = site([threats('en'), threats('es')], {
      'threats/index.html': english,
      'es/threats/index.html': spanish(
        '<article><p>Aún no traducida.</p><div lang="en"><p>Recorded traffic can be read once quantum computers arrive.</p></div></article><p>A second paragraph of English prose here.</p>',
      ),
    })
    expect((await findingsOf(translatedText, marked)).map((f) => f.message)).toEqual([
      'English text, identical to threats/index.html: "A second paragraph of English prose here."',
    ])
  })
})

describe('content editor', () => {
  const editorPage =
    '<!doctype html><html lang="en"><head><meta name="robots" content="noindex, nofollow"><script type="module" src="/admin/assets/index-a.js"></script></head><body></body></html>'

  it('reports an editor bundle that holds the Supabase client, and nothing when it does not', async () => {
    const withClient = site([], {
      'admin/index.html': editorPage,
      'admin/assets/index-a.js': 'let a=1',
      'admin/assets/page-b.js': 'class GoTrueClient{}',
    })
    expect((await findingsOf(editor, withClient)).map((f) => `${f.file}: ${f.message}`)).toEqual([
      'admin/assets/page-b.js: holds the Supabase client.',
    ])
    const without = site([], { 'admin/index.html': editorPage, 'admin/assets/index-a.js': 'let a=1' })
    expect(await findingsOf(editor, without)).toEqual([])
  })

  it('reports the editor in the sitemap or a feed, a page that loads its bundle, and a search index with more pages than the manifest', async () => {
    const searchEntry = (count: number, ...more: string[]) =>
      JSON.stringify({
        version: '1',
        languages: Object.fromEntries(
          ['en', ...more].map((language) => [language, { hash: `${language}_1`, wasm: null, page_count: count }]),
        ),
      })
    const leaky = site([threats('en')], {
      'admin/index.html': editorPage,
      'sitemap.xml': '<urlset><url><loc>https://www.vaultline.example/admin/</loc></url></urlset>',
      'rss.xml': '<rss><item><link>https://www.vaultline.example/threats</link></item></rss>',
      'threats/index.html': page('Threats', '<script type="module" src="/admin/assets/index-a.js"></script>'),
      'pagefind/en/pagefind-entry.json': searchEntry(2),
      'assets/threats-c.js': 'window.CMS_MANUAL_INIT=!0',
    })
    expect((await findingsOf(editor, leaky)).map((f) => f.file).sort()).toEqual([
      'assets/threats-c.js',
      'pagefind/en/pagefind-entry.json',
      'sitemap.xml',
      'threats/index.html',
    ])
    const apart = site([threats('en')], {
      'admin/index.html': editorPage,
      'sitemap.xml': '<urlset><url><loc>https://www.vaultline.example/threats</loc></url></urlset>',
      'threats/index.html': page('Threats', '<p>Recorded traffic.</p>'),
      'pagefind/en/pagefind-entry.json': searchEntry(1),
    })
    expect(await findingsOf(editor, apart)).toEqual([])
    // Each language has a bundle of its own, holding that language alone.
    const mixed = site([threats('en'), threats('de')], {
      'admin/index.html': editorPage,
      'threats/index.html': page('Threats', '<p>Recorded traffic.</p>'),
      'de/threats/index.html': page('Bedrohungen', '<p>Aufgezeichneter Verkehr.</p>'),
      'pagefind/en/pagefind-entry.json': searchEntry(1, 'de'),
    })
    expect((await findingsOf(editor, mixed)).map((f) => `${f.file}: ${f.message}`)).toEqual([
      'pagefind/en/pagefind-entry.json: indexes 2 pages in 2 languages, but the manifest has 1 searchable pages in en alone.',
      'pagefind/de/pagefind-entry.json: missing, yet the manifest has 1 searchable pages in de.',
    ])
  })
})

describe('browser bundle', () => {
  it('reports site JavaScript that holds the build’s error catalogue, and not the editor’s or other code', async () => {
    const catalogue = 'const e={name:"PageSnapshotNotReady",title:"A page was prerendered"},t={name:`NoEntryChunk`}'
    const context = site([threats('en')], {
      'threats/index.html': page('Threats', '<p>Recorded traffic.</p>'),
      'assets/app-a1b2c3d4.js': `import"./x.js";${catalogue};export{e}`,
      'assets/home-a1b2c3d4.js': 'export const title={pageTitle:"Home"}',
      'admin/assets/editor-a1b2c3d4.js': catalogue,
    })
    expect((await findingsOf(browserBundle, context)).map((f) => `${f.file}: ${f.message}`)).toEqual([
      "assets/app-a1b2c3d4.js: holds entries of the build's error catalogue (PageSnapshotNotReady, NoEntryChunk).",
    ])
  })
})

describe('internal links', () => {
  it('reports a link to a page that is not built and a #fragment no element on its page has', async () => {
    const context = site([threats('en'), threats('es')], {
      'threats/index.html': page(
        'Threats',
        '<h2 id="harvest">Harvest now</h2><a href="/es/threats#harvest">Amenazas</a>',
      ),
      'es/threats/index.html': page(
        'Amenazas',
        '<a href="/threats#harvest">Threats</a><a href="/threats#decrypt-later">Later</a><a href="/products">Products</a>',
      ),
    })
    expect((await findingsOf(internalLinks, context)).map((f) => f.message).sort()).toEqual([
      'Link /es/threats#harvest → #harvest on es/threats/index.html: no element has that id.',
      'Link /threats#decrypt-later → #decrypt-later on threats/index.html: no element has that id.',
      'Linking to /products, which resolves to no built file or redirect.',
    ])
  })
})

describe('DV-2: a broken link in a post', () => {
  it('names the post’s Markdown file, the page it shows on, and a fix that fits Markdown', async () => {
    const post: RouteEntry = {
      kind: 'page',
      language: 'en',
      page: 'blogPost',
      path: '/post/ss7-interception-explained',
      params: { slug: 'ss7-interception-explained' },
    }
    const context = site([threats('en'), post], {
      'threats/index.html': page('Threats', '<p>Threats</p>'),
      'post/ss7-interception-explained/index.html': page('SS7', '<a href="/solutions/secure-call/">Secure calls</a>'),
    })
    expect(await findingsOf(internalLinks, context)).toEqual([
      {
        check: 'internal links',
        file: 'src/content/blog/ss7-interception-explained/index.en.md',
        message:
          'The post links to /solutions/secure-call/ (on post/ss7-interception-explained/index.html), which resolves to no built file or redirect.',
        fix: 'Fix the link in the post’s Markdown, [text](/path/): copy the address of the page you mean from the site, in the post’s language, or remove the link.',
      },
    ])
  })
})

describe('aliases', () => {
  const alias: RouteEntry = {
    kind: 'alias',
    language: 'en',
    page: 'threats',
    path: '/quantum-threats',
    canonicalPath: '/threats',
  }
  // Marked for the search index, as pages are (an alias is not: scripts/render/aliasPages.ts).
  const threatsPage = page('Threats', '<a href="/products">Products</a>').replace(
    '<main>',
    '<main data-pagefind-body="">',
  )
  it('an alias that copies its page is covered by the page’s findings; one that differs is checked itself', async () => {
    const copy = site([threats('en'), alias], {
      'threats/index.html': threatsPage,
      'quantum-threats/index.html': threatsPage.replace(' data-pagefind-body=""', ''),
    })
    expect(copy.copiedPage('quantum-threats/index.html')).toBe('threats/index.html')
    expect((await findingsOf(internalLinks, copy)).map((f) => f.file)).toEqual(['threats/index.html'])
    const differing = site([threats('en'), alias], {
      'threats/index.html': threatsPage,
      'quantum-threats/index.html': threatsPage.replace(' data-pagefind-body=""', '').replace('/products', '/pricing'),
    })
    expect(differing.copiedPage('quantum-threats/index.html')).toBeUndefined()
    expect((await findingsOf(internalLinks, differing)).map((f) => f.file).sort()).toEqual([
      'quantum-threats/index.html',
      'threats/index.html',
    ])
  })
})

describe('valid HTML', () => {
  const invalid = page('Threats', '<p id="a">One</p><p id="a">Two</p>')

  it('reports invalid markup with line, column and rule', async () => {
    const findings = await findingsOf(htmlValidity, site([threats('en')], { 'threats/index.html': invalid }))
    expect(findings.map((f) => f.message).join('\n')).toMatch(/no-dup-id/)
  })

  describe('pages of one kind: the first whole, the others without the site header and footer', () => {
    const post = (slug: string): RouteEntry => ({
      kind: 'page',
      language: 'en',
      page: 'blogPost',
      path: `/post/${slug}`,
      params: { slug },
    })
    const shell = (header: string, main: string) =>
      `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Post</title></head>\n<body>\n<div id="root"><a href="#main">Skip</a><header id="site-header">${header}</header>\n<main id="main" tabindex="-1">\n${main}\n</main><footer><p>Vaultline Ltd</p></footer></div>\n</body>\n</html>`
    const entries = [post('first'), post('second')]
    const files = (first: string, second: string) => ({
      'post/first/index.html': first,
      'post/second/index.html': second,
    })

    it('reports an error in a later page’s own content where validating the whole page reports it', async () => {
      const second = shell(
        '<nav>\n<a href="/">Home</a>\n</nav>',
        '<p>Text</p>\n  <p><div>block in a paragraph</div></p>',
      )
      const findings = await findingsOf(htmlValidity, site(entries, files(shell('<nav></nav>', '<p>Fine</p>'), second)))
      const whole = createPageValidator()({ file: 'post/second/index.html', whole: true }, () => second).messages
      expect(whole).toHaveLength(1)
      expect(findings.map((f) => `${f.file} ${f.message}`)).toEqual(
        whole.map((m) => `post/second/index.html ${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
      )
    })

    it('finds a page valid from the cache when only asset names, the build hash, the sources’ time in its page data or the header it is validated without changed; not when its own markup changed', () => {
      const built = (asset: string, buildHash: string, header: string, main: string, sourceTime = 1764000000000) =>
        shell(
          header,
          `${main}<script type="application/json" data-page-data="">{"queries":[{"state":{"dataUpdatedAt":${sourceTime}}}],"dehydratedAt":${sourceTime}}</script>`,
        ).replace(
          '</head>',
          `<script type="module" src="/assets/app-${asset}.js"></script><script>window.__VITE_REACT_SSG_HASH__ = '${buildHash}'</script></head>`,
        )
      const second = { file: 'post/second/index.html', whole: false }
      const first = createPageValidator()(second, () => built('B1YoJdpk', 'e0e2f1ec36', '<nav></nav>', '<p>Fine</p>'))
      expect(first.messages).toEqual([])
      expect(first.cached).toBeUndefined()
      const rebuilt = createPageValidator(new Set([first.hash]))
      expect(
        rebuilt(second, () =>
          built('DFCcULsh', '4d55e1ad22', '<nav><a href="/es">Español</a></nav>', '<p>Fine</p>', 1764086400000),
        ).cached,
      ).toBe(true)
      const changed = rebuilt(second, () =>
        built('DFCcULsh', '4d55e1ad22', '<nav></nav>', '<p>Fine</p><p><div>block in a paragraph</div></p>'),
      )
      expect(changed.cached).toBeUndefined()
      expect(changed.messages.map((m) => m.ruleId)).not.toEqual([])
      expect(
        rebuilt({ ...second, whole: true }, () => built('B1YoJdpk', 'e0e2f1ec36', '<nav></nav>', '<p>Fine</p>')).cached,
      ).toBeUndefined()
    })

    it('finds an error in the site header on the first page of a kind', async () => {
      const findings = await findingsOf(
        htmlValidity,
        site(
          entries,
          files(
            shell('<a href="/"><div><p>nested</p></div><a href="/x">x</a></a>', '<p>Fine</p>'),
            shell('<nav></nav>', '<p>Fine</p>'),
          ),
        ),
      )
      expect(findings.map((f) => f.file)).toEqual(expect.arrayContaining(['post/first/index.html']))
      expect(findings.map((f) => f.file)).not.toContain('post/second/index.html')
    })

    it('finds an id the page’s content repeats from the site header, on every page', async () => {
      const findings = await findingsOf(
        htmlValidity,
        site(
          entries,
          files(shell('<nav></nav>', '<p>Fine</p>'), shell('<nav></nav>', '<h2 id="site-header">Same id</h2>')),
        ),
      )
      expect(findings.map((f) => `${f.file} ${f.message}`)).toEqual([
        'post/second/index.html no-dup-id: the id "site-header" is used more than once on the page.',
      ])
    })
  })
})

describe('structured data', () => {
  const home: Extract<RouteEntry, { kind: 'page' }> = { kind: 'page', language: 'en', page: 'home', path: '/' }
  const withJsonLd = (items: unknown[]) =>
    parse(
      `<html><head>${items.map((item) => `<script type="application/ld+json">${JSON.stringify(item)}</script>`).join('')}</head><body></body></html>`,
    )
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Vaultline',
    url: 'https://example.test/',
    logo: 'https://example.test/logo.png',
  }
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: 'Vaultline',
    url: 'https://example.test/',
  }

  it('accepts the home page with Organization and WebSite', () => {
    expect(structuredDataProblems(home, withJsonLd([organization, website]))).toEqual([])
  })

  it('names a missing type, a missing required property and an unescaped "<"', () => {
    expect(structuredDataProblems(home, withJsonLd([organization]))).toEqual([
      'types are [Organization], expected [Organization, WebSite]',
    ])
    expect(structuredDataProblems(home, withJsonLd([{ ...organization, logo: undefined }, website]))).toEqual([
      'Organization: logo missing or invalid',
    ])
    expect(structuredDataProblems(home, withJsonLd([{ ...organization, name: 'R&D <team>' }, website]))[0]).toMatch(
      /must be escaped/,
    )
  })
})

describe('URL form', () => {
  it('seo 2026-11-27 C1: reports a page named in the other form or by its index.html, in pages and in the sitemap, and nothing in the site’s form', async () => {
    const entries: RouteEntry[] = [
      { kind: 'page', language: 'en', page: 'threats', path: '/threats/' },
      { kind: 'page', language: 'en', page: 'home', path: '/' },
    ]
    const wrong = site(entries, {
      'index.html': page(
        'Home',
        '<a href="/threats">Threats</a><a href="/threats/index.html">Again</a><a href="/rss.xml">Feed</a>',
      ),
      'threats/index.html': page('Threats', '<a href="/">Home</a>'),
      'sitemap.xml': '<urlset><url><loc>https://www.vaultline.example/threats</loc></url></urlset>',
    })
    expect((await findingsOf(urlForm, wrong)).map((f) => `${f.file}: ${f.message}`).sort()).toEqual([
      "index.html: Names /threats/index.html, which every host answers with a redirect to /threats/ (the site's URL form).",
      "sitemap.xml, index.html: Names /threats, which every host answers with a redirect to /threats/ (the site's URL form).",
    ])
    const right = site(entries, {
      'index.html': page('Home', '<a href="/threats/">Threats</a>'),
      'threats/index.html': page('Threats', '<a href="/">Home</a>'),
      'sitemap.xml': '<loc>https://www.vaultline.example/threats/</loc>',
    })
    expect(await findingsOf(urlForm, right)).toEqual([])
  })
})

describe('hosting files, by each CDN’s documented rules', () => {
  const entries = expandRoutes({ en: [], es: [], pt: [], fr: [], de: [] })
  const files = new Set(entries.flatMap((entry) => (outputFileOf(entry) ? [outputFileOf(entry)!] : [])))

  it('a file written for one CDN fails on the other, which is why the build picks one', () => {
    const redirect = entries.find((entry) => entry.kind === 'redirect' && outputFileOf(entry))!
    expect(
      serveOnNetlify(parseNetlifyRedirects(redirectsFile(entries, 'netlify')), files, redirect.path),
    ).toMatchObject({ kind: 'redirect', status: 301 })
    // Netlify without force serves the stub file instead of redirecting.
    expect(
      serveOnNetlify(parseNetlifyRedirects(redirectsFile(entries, 'cloudflare')), files, redirect.path),
    ).toMatchObject({ kind: 'file', status: 200 })
    // Cloudflare rejects forced rules, and matches a source exactly: its file names both forms of each source.
    const cloudflare = redirectsFile(entries, 'cloudflare')
    expect(cloudflare).not.toMatch(/!/)
    expect(cloudflare).toContain('\n/faq/ /faqs/ 301\n')
    expect(cloudflare).toContain('\n/faq /faqs/ 301\n')
    expect(cloudflare).toContain('\n/threats /threats/ 301\n')
    expect(cloudflare).toContain('\n/es/post/:slug /es/post/:slug/ 301\n')
  })

  it('sets each header once per response: a later rule detaches what it replaces on Cloudflare, and Netlify’s dialect has no "!" lines', () => {
    const site = { 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' }
    const editor = {
      ...site,
      'Content-Security-Policy': "default-src 'self'; style-src 'unsafe-inline'",
      'X-Robots-Tag': 'noindex, nofollow',
    }
    const cloudflare = parseHeadersFile(headersFile(headerRules(site, { editor, host: 'cloudflare' }), 'cloudflare'))
    expect(cloudflare[0]).toMatchObject({ pattern: '/*', detach: [] })
    expect(cloudflare.find((block) => block.pattern === '/assets/*')?.detach).toEqual(['Cache-Control'])
    expect(cloudflare.find((block) => block.pattern === '/admin/*')?.detach).toEqual([
      'Content-Security-Policy',
      'X-Robots-Tag',
    ])
    expect(cloudflare.some((block) => block.pattern === 'https://:project.pages.dev/*')).toBe(true)
    const netlify = parseHeadersFile(headersFile(headerRules(site, { editor, host: 'netlify' }), 'netlify'))
    expect(netlify.flatMap((block) => block.detach)).toEqual([])
    expect(netlify.some((block) => block.pattern.startsWith('https://'))).toBe(false)
  })

  it('stops the build, saying what to change, when a hosting file would pass a Cloudflare Pages limit', () => {
    const site = {
      'Content-Security-Policy': `script-src ${"'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=' ".repeat(50)}`,
    }
    expect(() => headersFile(headerRules(site, { host: 'cloudflare' }), 'cloudflare')).toThrow(
      /HostingLineTooLong.*at most 2000 a line.*inline scripts/s,
    )
    const slugs = Array.from({ length: 260 }, (_, i) => `english-only-${i}`)
    const untranslated = expandRoutes({ en: slugs, es: [], pt: [], fr: [], de: [] })
    expect(() => redirectsFile(untranslated, 'cloudflare')).toThrow(
      /TooManyRedirects.*static redirects; Cloudflare Pages applies at most 2000.*translate the posts/s,
    )
  })

  it('the build recognises the CDN from its environment, and refuses an unknown one', () => {
    expect(deployHost({ NETLIFY: 'true' })).toBe('netlify')
    expect(deployHost({ CF_PAGES: '1' })).toBe('cloudflare')
    expect(deployHost({})).toBe('cloudflare')
    expect(deployHost({ NETLIFY: 'true', DEPLOY_HOST: 'cloudflare' })).toBe('cloudflare')
    expect(() => deployHost({ DEPLOY_HOST: 'vercel' })).toThrow(/UnknownDeployHost.*cloudflare, netlify/s)
  })
})

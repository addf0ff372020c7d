/**
 * Aliases are written as copies of their page (scripts/render/aliasPages.ts): the copy is exactly
 * the alias the render would write, a rendered alias that differs stops the build, and the
 * valid-HTML check takes a copy's result from its page but still validates an alias that is not one.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { htmlValidity } from '../../../dist-check/checks/htmlValidity'
import { distContextOf } from '../../../dist-check/context'
import { runChecks } from '../../../dist-check/runChecks'
import { planAliasCopies, writeAliasCopies } from '../../../scripts/render/aliasPages'
import { aliasPageFrom } from '../../../src/routing/aliasPages'
import type { RouteEntry } from '../../../src/routing/routeTable'

const shell = (main: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Post</title></head><body><header></header>${main}${body}</main><footer></footer></body></html>`
const indexed = (body: string) =>
  shell('<main id="main" tabindex="-1" data-pagefind-body="" class="min-h-[70vh]">', body)
const notIndexed = (body: string) => shell('<main id="main" tabindex="-1" class="min-h-[70vh]">', body)

const post = (slug: string): RouteEntry => ({
  kind: 'page',
  language: 'en',
  page: 'blogPost',
  path: `/post/${slug}`,
  params: { slug },
})
const postAlias = (slug: string): RouteEntry => ({
  kind: 'alias',
  language: 'en',
  page: 'blogPost',
  path: `/resources/blog/${slug}`,
  params: { slug },
  canonicalPath: `/post/${slug}`,
})
const downloads: RouteEntry = { kind: 'page', language: 'en', page: 'downloads', path: '/downloads' }
const downloadAlias = (path: string): RouteEntry => ({
  kind: 'alias',
  language: 'en',
  page: 'downloads',
  path,
  canonicalPath: '/downloads',
})

describe('an alias made from its page', () => {
  it('is the page with its <main> no longer marked for the search index, and nothing else changed', () => {
    const body = '<p>Search for <code>data-pagefind-body=""</code> in the docs.</p>'
    expect(aliasPageFrom(indexed(body))).toBe(notIndexed(body))
  })

  it('is the page itself when the page is not in the search index', () => {
    expect(aliasPageFrom(notIndexed('<p>Pricing</p>'))).toBe(notIndexed('<p>Pricing</p>'))
  })
})

describe('which aliases are copied', () => {
  it('renders the first alias of each definition and language and copies the others', () => {
    const entries = [
      post('a'),
      post('b'),
      post('c'),
      downloads,
      postAlias('a'),
      postAlias('b'),
      postAlias('c'),
      downloadAlias('/download'),
      downloadAlias('/resources/downloads'),
    ]
    const plan = planAliasCopies(entries)
    expect(plan.rendered.map(({ alias }) => alias.path)).toEqual([
      '/resources/blog/a',
      '/download',
      '/resources/downloads',
    ])
    expect(plan.copied.map(({ alias, pageFile }) => [alias.path, pageFile])).toEqual([
      ['/resources/blog/b', 'post/b/index.html'],
      ['/resources/blog/c', 'post/c/index.html'],
    ])
  })

  it('renders an alias whose page is not among the pages', () => {
    const plan = planAliasCopies([postAlias('a'), postAlias('b')])
    expect(plan).toEqual({ copied: [], rendered: [] })
  })
})

describe('writing the copies', () => {
  const root = mkdtempSync(join(tmpdir(), 'alias-pages-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const write = (dist: string, file: string, html: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), html)
  }
  const entries = [post('a'), post('b'), postAlias('a'), postAlias('b')]

  it('writes each copied alias as its page without the search-index marker', () => {
    const dist = join(root, 'same')
    write(dist, 'post/a/index.html', indexed('<h1>A</h1>'))
    write(dist, 'post/b/index.html', indexed('<h1>B</h1>'))
    write(dist, 'resources/blog/a/index.html', notIndexed('<h1>A</h1>'))
    writeAliasCopies(dist, planAliasCopies(entries))
    expect(readFileSync(join(dist, 'resources/blog/b/index.html'), 'utf8')).toBe(notIndexed('<h1>B</h1>'))
  })

  it('stops the build, naming both files and the difference, when a rendered alias is not its page', () => {
    const dist = join(root, 'different')
    write(dist, 'post/a/index.html', indexed('<h1>A</h1>'))
    write(dist, 'post/b/index.html', indexed('<h1>B</h1>'))
    write(dist, 'resources/blog/a/index.html', notIndexed('<h1>A</h1><nav aria-current="page">Resources</nav>'))
    expect(() => writeAliasCopies(dist, planAliasCopies(entries))).toThrow(
      /\[AliasDiffersFromPage\] dist\/resources\/blog\/a\/index\.html: .*dist\/post\/a\/index\.html.*aria-current/,
    )
  })
})

describe('valid HTML of aliases', () => {
  const invalid = '<p><div>a block in a paragraph</div></p>'
  const check = (html: Record<string, string>) =>
    runChecks(
      [htmlValidity],
      distContextOf(
        {
          distDir: '/nowhere',
          files: new Set(Object.keys(html)),
          text: (file) => html[file] ?? '',
          buildReport: () => null,
          postIndex: { en: [], es: [], pt: [], fr: [], de: [] },
          threads: 0,
          cacheDir: null,
        },
        [post('a'), postAlias('a')],
      ),
    ).then((outcomes) => outcomes.flatMap((outcome) => outcome.findings.map((finding) => finding.file)))

  it('reports an error of a page once, on the page, when its alias is a copy', async () => {
    expect(
      await check({ 'post/a/index.html': indexed(invalid), 'resources/blog/a/index.html': notIndexed(invalid) }),
    ).toEqual(['post/a/index.html'])
  })

  it('validates an alias that is not a copy of its page', async () => {
    expect(
      await check({ 'post/a/index.html': indexed('<p>Fine</p>'), 'resources/blog/a/index.html': notIndexed(invalid) }),
    ).toEqual(['resources/blog/a/index.html'])
  })
})

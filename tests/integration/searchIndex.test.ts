/** The search step leaves a complete Pagefind bundle per language in dist/ when it returns, the same for the same pages (scripts/hosting/search.ts). */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { searchBundlePath, type Language } from '../../routes.config'
import { writeSearchIndex } from '../../scripts/hosting/search'
import { renderedRoutes } from '../../scripts/render/renderedRoutes'
import { createHash } from 'node:crypto'
import { outputFileOf, type RouteEntry } from '../../src/routing/routeTable'

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )

describe('search index', () => {
  const dist = mkdtempSync(join(tmpdir(), 'search-index-'))
  afterAll(() => rmSync(dist, { recursive: true, force: true }))
  const entries: RouteEntry[] = [
    { kind: 'page', language: 'en', page: 'threats', path: '/threats' },
    { kind: 'page', language: 'de', page: 'threats', path: '/de/threats' },
    { kind: 'alias', language: 'en', page: 'threats', path: '/threat-landscape', canonicalPath: '/threats' },
  ]
  const pages: Record<string, [string, string]> = {
    '/threats': ['en', 'Recorded traffic can be decrypted once a quantum computer exists.'],
    '/de/threats': ['de', 'Aufgezeichneter Verkehr lässt sich entschlüsseln, sobald es einen Quantencomputer gibt.'],
    '/threat-landscape': ['en', 'Recorded traffic can be decrypted once a quantum computer exists.'],
  }
  for (const entry of entries) {
    const [language, text] = pages[entry.path]!
    const file = join(dist, outputFileOf(entry)!)
    mkdirSync(dirname(file), { recursive: true })
    const marker = entry.kind === 'page' ? ' data-pagefind-body=""' : ''
    writeFileSync(
      file,
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>Threats</title></head><body><main id="main"${marker}><h1>Threats</h1><p>${text}</p></main></body></html>`,
    )
  }

  it('has written every file of the bundle, whole, by the time it returns, and counts the indexable pages only', {
    timeout: 60_000,
  }, async () => {
    expect(await writeSearchIndex(dist, renderedRoutes(entries, new Map()).routes)).toEqual({ pages: 2 })
    // Each language's bundle in its own folder, holding that language's pages alone.
    const indexed = (language: Language) => {
      const entry = JSON.parse(readFileSync(join(dist, searchBundlePath(language), 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { page_count: number }>
      }
      return Object.fromEntries(Object.entries(entry.languages).map(([name, { page_count }]) => [name, page_count]))
    }
    expect(indexed('en')).toEqual({ en: 1 })
    expect(indexed('de')).toEqual({ de: 1 })
    expect(readdirSync(join(dist, 'pagefind')).sort()).toEqual(['de', 'en'])
    const files = filesUnder(join(dist, 'pagefind'))
    // What the site's dialog loads, without Pagefind's ready-made interfaces, which it never loads.
    expect(
      readdirSync(join(dist, searchBundlePath('en')))
        .filter((file) => !file.includes('.pf_meta'))
        .sort(),
    ).toEqual([
      'fragment',
      'index',
      'pagefind-entry.json',
      'pagefind-worker.js',
      'pagefind.js',
      'wasm.en.pagefind',
      'wasm.unknown.pagefind',
    ])
    for (const language of ['en', 'de'] as const)
      expect(
        files.some((file) => file.startsWith(join(dist, searchBundlePath(language))) && file.endsWith('.pf_fragment')),
      ).toBe(true)
    expect(files.filter((file) => statSync(file).size === 0)).toEqual([])
  })

  describe("given page by page in the route table's order", () => {
    const more: RouteEntry[] = [
      ...entries,
      { kind: 'page', language: 'en', page: 'faqs', path: '/faqs' },
      { kind: 'page', language: 'en', page: 'encryption', path: '/encryption' },
    ]
    for (const [path, text] of [
      ['/faqs', 'Every call is end-to-end encrypted with ML-KEM and X25519 together.'],
      ['/encryption', 'Keys never leave the device; the server relays ciphertext only.'],
    ] as const) {
      const file = join(dist, outputFileOf(more.find((entry) => entry.path === path)!)!)
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(
        file,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Vaultline</title></head><body><main data-pagefind-body=""><h1>Vaultline</h1><p>${text}</p></main></body></html>`,
      )
    }
    const routes = renderedRoutes(more, new Map()).routes
    /** Every file of every language's bundle by its content. */
    const bundle = () =>
      Object.fromEntries(
        filesUnder(join(dist, 'pagefind')).map((file) => [
          file.slice(dist.length),
          createHash('sha256').update(readFileSync(file)).digest('hex'),
        ]),
      )

    it('is the same index on every build of the same pages', { timeout: 60_000 }, async () => {
      expect(await writeSearchIndex(dist, routes)).toEqual({ pages: 4 })
      const first = bundle()
      expect(Object.keys(first).some((file) => file.endsWith('.pf_fragment'))).toBe(true)
      expect(await writeSearchIndex(dist, routes)).toEqual({ pages: 4 })
      expect(bundle()).toEqual(first)
    })

    it('fails when a searchable page cannot be read, naming the page', { timeout: 60_000 }, async () => {
      const gone = join(dist, outputFileOf(more[3]!)!)
      const html = readFileSync(gone)
      unlinkSync(gone)
      try {
        await expect(writeSearchIndex(dist, routes)).rejects.toThrow(/faqs\/index\.html/)
      } finally {
        writeFileSync(gone, html)
      }
    })
  })
})

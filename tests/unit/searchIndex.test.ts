/** The search step leaves a complete Pagefind bundle in dist/ when it returns (scripts/hosting/search.ts). */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { writeSearchIndex } from '../../scripts/hosting/search'
import { outputFileOf, type RouteEntry } from '../../src/routing/routeTable'

const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))

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
    writeFileSync(file, `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>Threats</title></head><body><main id="main"${marker}><h1>Threats</h1><p>${text}</p></main></body></html>`)
  }

  it('has written every file of the bundle, whole, by the time it returns, and counts the indexable pages only', { timeout: 60_000 }, async () => {
    expect(await writeSearchIndex(dist, entries)).toEqual({ pages: 2 })
    const entry = JSON.parse(readFileSync(join(dist, 'pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> }
    expect(Object.fromEntries(Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]))).toEqual({ en: 1, de: 1 })
    const files = filesUnder(join(dist, 'pagefind'))
    expect(files.some((file) => file.endsWith('.pf_fragment'))).toBe(true)
    expect(files.filter((file) => statSync(file).size === 0)).toEqual([])
  })
})

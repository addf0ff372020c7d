/** The build manifest the render writes and the hosting steps and dist-check read (scripts/shared/buildManifest.ts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { renderedRoutes } from '../../../scripts/render/renderedRoutes'
import { entriesOf, readBuildManifest, writeBuildManifest } from '../../../scripts/shared/buildManifest'
import type { RouteEntry } from '../../../src/routing/routeTable'

describe('build manifest', () => {
  const dir = mkdtempSync(join(tmpdir(), 'build-manifest-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const entries: RouteEntry[] = [
    { kind: 'page', language: 'en', page: 'threats', path: '/threats/' },
    { kind: 'alias', language: 'en', page: 'threats', path: '/threat-landscape/', canonicalPath: '/threats/' },
    { kind: 'redirect', language: 'en', path: '/old/', target: '/threats/' },
  ]
  const heads = new Map([
    ['/threats/', { title: 'Threats | Vaultline', canonical: 'https://www.vaultline.example/threats/' }],
  ])

  it('records each route with its file and what its head said; an alias copied from its page has the page’s head, no card and no search', () => {
    const [page, alias, redirect] = renderedRoutes(entries, heads).routes
    expect(page).toMatchObject({
      file: 'threats/index.html',
      title: 'Threats | Vaultline',
      searchable: true,
      image: '/og/en/threats.png',
    })
    expect(alias).toMatchObject({
      file: 'threat-landscape/index.html',
      title: 'Threats | Vaultline',
      canonical: 'https://www.vaultline.example/threats/',
      searchable: false,
      image: null,
    })
    expect(redirect).toMatchObject({ file: 'old/index.html', title: null, searchable: false, image: null })
  })

  it('reads back what was written, in the route table’s order, and names what to run when there is none or an older one', () => {
    const file = join(dir, 'build-manifest.json')
    expect(() => readBuildManifest(file)).toThrow(/npm run build/)
    writeBuildManifest(renderedRoutes(entries, heads), file)
    expect(entriesOf(readBuildManifest(file))).toEqual(entries)
    writeFileSync(file, JSON.stringify({ version: 0, routes: [] }))
    expect(() => readBuildManifest(file)).toThrow(/another version of the build/)
  })
})

/**
 * The build's social cards on their own thread (scripts/hosting/socialCardsOnThread.ts): the same
 * cards as the writer draws in the build's thread, drawn as the pages are handed over, and a card
 * that cannot be drawn fails the build with the writer's reason.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { socialCardWriter } from '../../scripts/hosting/socialCards'
import { socialCardsOnThread } from '../../scripts/hosting/socialCardsOnThread'
import { renderedRoutes } from '../../scripts/render/renderedRoutes'
import { ogImagePath } from '../../src/routing/ogImagePath'
import type { RouteEntry } from '../../src/routing/routeTable'

describe('social cards drawn on a thread of their own', () => {
  const root = mkdtempSync(join(tmpdir(), 'cards-on-thread-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const threats: RouteEntry = { kind: 'page', language: 'en', page: 'threats', path: '/threats' }
  const faqs: RouteEntry = { kind: 'page', language: 'de', page: 'faqs', path: '/de/faqs' }
  const routes = renderedRoutes(
    [threats, faqs],
    new Map([
      ['/threats', { title: 'Threats | Vaultline', canonical: null }],
      ['/de/faqs', { title: 'Häufige Fragen | Vaultline', canonical: null }],
    ]),
  ).routes
  const cardOf = (dist: string, entry: RouteEntry) =>
    join(dist, ogImagePath(entry as Parameters<typeof ogImagePath>[0]))
  const folder = (name: string) => {
    const dir = join(root, name)
    mkdirSync(dir)
    return dir
  }

  it('draws a page handed over before the manifest comes, and the same cards as in the build’s own thread', {
    timeout: 60_000,
  }, async () => {
    const dist = folder('thread')
    const coverCardsOf = vi.fn(() => new Map<string, string>())
    const writer = await socialCardsOnThread({ distDir: dist, cacheDir: join(root, 'cache') }, coverCardsOf)
    writer.add(routes[0]!)
    await vi.waitFor(() => expect(existsSync(cardOf(dist, threats))).toBe(true), { timeout: 30_000 })
    expect(existsSync(cardOf(dist, faqs))).toBe(false)
    expect(await writer.finish(routes)).toEqual({ cards: 2, drawn: 2 })
    // The posts' covers are asked for once, when the first page is handed over.
    expect(coverCardsOf).toHaveBeenCalledTimes(1)
    const here = folder('here')
    await socialCardWriter(here, null).finish(routes)
    for (const entry of [threats, faqs])
      expect(readFileSync(cardOf(dist, entry)).equals(readFileSync(cardOf(here, entry)))).toBe(true)
  })

  it('fails the build with the writer’s reason when a card cannot be drawn', { timeout: 60_000 }, async () => {
    const writer = await socialCardsOnThread({ distDir: folder('failing'), cacheDir: null }, () => new Map())
    await expect(writer.finish([{ ...routes[0]!, image: null }])).rejects.toThrow(
      /The social cards could not be written: .*names no social card for \/threats/,
    )
  })
})

import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  blendOver,
  cardRenderer,
  cardSize,
  cardSvg,
  socialCardWriter,
  textBands,
} from '../../../scripts/hosting/socialCards'
import { renderedRoutes } from '../../../scripts/render/renderedRoutes'
import type { BuiltRoute } from '../../../scripts/shared/buildManifest'
import { ogImagePath } from '../../../src/routing/ogImagePath'
import type { RouteEntry } from '../../../src/routing/routeTable'
import { socialImageFormats, wideSocialImage } from '../../../src/routing/socialImageFormats'

async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer()
}

describe('social cards', () => {
  it('draw the title and address over the shared background exactly as the whole card would be drawn', {
    timeout: 30_000,
  }, async () => {
    const render = cardRenderer()
    const cards = [
      [
        'Heute abfangen, später entschlüsseln: das Risiko für aufgezeichneten Verkehr',
        'www.vaultline.example/de/post/harvest-now-decrypt-later',
      ],
      ['FAQs', 'www.vaultline.example/faqs'],
      ['Kommunikations Sicherheitsstufe Verschlüsselung Quantenzeit', 'www.vaultline.example/de/post/lange-woerter'],
      ['ÉÇÀ Ångström — Ąžuolų Ņ ģ jpqy', 'www.vaultline.example/fr/post/ça-déçoit-où-ägypten'],
      [
        'Comunicações seguras para governos: o que exige a soberania dos dados na nuvem',
        'www.vaultline.example/pt/post/comunicacoes-seguras',
      ],
      // Marks stacked up to row 170, above the title's band (from row 188): its edge row is inked, so the text is drawn in the whole band.
      ['A\u0302\u0302\u0302\u0302\u0302 stacked marks', 'www.vaultline.example/post/stacked'],
    ] as const
    // Titles of one to four lines, both sizes: all but four lines of the large size draw their text in bands.
    expect(cards.map(([title]) => textBands(title) !== null)).toEqual([true, true, false, true, true, true])
    for (const [title, eyebrow] of cards) {
      const [fast] = await render(title, eyebrow)
      expect(await sharp(fast!).metadata()).toMatchObject({
        format: 'png',
        width: cardSize.width,
        height: cardSize.height,
      })
      const [a, b] = await Promise.all([
        pixels(fast!),
        sharp(Buffer.from(cardSvg(title, eyebrow)))
          .png()
          .toBuffer()
          .then(pixels),
      ])
      let largest = 0
      for (let i = 0; i < a.length; i += 1) largest = Math.max(largest, Math.abs(a[i]! - b[i]!))
      // Rounding in two blending steps instead of one: never a visible difference.
      expect(largest, title).toBeLessThanOrEqual(3)
    }
  })
})

describe('a post’s social images in three shapes (SEO-5)', () => {
  const shapes = socialImageFormats.filter((format) => format !== wideSocialImage)

  it('SEO-5: the 4:3 and square cards are the wide card’s text over their own background, as each whole card would be drawn', {
    timeout: 30_000,
  }, async () => {
    const render = cardRenderer()
    for (const [title, eyebrow] of [
      ['Heute abfangen, später entschlüsseln', 'www.vaultline.example/de/post/harvest-now-decrypt-later'],
      // Four lines of the large size: drawn in the whole band, not in bands.
      ['Kommunikations Sicherheitsstufe Verschlüsselung Quantenzeit', 'www.vaultline.example/de/post/lange-woerter'],
    ] as const) {
      const pngs = await render(title, eyebrow, shapes)
      expect(pngs).toHaveLength(2)
      for (const [i, format] of shapes.entries()) {
        expect(await sharp(pngs[i]!).metadata(), format.name).toMatchObject({
          format: 'png',
          width: format.width,
          height: format.height,
        })
        const [a, b] = await Promise.all([
          pixels(pngs[i]!),
          sharp(Buffer.from(cardSvg(title, eyebrow, format)))
            .png()
            .toBuffer()
            .then(pixels),
        ])
        let largest = 0
        for (let p = 0; p < a.length; p += 1) largest = Math.max(largest, Math.abs(a[p]! - b[p]!))
        expect(largest, `${format.name}: ${title}`).toBeLessThanOrEqual(3)
      }
    }
  })

  it('SEO-5: a post gets its wide card and a 4:3 and a square image beside it; any other page the wide card alone', {
    timeout: 30_000,
  }, async () => {
    const dist = mkdtempSync(join(tmpdir(), 'post-cards-'))
    try {
      const post = {
        kind: 'page',
        language: 'fr',
        page: 'blogPost',
        params: { slug: 'recolter-maintenant' },
        path: '/fr/post/recolter-maintenant',
      } as const
      const other = { kind: 'page', language: 'fr', page: 'faqs', path: '/fr/faqs' } as const
      const heads = new Map([
        [post.path, { title: 'Récolter maintenant, déchiffrer plus tard | Vaultline', canonical: null }],
        [other.path, { title: 'Questions fréquentes | Vaultline', canonical: null }],
      ])
      const { routes } = renderedRoutes([post, other], heads)
      expect(await socialCardWriter(dist, null).finish(routes)).toEqual({ cards: 4, drawn: 4 })
      for (const format of socialImageFormats) {
        const file = join(dist, ogImagePath({ ...post, format }))
        expect(await sharp(readFileSync(file)).metadata(), format.name).toMatchObject({
          width: format.width,
          height: format.height,
        })
      }
      expect(readdirSync(join(dist, 'og/fr')).sort()).toEqual(['faqs.png', 'post'])
      expect(readdirSync(join(dist, 'og/fr/post')).sort()).toEqual([
        'recolter-maintenant.1x1.png',
        'recolter-maintenant.4x3.png',
        'recolter-maintenant.png',
      ])
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})

describe('laying the text over the background', () => {
  it('gives every pixel the rounded straight-alpha blend, for every opacity, colour and background level', () => {
    // One pixel per (opacity, colour level), over background levels that differ per channel and per pixel.
    const width = 256
    const rows = 256
    const layer = Buffer.alloc(width * rows * 4)
    for (let p = 0; p < width * rows; p++) layer.set([p & 255, (p * 7) & 255, (p * 13) & 255, p >> 8], p * 4)
    const top = 3
    const base = Buffer.alloc(width * (rows + top) * 3)
    for (let i = 0; i < base.length; i++) base[i] = (i * 31 + (i >> 9)) & 255
    const expected = Buffer.from(base)
    for (let p = 0; p < width * rows; p++) {
      const alpha = layer[p * 4 + 3]!
      for (let channel = 0; channel < 3; channel++) {
        const at = (top * width + p) * 3 + channel
        const over = layer[p * 4 + channel]!
        expected[at] = alpha === 0 ? base[at]! : expected[at]! + Math.round(((over - base[at]!) * alpha) / 255)
      }
    }
    blendOver(base, width, top, layer)
    expect(base.equals(expected)).toBe(true)
  })
})

describe('social cards across builds', () => {
  const root = mkdtempSync(join(tmpdir(), 'cards-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const entries: RouteEntry[] = [
    { kind: 'page', language: 'en', page: 'threats', path: '/threats' },
    { kind: 'page', language: 'de', page: 'faqs', path: '/de/faqs' },
  ]
  const cache = { dir: join(root, 'cache') }
  /** A build's dist/ (empty: the cards need no page) and its routes, with the titles the render recorded. */
  function build(name: string, titles: readonly string[]): { dist: string; routes: BuiltRoute[] } {
    const dist = join(root, name)
    mkdirSync(dist, { recursive: true })
    const heads = new Map(
      entries.map((entry, i) => [entry.path, { title: `${titles[i]} | Vaultline`, canonical: null }]),
    )
    return { dist, routes: renderedRoutes(entries, heads).routes }
  }
  const card = (dist: string, entry: RouteEntry) =>
    readFileSync(join(dist, ogImagePath(entry as Parameters<typeof ogImagePath>[0])))

  it('a rebuild draws only the cards whose title changed, and the cached cards are the same image', {
    timeout: 20_000,
  }, async () => {
    const first = build('first', ['Threats', 'Häufige Fragen'])
    expect(await socialCardWriter(first.dist, cache).finish(first.routes)).toEqual({ cards: 2, drawn: 2 })
    const second = build('second', ['Threats', 'Häufige Fragen'])
    expect(await socialCardWriter(second.dist, cache).finish(second.routes)).toEqual({ cards: 2, drawn: 0 })
    expect(card(second.dist, entries[0]!).equals(card(first.dist, entries[0]!))).toBe(true)
    const third = build('third', ['Threats', 'Fragen und Antworten'])
    expect(await socialCardWriter(third.dist, cache).finish(third.routes)).toEqual({ cards: 2, drawn: 1 })
    expect(card(third.dist, entries[1]!).equals(card(first.dist, entries[1]!))).toBe(false)
    // Only this build's cards stay in the cache.
    expect(readdirSync(cache.dir)).toHaveLength(2)
  })
})

describe('social cards drawn as the pages are rendered', () => {
  const root = mkdtempSync(join(tmpdir(), 'cards-as-rendered-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const threats: RouteEntry = { kind: 'page', language: 'en', page: 'threats', path: '/threats' }
  const faqs: RouteEntry = { kind: 'page', language: 'de', page: 'faqs', path: '/de/faqs' }
  const alias: RouteEntry = {
    kind: 'alias',
    language: 'en',
    page: 'threats',
    path: '/quantum-threat',
    canonicalPath: '/threats',
  }
  const routesOf = (titles: Record<string, string>) =>
    renderedRoutes(
      [threats, faqs, alias],
      new Map(
        Object.entries(titles).map(([path, title]) => [path, { title: `${title} | Vaultline`, canonical: null }]),
      ),
    ).routes
  const cardOf = (dist: string, entry: RouteEntry) =>
    join(dist, ogImagePath(entry as Parameters<typeof ogImagePath>[0]))

  it('a page handed over as it is rendered has its card drawn before the build asks for the cards, and only once', {
    timeout: 20_000,
  }, async () => {
    const dist = join(root, 'handed')
    mkdirSync(dist)
    const routes = routesOf({ '/threats': 'Threats', '/de/faqs': 'Häufige Fragen' })
    const writer = socialCardWriter(dist, null)
    writer.add(routes[0]!)
    writer.add(routes[0]!)
    await vi.waitFor(() => expect(existsSync(cardOf(dist, threats))).toBe(true), { timeout: 15_000 })
    expect(existsSync(cardOf(dist, faqs))).toBe(false)
    // The page not handed over is drawn when the manifest comes; the alias has no card of its own.
    expect(await writer.finish(routes)).toEqual({ cards: 2, drawn: 2 })
    expect(existsSync(cardOf(dist, faqs))).toBe(true)
  })

  it('a page handed over under one title and written into the manifest under another gets the manifest’s card', {
    timeout: 20_000,
  }, async () => {
    const early = join(root, 'early')
    const whole = join(root, 'whole')
    mkdirSync(early)
    mkdirSync(whole)
    const writer = socialCardWriter(early, null)
    writer.add(routesOf({ '/threats': 'Draft title' })[0]!)
    const routes = routesOf({ '/threats': 'Threats', '/de/faqs': 'Häufige Fragen' })
    expect(await writer.finish(routes)).toEqual({ cards: 2, drawn: 2 })
    await socialCardWriter(whole, null).finish(routes)
    expect(readFileSync(cardOf(early, threats)).equals(readFileSync(cardOf(whole, threats)))).toBe(true)
  })

  it('a card that cannot be drawn fails the build when it asks for the cards', async () => {
    const dist = join(root, 'failing')
    mkdirSync(dist)
    const [route] = routesOf({ '/threats': 'Threats' })
    const writer = socialCardWriter(dist, null)
    writer.add({ ...route!, image: null })
    await expect(writer.finish([{ ...route!, image: null }])).rejects.toThrow(/names no social card for \/threats/)
  })
})

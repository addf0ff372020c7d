/**
 * One Open Graph image per page and language (1200×630 PNG): the page title on the brand
 * background, rendered from SVG with sharp. Titles are the ones the render recorded in the build
 * manifest (scripts/shared/buildManifest.ts).
 * A post with an uploaded cover gets a card cut from that image instead (scripts/content/postCovers.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { site } from '../../src/config/site'
import type { BuiltRoute } from '../shared/buildManifest'
import { rowPngEncoder } from './cardPng'

export const cardSize = { width: 1200, height: 630 } as const
const pngOptions = { compressionLevel: 6 } as const
/**
 * Title cards are deflated by rows (scripts/hosting/cardPng.ts): the background's rows once at the
 * highest level, the text's at 3, zlib's fastest kind of matching: half the deflating of level 4
 * (5.1 → 2.7 ms a card) for cards 3.4 % larger, on a step that decides a large blog's build time.
 */
const titleCardPng = { level: 3, backgroundLevel: 9 } as const

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Greedy word wrap for the card's title; long titles get a smaller size. */
function wrapTitle(title: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

const fontFamily = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"
/** The band of the card that holds the title and the address (everything else is the same on every card). */
const textBand = { top: 170, height: cardSize.height - 170 } as const

/** What every card shares: the dark background with its glow, the mark and the brand name. */
function backgroundElements(): string {
  return `<defs><radialGradient id="g" cx="85%" cy="0%" r="80%"><stop offset="0" stop-color="#14b892" stop-opacity="0.35"/><stop offset="1" stop-color="#0a0f1c" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="630" fill="#0a0f1c"/><rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 70)"><rect width="56" height="56" rx="13" fill="#34d3ac" opacity="0.18"/><rect x="10" y="10" width="36" height="36" rx="9" fill="none" stroke="#34d3ac" stroke-width="4.5"/><circle cx="28" cy="24.5" r="5.6" fill="#34d3ac"/><path d="M25.5 29h5l1.8 9h-8.6z" fill="#34d3ac"/></g>
  <text x="156" y="110" font-family="${fontFamily}" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(site.brand)}</text>`
}

/** How a card sets its title: wrapped, and smaller when long. */
function titleLayout(title: string): { fontSize: number; lines: string[]; baseline: number; lineHeight: number } {
  const large = title.length <= 60
  const fontSize = large ? 68 : 54
  return {
    fontSize,
    lines: wrapTitle(title, large ? 26 : 34).slice(0, 4),
    baseline: large ? 270 : 250,
    lineHeight: fontSize * 1.15,
  }
}

const address = { baseline: 560, fontSize: 28 } as const

/** What differs between cards: the page title and its address (drawn `addressRaisedBy` rows higher when the text is drawn in bands). */
function textElements(title: string, eyebrow: string, addressRaisedBy = 0): string {
  const { fontSize, lines, baseline, lineHeight } = titleLayout(title)
  const text = lines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<text x="80" y="${baseline}" font-family="${fontFamily}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${text}</text>
  <text x="80" y="${address.baseline - addressRaisedBy}" font-family="${fontFamily}" font-size="${address.fontSize}" fill="#6ee7c6">${escapeXml(eyebrow)}</text>`
}

/** Rows [top, bottom) of the card. */
interface Rows {
  top: number
  bottom: number
}

/**
 * The rows the title's and the address's glyphs can reach, from 1.2 em above a line's baseline
 * (accented capitals reach about 1 em) to 0.45 em below it (descenders and marks below, about
 * 0.3 em); null when the two meet, as a long title of four lines does.
 */
export function textBands(title: string): { title: Rows; address: Rows } | null {
  const { fontSize, lines, baseline, lineHeight } = titleLayout(title)
  const titleRows = {
    top: Math.max(textBand.top, Math.floor(baseline - 1.2 * fontSize)),
    bottom: Math.ceil(baseline + (lines.length - 1) * lineHeight + 0.45 * fontSize),
  }
  const addressRows = {
    top: Math.floor(address.baseline - 1.2 * address.fontSize),
    bottom: Math.ceil(address.baseline + 0.45 * address.fontSize),
  }
  return titleRows.bottom < addressRows.top ? { title: titleRows, address: addressRows } : null
}

const svg = (viewBox: { top: number; height: number }, elements: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${cardSize.width}" height="${viewBox.height}" viewBox="0 ${viewBox.top} ${cardSize.width} ${viewBox.height}">\n  ${elements}\n</svg>`

/** The whole card as one SVG. */
export function cardSvg(title: string, eyebrow: string): string {
  return svg({ top: 0, height: cardSize.height }, `${backgroundElements()}\n  ${textElements(title, eyebrow)}`)
}

/**
 * `Math.round(((over - under) * alpha) / 255)` for every alpha and difference, looked up rather
 * than divided: the text's edge pixels are tens of thousands a card.
 */
const blendSteps = (() => {
  const table = new Int16Array(256 * 511)
  for (let alpha = 0; alpha < 256; alpha++)
    for (let difference = -255; difference <= 255; difference++)
      table[alpha * 511 + difference + 255] = Math.round((difference * alpha) / 255)
  return table
})()

/**
 * Lays a straight-alpha RGBA layer over an opaque RGB image at row `top`, in place; answers
 * whether any pixel of the layer had opacity. Done here rather than with libvips' composite,
 * which blends every pixel in floating point: the text layer is mostly transparent, and this runs
 * on the main thread while libvips draws other cards on its own, and the pixels stay within three
 * levels of the whole card drawn as one SVG (tests/unit/hosting/socialCards.test.ts).
 */
export function blendOver(base: Buffer, width: number, top: number, layer: Buffer): boolean {
  const aligned = layer.byteOffset % 4 === 0 ? layer : Buffer.from(layer)
  // Signed: every pixel stays a small integer for V8 (unsigned ones over 2³¹ would be doubles).
  const pixels = new Int32Array(aligned.buffer, aligned.byteOffset, Math.floor(aligned.length / 4))
  let inked = false
  for (let p = 0, at = top * width * 3; p < pixels.length; p++, at += 3) {
    const value = pixels[p]!
    // Little-endian: the first byte (red) is the lowest, alpha the highest.
    const alpha = value >>> 24
    if (alpha === 0) continue
    inked = true
    if (alpha === 255) {
      base[at] = value & 255
      base[at + 1] = (value >>> 8) & 255
      base[at + 2] = (value >>> 16) & 255
      continue
    }
    // The three channels written out: a loop over them cost a third of the blend.
    const steps = alpha * 511 + 255
    const red = base[at]!
    const green = base[at + 1]!
    const blue = base[at + 2]!
    base[at] = red + blendSteps[steps + (value & 255) - red]!
    base[at + 1] = green + blendSteps[steps + ((value >>> 8) & 255) - green]!
    base[at + 2] = blue + blendSteps[steps + ((value >>> 16) & 255) - blue]!
  }
  return inked
}

/**
 * The rows of an opaque RGB image that a straight-alpha RGBA layer at row `top` changes, each
 * blended over its background row; rows the layer leaves transparent are not in the map. Half a
 * card's text layer is empty rows, found by comparing with a row of zeros (natively), which is
 * how the rasteriser leaves transparent pixels; any other row is read pixel by pixel.
 */
export function rowsUnder(background: Buffer, width: number, top: number, layer: Buffer): Map<number, Buffer> {
  const layerRow = width * 4
  const stride = width * 3
  const emptyRow = Buffer.alloc(layerRow)
  const rows = new Map<number, Buffer>()
  for (let y = 0; (y + 1) * layerRow <= layer.length; y++) {
    const pixels = layer.subarray(y * layerRow, (y + 1) * layerRow)
    if (emptyRow.equals(pixels)) continue
    const from = (top + y) * stride
    const row = Buffer.allocUnsafe(stride)
    background.copy(row, 0, from, from + stride)
    if (blendOver(row, width, 0, pixels)) rows.set(top + y, row)
  }
  return rows
}

/**
 * A card as PNG. The background is rasterised once and each card draws only its text over it:
 * the glow alone cost half of every card's time, the same pixels each time. The text is drawn
 * in the rows its title and address can reach (`textBands`), since librsvg's time grows with the
 * rows drawn, even empty ones (half the band between the title and the address). Only the rows
 * the text touches are blended and deflated (scripts/hosting/cardPng.ts).
 */
export function cardRenderer(): (title: string, eyebrow: string) => Promise<Buffer> {
  // The card is opaque: RGB encodes a quarter less data than RGBA and looks the same.
  const background = sharp(Buffer.from(svg({ top: 0, height: cardSize.height }, backgroundElements())))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, encode: rowPngEncoder(data, info.width, info.height, titleCardPng) }))
  const layerRow = cardSize.width * 4
  const emptyRow = Buffer.alloc(layerRow)
  return async (title, eyebrow) => {
    const { data, encode } = await background
    const bands = textBands(title)
    if (bands) {
      // The title's rows and then the address's, in one drawing: the address is raised over the
      // rows between them by a whole number of rows, which leaves its pixels as they were.
      const titleHeight = bands.title.bottom - bands.title.top
      const height = titleHeight + bands.address.bottom - bands.address.top
      const text = await sharp(
        Buffer.from(
          svg({ top: bands.title.top, height }, textElements(title, eyebrow, bands.address.top - bands.title.bottom)),
        ),
      )
        .ensureAlpha()
        .raw()
        .toBuffer()
      const empty = (row: number) => emptyRow.equals(text.subarray(row * layerRow, (row + 1) * layerRow))
      // Ink on a band's edge would be cut off, or run into the other band: then the whole band is drawn.
      if ([0, titleHeight - 1, titleHeight, height - 1].every(empty)) {
        return encode(
          new Map([
            ...rowsUnder(data, cardSize.width, bands.title.top, text.subarray(0, titleHeight * layerRow)),
            ...rowsUnder(data, cardSize.width, bands.address.top, text.subarray(titleHeight * layerRow)),
          ]),
        )
      }
    }
    const text = await sharp(Buffer.from(svg(textBand, textElements(title, eyebrow))))
      .ensureAlpha()
      .raw()
      .toBuffer()
    return encode(rowsUnder(data, cardSize.width, textBand.top, text))
  }
}

/** The card of a post with an uploaded cover: the middle of the image at the card's size, as its page and cards crop it too. */
function coverCard(image: Buffer): Promise<Buffer> {
  // Turned by its EXIF orientation as a browser shows it; a transparent image on the brand background.
  return sharp(image)
    .autoOrient()
    .resize({ ...cardSize, fit: 'cover', position: 'centre' })
    .flatten({ background: '#0a0f1c' })
    .png(pngOptions)
    .toBuffer()
}

/** The " | Brand" the title template adds, which a card leaves out (it shows the brand itself). */
const brandSuffix = new RegExp(` \\| ${site.brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** Where rendered cards are kept between builds, by what decides their pixels. */
export interface CardCache {
  dir: string
}

/** Everything a card's pixels depend on: its SVG (title, address, artwork, fonts named) and the encoder. */
function cardKey(title: string, eyebrow: string): string {
  return createHash('sha256')
    .update(
      `${sharp.versions.vips}\nzlib ${process.versions.zlib}\n${JSON.stringify(titleCardPng)}\nblendOver v1, rowPngEncoder v1\n${cardSvg(title, eyebrow)}`,
    )
    .digest('base64url')
}

/** Everything a cover's card depends on: the image's bytes, how it is cut and the encoder. */
function coverCardKey(image: Buffer): string {
  return createHash('sha256')
    .update(
      `${sharp.versions.vips}\n${pngOptions.compressionLevel}\ncover ${cardSize.width}x${cardSize.height} centre\n`,
    )
    .update(image)
    .digest('base64url')
}

/**
 * Writes a card for every page, a few at a time, and clears the cache of cards no longer used. A
 * card whose title and address an earlier build already drew is copied from the cache: a rebuild
 * after one edited post draws one card per language, not every card of the site.
 */
export async function writeSocialCards(
  distDir: string,
  routes: readonly BuiltRoute[],
  cache: CardCache | null,
  coverCards: ReadonlyMap<string, string> = new Map(),
): Promise<{ cards: number; drawn: number }> {
  // libvips keeps recent operations for reuse; no card's SVG is drawn twice, so its cache only
  // held memory (50 MB of a build that peaks near 2 GB while Pagefind indexes beside the cards).
  sharp.cache(false)
  const render = cardRenderer()
  if (cache) await mkdir(cache.dir, { recursive: true })
  const used = new Set<string>()
  let drawn = 0
  const pages = routes.filter((route) => route.entry.kind === 'page')
  // A few at a time: sharp renders in native threads, so this uses both cores without flooding them.
  const queue = [...pages]
  const worker = async () => {
    for (let route = queue.shift(); route; route = queue.shift()) {
      const { target, card } = await plannedCard(distDir, route, { render, coverCards })
      if ((await writeCard(target, card, cache, used)) === 'drawn') drawn += 1
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  // The cache holds this build's cards only, so it does not grow with every edited title.
  if (cache)
    for (const file of await readdir(cache.dir)) if (!used.has(file)) await rm(join(cache.dir, file), { force: true })
  return { cards: pages.length, drawn }
}

/** What a card is drawn from, and the key of what decides its pixels. */
interface CardSource {
  key: string
  draw: () => Promise<Buffer>
}

/** Where a page's card goes and what it is drawn from (its title, or its post's uploaded cover). */
async function plannedCard(
  distDir: string,
  route: BuiltRoute,
  sources: { render: ReturnType<typeof cardRenderer>; coverCards: ReadonlyMap<string, string> },
): Promise<{ target: string; card: CardSource }> {
  if (!route.image)
    throw new Error(
      `The build manifest names no social card for ${route.entry.path}, a page: the render records one for every page.`,
    )
  const cover = sources.coverCards.get(route.image)
  return {
    target: join(distDir, route.image),
    card: cover ? await coverCardSource(cover) : titleCardSource(route, sources.render),
  }
}

/** Writes a card to `target`, from the cache when it is there: answers `copied` or `drawn`. */
async function writeCard(
  target: string,
  card: CardSource,
  cache: CardCache | null,
  used: Set<string>,
): Promise<'copied' | 'drawn'> {
  const name = `${card.key}.png`
  const cached = cache && join(cache.dir, name)
  if (cached && existsSync(cached)) {
    used.add(name)
    await mkdir(dirname(target), { recursive: true })
    await copyFile(cached, target)
    return 'copied'
  }
  used.add(name)
  const png = await card.draw()
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, png)
  if (cached) await writeFile(cached, png)
  return 'drawn'
}

/** A card to be drawn from the page's title and address, and what decides its pixels. */
function titleCardSource(route: BuiltRoute, render: ReturnType<typeof cardRenderer>): CardSource {
  const title = route.title?.replace(brandSuffix, '') ?? site.brand
  const eyebrow = site.siteUrl.replace(/^https?:\/\//, '') + route.entry.path.replace(/\/$/, '')
  return { key: cardKey(title, eyebrow), draw: () => render(title, eyebrow) }
}

/** A card to be cut from an uploaded cover, and what decides its pixels. */
async function coverCardSource(file: string): Promise<CardSource> {
  const image = await readFile(file)
  return { key: coverCardKey(image), draw: () => coverCard(image) }
}

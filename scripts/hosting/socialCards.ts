/**
 * One Open Graph image per page and language (1200×630 PNG): the page title on the brand
 * background, rendered from SVG with sharp. Titles are the ones the render recorded in the build
 * manifest (scripts/shared/buildManifest.ts). A post also gets a 4:3 and a square image for its
 * BlogPosting (src/routing/socialImageFormats.ts): the same text, drawn once, laid over each shape's
 * background.
 * A post with an uploaded cover gets images cut from that image instead (scripts/content/postCovers.ts).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import PQueue from 'p-queue'
import sharp from 'sharp'
import { site } from '../../src/config/site'
import {
  type SocialImageFormat,
  socialImageFormatsOf,
  socialImageSize,
  wideSocialImage,
} from '../../src/routing/socialImageFormats'
import { ogImagePath } from '../../src/routing/ogImagePath'
import type { BuiltRoute } from '../shared/buildManifest'
import { rowPngEncoder } from './cardPng'

export const cardSize = { width: wideSocialImage.width, height: wideSocialImage.height } as const
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

/** What every card of a shape shares: the dark background with its glow, the mark and the brand name. */
function backgroundElements(format: SocialImageFormat = wideSocialImage): string {
  const size = `width="${format.width}" height="${format.height}"`
  return `<defs><radialGradient id="g" cx="85%" cy="0%" r="80%"><stop offset="0" stop-color="#14b892" stop-opacity="0.35"/><stop offset="1" stop-color="#0a0f1c" stop-opacity="0"/></radialGradient></defs>
  <rect ${size} fill="#0a0f1c"/><rect ${size} fill="url(#g)"/>
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

/**
 * How far a taller shape moves the wide card's text down: the address keeps its distance from the
 * bottom edge and the mark stays at the top, as the wide card sets them.
 */
const textShift = (format: SocialImageFormat) => format.height - wideSocialImage.height

/** The whole card of a shape as one SVG. */
export function cardSvg(title: string, eyebrow: string, format: SocialImageFormat = wideSocialImage): string {
  return svg(
    { top: 0, height: format.height },
    `${backgroundElements(format)}\n  <g transform="translate(0 ${textShift(format)})">${textElements(title, eyebrow)}</g>`,
  )
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
 * A card as PNG, in each shape asked for. The background of each shape is rasterised once and each
 * card draws only its text over it: the glow alone cost half of every card's time, the same pixels
 * each time. The text is drawn once for all shapes, in the rows its title and address can reach
 * (`textBands`), since librsvg's time grows with the rows drawn, even empty ones (half the band
 * between the title and the address). Only the rows the text touches are blended and deflated
 * (scripts/hosting/cardPng.ts).
 */
export function cardRenderer(): (
  title: string,
  eyebrow: string,
  formats?: readonly SocialImageFormat[],
) => Promise<Buffer[]> {
  const backgrounds = new Map<string, ReturnType<typeof rasterisedBackground>>()
  const backgroundOf = (format: SocialImageFormat) => {
    let background = backgrounds.get(format.name)
    if (!background) {
      background = rasterisedBackground(format)
      backgrounds.set(format.name, background)
    }
    return background
  }
  return async (title, eyebrow, formats = [wideSocialImage]) => {
    const layers = await textLayers(title, eyebrow)
    return Promise.all(
      formats.map(async (format) => {
        const { data, encode } = await backgroundOf(format)
        const rows = new Map<number, Buffer>()
        for (const layer of layers)
          for (const [y, row] of rowsUnder(data, cardSize.width, layer.top + textShift(format), layer.pixels))
            rows.set(y, row)
        return encode(rows)
      }),
    )
  }
}

/** A shape's background as RGB pixels, with the encoder of cards that differ from it in a few rows. */
function rasterisedBackground(format: SocialImageFormat) {
  // The card is opaque: RGB encodes a quarter less data than RGBA and looks the same.
  return sharp(Buffer.from(svg({ top: 0, height: format.height }, backgroundElements(format))))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then(({ data, info }) => ({ data, encode: rowPngEncoder(data, info.width, info.height, titleCardPng) }))
}

const layerRow = cardSize.width * 4
const emptyRow = Buffer.alloc(layerRow)

/** The title's and the address's pixels (straight-alpha RGBA), each with the wide card's row it starts at. */
async function textLayers(title: string, eyebrow: string): Promise<{ top: number; pixels: Buffer }[]> {
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
    if ([0, titleHeight - 1, titleHeight, height - 1].every(empty))
      return [
        { top: bands.title.top, pixels: text.subarray(0, titleHeight * layerRow) },
        { top: bands.address.top, pixels: text.subarray(titleHeight * layerRow) },
      ]
  }
  const text = await sharp(Buffer.from(svg(textBand, textElements(title, eyebrow))))
    .ensureAlpha()
    .raw()
    .toBuffer()
  return [{ top: textBand.top, pixels: text }]
}

/**
 * The images of a post with an uploaded cover: the middle of the image in each shape, as its page
 * and cards crop it too, at the size socialImageSize gives (never enlarged).
 */
async function coverCards(image: Buffer, formats: readonly SocialImageFormat[]): Promise<Buffer[]> {
  const { autoOrient } = await sharp(image).metadata()
  return Promise.all(
    formats.map((format) =>
      // Turned by its EXIF orientation as a browser shows it; a transparent image on the brand background.
      sharp(image)
        .autoOrient()
        .resize({ ...socialImageSize(format, autoOrient), fit: 'cover', position: 'centre' })
        .flatten({ background: '#0a0f1c' })
        .png(pngOptions)
        .toBuffer(),
    ),
  )
}

/** The " | Brand" the title template adds, which a card leaves out (it shows the brand itself). */
const brandSuffix = new RegExp(` \\| ${site.brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)

/** Where rendered cards are kept between builds, by what decides their pixels. */
export interface CardCache {
  dir: string
}

/** Everything a page's cards' pixels depend on: their SVGs (title, address, artwork, fonts named, shapes) and the encoder. */
function cardKey(title: string, eyebrow: string, formats: readonly SocialImageFormat[]): string {
  const hash = createHash('sha256').update(
    `${sharp.versions.vips}\nzlib ${process.versions.zlib}\n${JSON.stringify(titleCardPng)}\nblendOver v1, rowPngEncoder v1\n`,
  )
  for (const format of formats) hash.update(cardSvg(title, eyebrow, format))
  return hash.digest('base64url')
}

/** Everything the images cut from a cover depend on: the image's bytes, the shapes, how they are cut and the encoder. */
function coverCardKey(image: Buffer, formats: readonly SocialImageFormat[]): string {
  return createHash('sha256')
    .update(
      `${sharp.versions.vips}\n${pngOptions.compressionLevel}\ncover ${formats.map((f) => `${f.width}x${f.height}`).join(' ')} centre, never enlarged\n`,
    )
    .update(image)
    .digest('base64url')
}

/** What a page's cards came to: how many, under which cache names, and whether they were drawn or copied. */
interface WrittenCards {
  title: string | null
  cacheNames: string[]
  outcome: 'copied' | 'drawn'
}

/**
 * Writes pages' cards as it is given them, a few pages at a time: the build gives it each page as
 * vite-react-ssg renders it (scripts/build.ts), so the cards are drawn on the core the render
 * leaves free. Cards whose title and address an earlier build already drew are copied from the
 * cache: a rebuild after one edited post draws one post's cards per language, not every card.
 */
export interface SocialCardWriter {
  /** Starts on a page's cards (an alias or a redirect has none); a page given twice is drawn once. */
  add(route: BuiltRoute): void
  /**
   * Draws the cards of every page of the manifest that add() was not given, or was given under
   * another title, waits for all, and clears the cache of cards no longer used.
   */
  finish(routes: readonly BuiltRoute[]): Promise<{ cards: number; drawn: number }>
}

export function socialCardWriter(
  distDir: string,
  cache: CardCache | null,
  /**
   * Posts' uploaded covers by card path, asked for when the first card is drawn: the build's own
   * reading of the blog waits until vite-react-ssg's has found it valid (a bad post is that
   * process's message to print).
   */
  coverCardsOf: () => ReadonlyMap<string, string> = () => new Map(),
): SocialCardWriter {
  // libvips keeps recent operations for reuse; no card's SVG is drawn twice, so its cache only
  // held memory (50 MB of a build that peaks near 2 GB while Pagefind indexes beside the cards).
  sharp.cache(false)
  const render = cardRenderer()
  const cacheReady = cache ? mkdir(cache.dir, { recursive: true }) : Promise.resolve(undefined)
  // A few at a time: sharp renders in native threads, so this uses the free cores without flooding them.
  const queue = new PQueue({ concurrency: 4 })
  const written = new Map<string, Promise<WrittenCards>>()
  let coverCards: ReadonlyMap<string, string> | undefined
  const write = (route: BuiltRoute, after: Promise<unknown> = cacheReady): Promise<WrittenCards> => {
    const job = queue.add(async () => {
      // A redraw under the manifest's title waits for the first drawing, which writes the same files.
      await after.catch(() => undefined)
      coverCards ??= coverCardsOf()
      const card = await plannedCards(distDir, route, { render, coverCards })
      return { title: route.title, cacheNames: card.cacheNames, outcome: await writeCards(card, cache) }
    })
    // Its failure is answered by finish(), which awaits it; until then it is not unhandled.
    job.catch(() => undefined)
    written.set(route.entry.path, job)
    return job
  }
  return {
    add(route) {
      if (route.entry.kind === 'page' && !written.has(route.entry.path)) void write(route)
    },
    async finish(routes) {
      const pages = routes.filter((route) => route.entry.kind === 'page')
      const results = await Promise.all(
        pages.map(async (route) => {
          const earlier = written.get(route.entry.path)
          const result = earlier && (await earlier)
          return result && result.title === route.title ? result : write(route, earlier)
        }),
      )
      const used = new Set(results.flatMap((result) => result.cacheNames))
      // The cache holds this build's cards only, so it does not grow with every edited title.
      if (cache)
        for (const file of await readdir(cache.dir))
          if (!used.has(file)) await rm(join(cache.dir, file), { force: true })
      const cards = results.reduce((sum, result) => sum + result.cacheNames.length, 0)
      const drawn = results.reduce(
        (sum, result) => sum + (result.outcome === 'drawn' ? result.cacheNames.length : 0),
        0,
      )
      return { cards, drawn }
    },
  }
}

/** A page's cards: where each goes, the names they are cached under and how they are drawn (one per target, in order). */
interface PlannedCards {
  targets: string[]
  cacheNames: string[]
  draw: () => Promise<Buffer[]>
}

/** Where a page's cards go and what they are drawn from (its title, or its post's uploaded cover). */
async function plannedCards(
  distDir: string,
  route: BuiltRoute,
  sources: { render: ReturnType<typeof cardRenderer>; coverCards: ReadonlyMap<string, string> },
): Promise<PlannedCards> {
  const { entry } = route
  if (!route.image || entry.kind !== 'page')
    throw new Error(
      `The build manifest names no social card for ${entry.path}, a page: the render records one for every page.`,
    )
  const formats = socialImageFormatsOf(entry.page)
  const cover = sources.coverCards.get(route.image)
  const image = cover ? await readFile(cover) : null
  const title = route.title?.replace(brandSuffix, '') ?? site.brand
  const eyebrow = site.siteUrl.replace(/^https?:\/\//, '') + entry.path.replace(/\/$/, '')
  const cacheKey = image ? coverCardKey(image, formats) : cardKey(title, eyebrow, formats)
  return {
    targets: formats.map((format) =>
      join(
        distDir,
        format === wideSocialImage
          ? route.image!
          : ogImagePath({ page: entry.page, language: entry.language, params: entry.params, format }),
      ),
    ),
    cacheNames: formats.map((format) => `${cacheKey}${format.fileSuffix}.png`),
    draw: () => (image ? coverCards(image, formats) : sources.render(title, eyebrow, formats)),
  }
}

/** Writes a page's cards, from the cache when all of them are there: answers `copied` or `drawn`. */
async function writeCards(card: PlannedCards, cache: CardCache | null): Promise<'copied' | 'drawn'> {
  const cached = cache && card.cacheNames.map((name) => join(cache.dir, name))
  if (cached?.every((file) => existsSync(file))) {
    await Promise.all(
      card.targets.map(async (target, i) => {
        await mkdir(dirname(target), { recursive: true })
        await copyFile(cached[i]!, target)
      }),
    )
    return 'copied'
  }
  const pngs = await card.draw()
  await Promise.all(
    card.targets.map(async (target, i) => {
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, pngs[i]!)
      if (cached) await writeFile(cached[i]!, pngs[i]!)
    }),
  )
  return 'drawn'
}

/**
 * One Open Graph image per page and language (1200×630 PNG): the page title on the brand
 * background, rendered from SVG with sharp. Titles are read from the built pages themselves.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { parse } from 'node-html-parser'
import sharp from 'sharp'
import { site } from '../../src/config/site'
import { ogImagePath } from '../../src/routing/ogImagePath'
import { outputFileOf, type RouteEntry } from '../../src/routing/routeTable'

export const cardSize = { width: 1200, height: 630 } as const

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Greedy word wrap for the card's title; long titles get a smaller size. */
export function wrapTitle(title: string, maxChars: number): string[] {
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

/** What differs between cards: the page title (wrapped, smaller when long) and its address. */
function textElements(title: string, eyebrow: string): string {
  const large = title.length <= 60
  const fontSize = large ? 68 : 54
  const lines = wrapTitle(title, large ? 26 : 34).slice(0, 4)
  const text = lines.map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : fontSize * 1.15}">${escapeXml(line)}</tspan>`).join('')
  return `<text x="80" y="${large ? 270 : 250}" font-family="${fontFamily}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${text}</text>
  <text x="80" y="560" font-family="${fontFamily}" font-size="28" fill="#6ee7c6">${escapeXml(eyebrow)}</text>`
}

const svg = (viewBox: { top: number; height: number }, elements: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${cardSize.width}" height="${viewBox.height}" viewBox="0 ${viewBox.top} ${cardSize.width} ${viewBox.height}">\n  ${elements}\n</svg>`

/** The whole card as one SVG. */
export function cardSvg(title: string, eyebrow: string): string {
  return svg({ top: 0, height: cardSize.height }, `${backgroundElements()}\n  ${textElements(title, eyebrow)}`)
}

/**
 * A card as PNG. The background is rasterised once and each card draws only its text band over
 * it: the glow alone cost half of every card's time, the same pixels each time.
 */
export function cardRenderer(): (title: string, eyebrow: string) => Promise<Buffer> {
  const background = sharp(Buffer.from(svg({ top: 0, height: cardSize.height }, backgroundElements()))).raw().toBuffer({ resolveWithObject: true })
  return async (title, eyebrow) => {
    const { data, info } = await background
    const text = Buffer.from(svg(textBand, textElements(title, eyebrow)))
    // The card is opaque: RGB encodes a quarter less data than RGBA and looks the same.
    return sharp(data, { raw: info }).composite([{ input: text, top: textBand.top, left: 0 }]).removeAlpha().png({ compressionLevel: 6 }).toBuffer()
  }
}

/** The page's og:title, read from its <head> only (a tenth of the page). */
function ogTitleOf(html: string): string | undefined {
  const end = html.indexOf('</head>')
  const head = parse(end === -1 ? html : html.slice(0, end))
  return head.querySelector('meta[property="og:title"]')?.getAttribute('content')?.replace(/ \| Vaultline$/, '')
}

/** Writes a card for every page (aliases share their primary page's card). */
export async function writeSocialCards(distDir: string, entries: readonly RouteEntry[]): Promise<number> {
  const pages = entries.filter((entry): entry is Extract<RouteEntry, { kind: 'page' }> => entry.kind === 'page')
  const render = cardRenderer()
  // A few at a time: sharp renders in native threads, so this uses both cores without flooding them.
  const queue = [...pages]
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) await writeCard(distDir, entry, render)
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return pages.length
}

async function writeCard(distDir: string, entry: Extract<RouteEntry, { kind: 'page' }>, render: ReturnType<typeof cardRenderer>): Promise<void> {
  const title = ogTitleOf(await readFile(join(distDir, outputFileOf(entry)!), 'utf8')) ?? site.brand
  const eyebrow = site.siteUrl.replace(/^https?:\/\//, '') + entry.path.replace(/\/$/, '')
  const target = join(distDir, ogImagePath({ page: entry.page, language: entry.language, params: entry.params }))
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, await render(title, eyebrow))
}

/**
 * One Open Graph image per page and language (1200×630 PNG): the page title on the brand
 * background, rendered from SVG with sharp. Titles are read from the built pages themselves.
 */
import { mkdir, readFile } from 'node:fs/promises'
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

export function cardSvg(title: string, eyebrow: string): string {
  const large = title.length <= 60
  const fontSize = large ? 68 : 54
  const lines = wrapTitle(title, large ? 26 : 34).slice(0, 4)
  const text = lines.map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : fontSize * 1.15}">${escapeXml(line)}</tspan>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cardSize.width}" height="${cardSize.height}" viewBox="0 0 1200 630">
  <defs><radialGradient id="g" cx="85%" cy="0%" r="80%"><stop offset="0" stop-color="#14b892" stop-opacity="0.35"/><stop offset="1" stop-color="#0a0f1c" stop-opacity="0"/></radialGradient></defs>
  <rect width="1200" height="630" fill="#0a0f1c"/><rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 70)"><rect width="56" height="56" rx="13" fill="#34d3ac" opacity="0.18"/><rect x="10" y="10" width="36" height="36" rx="9" fill="none" stroke="#34d3ac" stroke-width="4.5"/><circle cx="28" cy="24.5" r="5.6" fill="#34d3ac"/><path d="M25.5 29h5l1.8 9h-8.6z" fill="#34d3ac"/></g>
  <text x="156" y="110" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(site.brand)}</text>
  <text x="80" y="${large ? 270 : 250}" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="${fontSize}" font-weight="700" fill="#ffffff">${text}</text>
  <text x="80" y="560" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" font-size="28" fill="#6ee7c6">${escapeXml(eyebrow)}</text>
</svg>`
}

/** Writes a card for every page (aliases share their primary page's card). */
export async function writeSocialCards(distDir: string, entries: readonly RouteEntry[]): Promise<number> {
  const pages = entries.filter((entry): entry is Extract<RouteEntry, { kind: 'page' }> => entry.kind === 'page')
  // A few at a time: sharp renders in native threads, so this uses both cores without flooding them.
  const queue = [...pages]
  const worker = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) await writeCard(distDir, entry)
  }
  await Promise.all(Array.from({ length: 4 }, worker))
  return pages.length
}

async function writeCard(distDir: string, entry: Extract<RouteEntry, { kind: 'page' }>): Promise<void> {
  const root = parse(await readFile(join(distDir, outputFileOf(entry)!), 'utf8'))
  const title = root.querySelector('meta[property="og:title"]')?.getAttribute('content')?.replace(/ \| Vaultline$/, '') ?? site.brand
  const eyebrow = site.siteUrl.replace(/^https?:\/\//, '') + entry.path.replace(/\/$/, '')
  const target = join(distDir, ogImagePath({ page: entry.page, language: entry.language, params: entry.params }))
  await mkdir(dirname(target), { recursive: true })
  await sharp(Buffer.from(cardSvg(title, eyebrow))).png({ compressionLevel: 6 }).toFile(target)
}

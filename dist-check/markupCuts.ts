/**
 * Parts of a page the valid-HTML check leaves out of what html-validate reads, and how to find an
 * offset of what is left in the page, so findings keep the page's line and column:
 *  - the site header and footer on all but the first page of each kind (dist-check/checks/htmlValidity.ts);
 *  - the bodies of inline SVG images. html-validate reads an <svg> start and end tag and skips
 *    every token between them unvalidated, but <title> and <desc>, which it validates
 *    (html-validate's `discardForeignBody`); the icons and post art of a page are a tenth of its
 *    markup, and lexing them only to skip them was time spent for nothing.
 */

/** [start, end) offsets of the page. */
export type Range = readonly [number, number]

/** The site header and footer, or null when the page has no such frame (it is validated whole). */
export function frameRanges(html: string): Range[] | null {
  const bodyStart = html.indexOf('<body')
  const mainStart = html.indexOf('<main id="main"')
  const headerStart = html.indexOf('<header', bodyStart)
  const headerEnd = html.lastIndexOf('</header>', mainStart) + '</header>'.length
  const mainEnd = html.lastIndexOf('</main>')
  const footerStart = html.indexOf('<footer', mainEnd)
  const footerEnd = html.indexOf('</footer>', footerStart) + '</footer>'.length
  if (
    bodyStart < 0 ||
    mainStart < 0 ||
    headerStart < 0 ||
    headerStart > mainStart ||
    headerEnd < headerStart ||
    mainEnd < mainStart ||
    footerStart < 0 ||
    footerEnd < footerStart
  )
    return null
  return [
    [headerStart, headerEnd],
    [footerStart, footerEnd],
  ]
}

/** Elements whose content is text to the HTML parser: an "<svg" in them is not a tag. */
const rawTextStart = /<(script|style|textarea|title)\b/iy
const rawTextEnd: Record<string, RegExp> = {
  script: /<\/script/gi,
  style: /<\/style/gi,
  textarea: /<\/textarea/gi,
  title: /<\/title/gi,
}
/** An <svg> start tag with well-formed attributes: anything else is left for html-validate to judge. */
const svgStartTag = /<svg(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*>/iy
/** What html-validate does not skip inside an <svg> (or what would end it early): such a body is kept. */
const keptInSvg = /<\/?(?:svg|title|desc|script|style)\b|<!--/i

/**
 * The bodies of the page's inline SVG images that html-validate would skip whole: well-formed
 * start tag, no nested <svg>, no <title> or <desc>, no script, style or comment inside.
 */
export function foreignBodies(html: string): Range[] {
  const ranges: Range[] = []
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4)
      if (end === -1) break
      at = end + 2
      continue
    }
    rawTextStart.lastIndex = at
    const raw = rawTextStart.exec(html)
    if (raw) {
      const end = rawTextEnd[raw[1]!.toLowerCase()]!
      end.lastIndex = at + raw[0].length
      if (!end.exec(html)) break
      at = end.lastIndex - 1
      continue
    }
    svgStartTag.lastIndex = at
    const start = svgStartTag.exec(html)
    if (!start) continue
    const bodyStart = at + start[0].length
    const bodyEnd = html.indexOf('</svg>', bodyStart)
    if (bodyEnd === -1) break
    if (bodyEnd > bodyStart && !keptInSvg.test(html.slice(bodyStart, bodyEnd))) ranges.push([bodyStart, bodyEnd])
    at = bodyEnd
  }
  return ranges
}

/**
 * The page without the given ranges (sorted; a range inside an earlier one is dropped), and the
 * page offset of an offset of what is left.
 */
export function withoutRanges(
  html: string,
  ranges: readonly Range[],
): { html: string; pageOffset(offset: number): number } {
  const kept: Range[] = []
  for (const range of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = kept.at(-1)
    if (last && range[0] < last[1]) continue
    kept.push(range)
  }
  const parts: string[] = []
  // Where each cut falls in the text that is left, and how many page characters were cut up to and including it.
  const cutAt: number[] = []
  const cutSoFar: number[] = []
  let from = 0
  let cut = 0
  for (const [start, end] of kept) {
    parts.push(html.slice(from, start))
    cutAt.push(start - cut)
    cut += end - start
    cutSoFar.push(cut)
    from = end
  }
  parts.push(html.slice(from))
  return {
    html: parts.join(''),
    pageOffset(offset) {
      // The last cut at or before the offset (an offset at a cut is the first character after it).
      let low = 0
      let high = cutAt.length
      while (low < high) {
        const middle = (low + high) >> 1
        if (cutAt[middle]! <= offset) low = middle + 1
        else high = middle
      }
      return offset + (low === 0 ? 0 : cutSoFar[low - 1]!)
    },
  }
}

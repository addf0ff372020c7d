import type { Page } from '@playwright/test'

/**
 * Two visual defects no screenshot diff names and no "does the page scroll sideways" test sees
 * (design review DES-01, translations review TR-05, issue 40):
 *
 * - text cut off by an ancestor: a line of text that lies, even in part, outside a box that clips
 *   it (`overflow` hidden or clip; for a box that scrolls, outside what scrolling can reach);
 * - a word broken across two lines where no hyphenation made the break: "Governmen/t".
 *
 * `measureTextIntegrity` runs in the page (one `page.evaluate` per page and width) and returns
 * each defect as a line naming the text; `revealEverything` first opens what a reader can open
 * (closed `<details>`) and lays out what waits to be near the screen (`content-visibility`).
 */

export interface TextIntegrityOptions {
  /** Only text inside this selector (default: the whole body). */
  scope?: string
  /**
   * Whole tokens (runs of non-space characters) whose words may break anywhere: they are not words
   * of a language and have no other place to break. Regular expression sources, matched against
   * the whole token.
   */
  breakableTokens: readonly string[]
}

export interface TextIntegrityReport {
  /** `"text" cut by <div.class> on the right by 12 px` */
  clipped: string[]
  /** `Governmen|t in "Vaultline Government"` */
  broken: string[]
  /** Whether this browser hyphenates each language met (`hyphens: auto` does something). */
  hyphenates: Record<string, boolean>
  /** Whether `scope` named an element of the page. */
  scopeFound: boolean
}

/**
 * The long tokens allowed to wrap mid-word, and only they: SHA-384 checksums (96 hex digits, on
 * /downloads/), SRI-style base64 digests, URLs, e-mail addresses and the names of the files one
 * downloads (`Vaultline-4.12.0-universal.dmg.sig`). Text in `<code>`, `<kbd>` and `<samp>`
 * (storage keys on /legal/cookies/) is not words of a language either, and may wrap too.
 */
export const breakableTokens = [
  '[0-9a-fA-F]{32,}',
  '(sha256|sha384|sha512)-[A-Za-z0-9+/=]{20,}',
  '\\S*(https?://|www\\.)\\S+',
  '\\S*[\\p{L}\\p{N}._%+-]+@[\\p{L}\\p{N}.-]+\\.\\p{L}{2,}\\S*',
  '\\S+\\.(apk|aab|dmg|pkg|msi|msix|exe|deb|rpm|AppImage|zip|sig|asc|pem)\\b\\S*',
] as const

/** Opens every closed disclosure and lays out every deferred picture, so their text is measured too. */
export function revealEverything(page: Page): Promise<void> {
  return page.evaluate(async () => {
    for (const details of document.querySelectorAll('details:not([open])')) details.setAttribute('open', '')
    // CSSOM, not a style sheet: the page's CSP does not govern it.
    for (const element of document.querySelectorAll<HTMLElement>('.visual-deferred'))
      element.style.contentVisibility = 'visible'
    await document.fonts.ready
  })
}

/** Sets the window's width and waits until the page has laid itself out again (two frames). */
export async function resizeTo(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 1000 ? 844 : 900 })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

export function measureTextIntegrity(page: Page, options: TextIntegrityOptions): Promise<TextIntegrityReport> {
  return page.evaluate(inPage, options)
}

/** Runs in the page: everything it uses is declared inside it. */
function inPage(options: TextIntegrityOptions): TextIntegrityReport {
  const tolerance = 1
  const scope = options.scope ? document.querySelector(options.scope) : document.body
  const report: TextIntegrityReport = { clipped: [], broken: [], hyphenates: {}, scopeFound: scope !== null }
  if (!scope) return report

  const describe = (element: Element) => {
    const classes = [...element.classList].slice(0, 4).join('.')
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`
  }
  const snippet = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim()
    return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat
  }

  /** Whether this browser hyphenates `lang`: a long word in a narrow box with `hyphens: auto` and no other way to break. */
  const probeWords: Record<string, string> = {
    en: 'internationalisation',
    es: 'internacionalización',
    pt: 'internacionalização',
    fr: 'internationalisation',
    de: 'Bereitstellungsmodelle',
  }
  const canHyphenate = (lang: string): boolean => {
    const base = lang.toLowerCase().split('-')[0] ?? ''
    if (base in report.hyphenates) return report.hyphenates[base]!
    const probe = document.createElement('div')
    probe.lang = lang
    probe.textContent = probeWords[base] ?? probeWords.en!
    Object.assign(probe.style, {
      position: 'absolute',
      visibility: 'hidden',
      width: '6em',
      fontSize: '16px',
      hyphens: 'auto',
      overflowWrap: 'normal',
      wordBreak: 'normal',
    })
    document.body.append(probe)
    const hyphenated = probe.scrollWidth <= probe.clientWidth + tolerance
    probe.remove()
    report.hyphenates[base] = hyphenated
    return hyphenated
  }

  // The boxes that clip an element's text, innermost first: its own (if it clips) and those of
  // the boxes that contain it. An absolutely positioned box escapes the clipping of ancestors
  // between it and its containing block; a fixed one escapes all (the viewport is checked apart).
  interface Clip {
    element: Element
    left: number
    right: number
    top: number
    bottom: number
    x: boolean
    y: boolean
  }
  const clipsCache = new Map<Element, Clip[]>()
  const root = document.documentElement
  const containsAbsolute = (element: Element) => {
    const style = getComputedStyle(element)
    return style.position !== 'static' || style.transform !== 'none' || style.filter !== 'none'
  }
  const clipsOf = (element: Element): Clip[] => {
    const cached = clipsCache.get(element)
    if (cached) return cached
    const style = getComputedStyle(element)
    let inherited: Clip[] = []
    if (style.position === 'absolute') {
      let block = element.parentElement
      while (block && block !== root && !containsAbsolute(block)) block = block.parentElement
      inherited = block && block !== root ? clipsOf(block) : []
    } else if (style.position !== 'fixed' && element.parentElement && element.parentElement !== root) {
      inherited = clipsOf(element.parentElement)
    }
    const x = style.overflowX !== 'visible'
    const y = style.overflowY !== 'visible'
    let clips = inherited
    // The body's overflow belongs to the viewport (checked apart); <html> is the viewport.
    if ((x || y) && element !== document.body) {
      const box = element.getBoundingClientRect()
      const left = box.left + element.clientLeft
      const top = box.top + element.clientTop
      // What scrolling reaches is not cut off: a box that scrolls clips only outside its scroll area.
      const scrollsX = style.overflowX === 'auto' || style.overflowX === 'scroll'
      const scrollsY = style.overflowY === 'auto' || style.overflowY === 'scroll'
      const startX = scrollsX ? left - element.scrollLeft : left
      const startY = scrollsY ? top - element.scrollTop : top
      clips = [
        {
          element,
          left: startX,
          right: startX + (scrollsX ? element.scrollWidth : element.clientWidth),
          top: startY,
          bottom: startY + (scrollsY ? element.scrollHeight : element.clientHeight),
          x,
          y,
        },
        ...inherited,
      ]
    }
    clipsCache.set(element, clips)
    return clips
  }
  const viewportClipsX = [getComputedStyle(root).overflowX, getComputedStyle(document.body).overflowX].some(
    (value) => value === 'hidden' || value === 'clip',
  )

  // Deliberately hidden text: the visually-hidden pattern (`sr-only`: clipped to nothing) and
  // text not rendered or transparent.
  const hiddenCache = new Map<Element, boolean>()
  const isHidden = (element: Element): boolean => {
    const cached = hiddenCache.get(element)
    if (cached !== undefined) return cached
    const style = getComputedStyle(element)
    // (or the older pattern a form's trap field uses: a 1 px box that clips, moved off the page)
    const hidden =
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)' ||
      (style.overflow === 'hidden' && element.clientWidth <= 1 && element.clientHeight <= 1) ||
      (element.parentElement ? isHidden(element.parentElement) : false)
    hiddenCache.set(element, hidden)
    return hidden
  }

  const segmenters = new Map<string, Intl.Segmenter>()
  const segmenterFor = (lang: string) => {
    let segmenter = segmenters.get(lang)
    if (!segmenter) {
      segmenter = new Intl.Segmenter(lang, { granularity: 'word' })
      segmenters.set(lang, segmenter)
    }
    return segmenter
  }
  const breakable = new RegExp(`^(?:${options.breakableTokens.join('|')})$`, 'u')
  const range = document.createRange()
  const linesOf = (node: Text, start: number, end: number) => {
    range.setStart(node, start)
    range.setEnd(node, end)
    const tops: number[] = []
    for (const rect of range.getClientRects()) {
      if (rect.width < 0.5) continue
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top)
    }
    return tops
  }
  const tokenAround = (text: string, start: number, end: number) => {
    let from = start
    let to = end
    while (from > 0 && !/\s/.test(text[from - 1]!)) from--
    while (to < text.length && !/\s/.test(text[to]!)) to++
    return text.slice(from, to).replaceAll('\u00ad', '')
  }

  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const text = node.data
    const parent = node.parentElement
    if (!parent || !text.trim()) continue
    if (parent.closest('script, style, noscript, template, .sr-only')) continue
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue
    if (isHidden(parent)) continue

    // (a) cut off by a box that clips it
    range.selectNodeContents(node)
    const rects = [...range.getClientRects()].filter((rect) => rect.width >= 0.5 && rect.height >= 0.5)
    if (rects.length === 0) continue
    const style = getComputedStyle(parent)
    const lineHeight = Number.parseFloat(style.lineHeight)
    const clips = clipsOf(parent)
    let cut: string | undefined
    for (const rect of rects) {
      // A text box is as tall as the font's ascent and descent; where the line is shorter, the
      // glyphs fill the line, not the box: measure the line.
      const inset = Number.isFinite(lineHeight) && rect.height > lineHeight ? (rect.height - lineHeight) / 2 : 0
      const top = rect.top + inset
      const bottom = rect.bottom - inset
      for (const clip of clips) {
        const over = Math.max(
          clip.x ? clip.left - rect.left : 0,
          clip.x ? rect.right - clip.right : 0,
          clip.y ? clip.top - top : 0,
          clip.y ? bottom - clip.bottom : 0,
        )
        if (over > tolerance) {
          const side =
            clip.x && rect.right - clip.right > tolerance
              ? 'right'
              : clip.x && clip.left - rect.left > tolerance
                ? 'left'
                : clip.y && clip.top - top > tolerance
                  ? 'top'
                  : 'bottom'
          cut = `"${snippet(text)}" cut by ${describe(clip.element)} at the ${side} by ${Math.round(over)} px`
          break
        }
      }
      if (!cut && rect.left + scrollX < -tolerance)
        cut = `"${snippet(text)}" lies left of the page by ${Math.round(-rect.left - scrollX)} px`
      if (!cut && viewportClipsX && rect.right > root.clientWidth + tolerance)
        cut = `"${snippet(text)}" lies right of the window by ${Math.round(rect.right - root.clientWidth)} px`
      if (cut) break
    }
    if (cut) report.clipped.push(cut)

    // (b) a word broken where no hyphenation broke it
    const tops = new Set<number>()
    for (const rect of rects)
      if (![...tops].some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.add(rect.top)
    if (tops.size < 2) continue // the whole text sits on one line
    const lang = parent.closest('[lang]')?.getAttribute('lang') || 'en'
    const hyphenates = style.hyphens === 'auto' && canHyphenate(lang)
    for (const { segment, index, isWordLike } of segmenterFor(lang).segment(text)) {
      if (!isWordLike) continue
      // Letters only (an apostrophe inside, as in "provider's" or "l'appareil", is part of the word).
      const letters = segment.replace(/[\u00ad'’]/g, '')
      if (letters.length < 4 || !/^\p{L}+$/u.test(letters)) continue
      const end = index + segment.length
      const lines = linesOf(node, index, end)
      if (lines.length < 2) continue
      // Where the second line starts: the first character not on the word's first line.
      let at = index + 1
      // (A character just after a break also reports the hyphen painted before it: its line is its last box's.)
      const firstLine = lines[0]!
      while (at < end && Math.abs((linesOf(node, at, at + 1).at(-1) ?? firstLine) - firstLine) < 2) at++
      if (text[at - 1] === '\u00ad') continue // a soft hyphen: hyphenation written into the copy
      if (hyphenates) continue // this browser hyphenates the language here; the break is a hyphenation
      if (parent.closest('code, kbd, samp') || breakable.test(tokenAround(text, index, end))) continue
      const shown = `${text.slice(index, at)}|${text.slice(at, end)}`.replaceAll('\u00ad', '')
      report.broken.push(`${shown} in "${snippet(text)}" (${describe(parent)}, hyphens: ${style.hyphens})`)
    }
  }
  return report
}

import type { Page } from '@playwright/test'

/**
 * The measure of running text (design review DES-17): how many characters each line of a prose
 * paragraph, list item or section lead holds, as the browser laid it out. 45–75 characters is
 * the usual comfortable range for reading; past it the eye loses the start of the next line.
 *
 * What counts as running text: the text set at 16 px or more of every `<p>`, `<li>` and `<dd>` in `main`
 * with at least one full line (a line that wraps), outside tables, figures, pictures
 * (`aria-hidden`) and navigation; the post body (`.prose-post`) is such text. Cards in a grid are short by
 * construction and are measured like the rest: a narrow card can only pass. Text set in CSS columns
 * is measured column by column.
 */

export interface MeasuredBlock {
  /** The block's first words, to find it. */
  text: string
  /** Characters on each wrapped line but the last (the last line is as short as the sentence ends). */
  lines: number[]
  /** The element and its parent, with their classes: which component set it. */
  where: string
}

/** Each wrapped block of running text in `main`, with the length of each full line in characters. */
export function measureLines(page: Page): Promise<MeasuredBlock[]> {
  return page.evaluate(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>('main p, main li, main dd')].filter((element) => {
      if (element.closest('table, figure, nav, [aria-hidden="true"], .sr-only, [role="dialog"]')) return false
      // A list item or paragraph that holds another one is measured through it.
      if (element.querySelector('p, li, dd')) return false
      if (!element.checkVisibility({ visibilityProperty: true })) return false
      return true
    })
    // Text under 16 px (a card's detail, a caption, a note) is not running text: it is not counted.
    const counted = (node: Node) => Number.parseFloat(getComputedStyle(node.parentElement!).fontSize) >= 16
    const range = document.createRange()
    const measured: { text: string; lines: number[]; where: string }[] = []
    for (const block of blocks) {
      // Characters grouped by the line box they sit on (a line's top, rounded: a link or <code> sits a pixel off),
      // and in text set in columns (CSS multi-column), by the column: lines side by side are separate lines.
      const lines: { column: number; top: number; height: number; count: number }[] = []
      const style = getComputedStyle(block)
      const columns = Number.parseInt(style.columnCount, 10) || 1
      const blockBox = block.getBoundingClientRect()
      const gap = Number.parseFloat(style.columnGap) || 0
      const columnWidth = (blockBox.width - gap * (columns - 1)) / columns
      const columnOf = (box: DOMRect) =>
        Math.min(columns - 1, Math.max(0, Math.floor((box.left - blockBox.left) / (columnWidth + gap))))
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      /** The box of the character at `index` of `node`, or none (white space collapsed away, a soft hyphen not used). */
      const boxAt = (node: Node, index: number) => {
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        return [...range.getClientRects()].find((rect) => rect.width > 0)
      }
      const add = (box: DOMRect, count: number) => {
        const column = columnOf(box)
        // Half the lower of the two boxes: a tall inline box (a badge) must not pull in the next line.
        const line = lines.find(
          (candidate) =>
            candidate.column === column &&
            Math.abs(candidate.top - box.top) < Math.min(candidate.height, box.height) / 2,
        )
        if (line) line.count += count
        else lines.push({ column, top: box.top, height: box.height, count })
      }
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!counted(node)) continue
        // Word by word, with the space after it, placed by its first letter; a word hyphenated across
        // two lines (German, `hyphens: auto`, soft hyphens) letter by letter. A soft hyphen is not counted.
        for (const word of (node.textContent ?? '').matchAll(/\S+\s*/g)) {
          const first = boxAt(node, word.index)
          const letters = word[0].trimEnd().length
          const last = boxAt(node, word.index + letters - 1)
          if (!first) continue
          if (!last || Math.abs(last.top - first.top) < first.height / 2) {
            add(first, word[0].replace(/\s+/, ' ').replaceAll('\u00ad', '').length)
            continue
          }
          for (let index = 0; index < word[0].length; index++) {
            if (word[0][index] === '\u00ad') continue
            const box = boxAt(node, word.index + index)
            if (box) add(box, 1)
          }
        }
      }
      if (lines.length < 2) continue
      lines.sort((a, b) => a.column - b.column || a.top - b.top)
      measured.push({
        text: (block.textContent ?? '').trim().slice(0, 50),
        where: `${block.tagName.toLowerCase()}.${[...block.classList].join('.')} in ${block.parentElement?.tagName.toLowerCase()}.${[...(block.parentElement?.classList ?? [])].join('.')}`,
        lines: lines.slice(0, -1).map((line) => line.count),
      })
    }
    return measured
  })
}

/** The longest line, the mean line and the number of lines of a page's measured blocks. */
export function lineFigures(blocks: readonly MeasuredBlock[]) {
  const lines = blocks.flatMap((block) => block.lines)
  return {
    longest: lines.length ? Math.max(...lines) : 0,
    mean: lines.length ? Math.round(lines.reduce((sum, count) => sum + count, 0) / lines.length) : 0,
    lines: lines.length,
  }
}

import type { Page } from '@playwright/test'

/**
 * How far across its width each band of running text reaches (design review DES-08): a top-level
 * `main section[id]` holding a paragraph of more than 120 characters, and the share of its inner
 * width, padding aside, that its content reaches. A band's content is its headings, text, lists,
 * links, buttons and pictures.
 */
export interface BandFill {
  id: string
  /** 0–1: where the rightmost visible piece of content ends, across the band's inner width. */
  filled: number
}

export function measureBandFill(page: Page): Promise<BandFill[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main section[id]')]
      .filter((section) => !section.parentElement?.closest('section'))
      .filter((section) => [...section.querySelectorAll('p')].some((p) => (p.textContent ?? '').length > 120))
      .map((section) => {
        const inner = section.querySelector<HTMLElement>(':scope > div')!
        const box = inner.getBoundingClientRect()
        const style = getComputedStyle(inner)
        const left = box.left + Number.parseFloat(style.paddingLeft)
        const right = box.right - Number.parseFloat(style.paddingRight)
        const content = section.querySelectorAll(
          'h2, h3, p, li, dt, dd, td, th, a, button, img, svg, figure, pre, table, blockquote, input, textarea',
        )
        let reach = left
        for (const element of content) {
          const rect = element.getBoundingClientRect()
          if (rect.width > 0 && rect.height > 0) reach = Math.max(reach, rect.right)
        }
        return { id: section.id, filled: (reach - left) / (right - left) }
      }),
  )
}

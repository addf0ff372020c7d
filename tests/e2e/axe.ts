/**
 * axe as the browser tests run it: one `axe.run` inside the page, @axe-core/playwright's legacy
 * mode. Its default runs axe in each frame and finishes the run in a blank page it opens every
 * time: about half a second more per run (the 19 page types of everyPage.spec.ts in two languages:
 * 37.8 s against 27.1 s a language), and that page takes the window's focus, after which a
 * background page may stop producing animation frames. What legacy mode leaves out is
 * cross-origin frames, and the site's pages load none (their CSP says frame-src 'none').
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practice. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode()
}

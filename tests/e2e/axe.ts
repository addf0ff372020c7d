/**
 * axe as the browser tests run it: one `axe.run` inside the page, @axe-core/playwright's legacy
 * mode. Its default runs axe in each frame and finishes the run in a blank page it opens every
 * time: about half a second more per run (the 19 page types of everyPage.spec.ts in two languages:
 * 37.8 s against 27.1 s a language), and that page takes the window's focus, after which a
 * background page may stop producing animation frames. What legacy mode leaves out is
 * cross-origin frames, and the site's pages load none (their CSP says frame-src 'none').
 *
 * Only violations are collected in full (axe's documented `resultTypes` option): for passes and
 * incomplete results axe keeps one node per rule instead of every node the rule looked at, and no
 * test reads them. On the home page at 390 and 1280 px that is 42 nodes instead of about 1,070,
 * a result of 66 KB instead of 550 KB, and 0.49–0.56 s a run instead of 0.71–0.97 s.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2 at A and AA, and axe's best practice. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

export function axeOn(page: Page): AxeBuilder {
  // `options` replaces every option set before it; withTags, withRules and disableRules add to it.
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] })
}

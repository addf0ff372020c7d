/**
 * axe over a page with one open state, as the open-state matrix runs it: WCAG 2.0–2.2 A/AA and
 * best practice over the whole page, in one run. Over a panel that covers the page, the target-size
 * rule's findings count inside the panel only (see `OpenState.overlaysPage`).
 */
import type { Page } from '@playwright/test'
import type { OpenState } from './openStates'
import { axeOn, wcagTags } from './axe'

/** The open panel of a header menu: the part of an overlaying state whose targets are measured. */
const overlayPanel = 'details[open] [data-slot="dropdown-panel"]'

/**
 * Which of `targets` (axe's selectors) lie inside an overlaying panel. A target the page cannot
 * resolve counts as inside, so it is reported rather than dropped.
 */
function insidePanel(page: Page, targets: string[]): Promise<boolean[]> {
  return page.evaluate(
    ({ targets, panel }) => targets.map((target) => document.querySelector(target)?.closest(panel) !== null),
    { targets, panel: overlayPanel },
  )
}

/** One line per axe violation, named after the state; empty when axe finds nothing. `skipRules`: rules left out of the run. */
export async function axeViolations(page: Page, state: OpenState, skipRules: string[] = []): Promise<string[]> {
  const { violations } = await axeOn(page).withTags(wcagTags).disableRules(skipRules).analyze()
  const problems: string[] = []
  for (const violation of violations) {
    let nodes = violation.nodes
    // The page's own buttons under the panel are the ones axe counts as too small there, and the
    // first press outside closes the panel; the panel's own targets are reported as a run over the
    // panel alone reported them (axeHelper.spec.ts holds both on a page built for it).
    if (state.overlaysPage && violation.id === 'target-size') {
      const inside = await insidePanel(
        page,
        nodes.map((node) => node.target.join(' ')),
      )
      nodes = nodes.filter((_, index) => inside[index])
    }
    if (nodes.length > 0)
      problems.push(`${state.name}: axe ${violation.id} (${nodes.length}) ${nodes[0]?.target.join(' ')}`)
  }
  return problems
}

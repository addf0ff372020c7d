/**
 * axe over a page with one open state, as the open-state matrix runs it: WCAG 2.0–2.2 A/AA and
 * best practice over the whole page. Over a panel that covers the page, the target-size rule
 * looks at the panel's own targets only (see `OpenState.overlaysPage`).
 */
import type { Page } from '@playwright/test'
import type { OpenState } from './openStates'
import { axeOn, wcagTags } from './axe'

/** One line per axe violation, named after the state; empty when axe finds nothing. `skipRules`: rules left out of the run. */
export async function axeViolations(page: Page, state: OpenState, skipRules: string[] = []): Promise<string[]> {
  const whole = axeOn(page).withTags(wcagTags).disableRules(skipRules)
  const runs = state.overlaysPage
    ? [
        whole.disableRules([...skipRules, 'target-size']),
        axeOn(page).withRules(['target-size']).include('details[open] [data-slot="dropdown-panel"]'),
      ]
    : [whole]
  const problems: string[] = []
  for (const run of runs) {
    for (const violation of (await run.analyze()).violations)
      problems.push(
        `${state.name}: axe ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
      )
  }
  return problems
}

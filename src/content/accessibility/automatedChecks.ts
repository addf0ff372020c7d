/**
 * The automated accessibility checks whose results the statement and the report publish: which
 * browser test files make up each, and which success criteria it screens. A check screens a
 * criterion; it does not by itself show that the criterion is met (an audit does), so a failed
 * check lowers a row, and a passed one is listed as evidence beside the last full evaluation.
 * What each check does, in words: locales/<lang>/accessibility.json `automatedChecks.<id>`.
 */
import type { CriterionNumber } from './wcagCriteria'

export interface AutomatedCheck {
  id: string
  /** Its Playwright spec files. */
  specs: readonly string[]
  /** The criteria it screens; 'axe' for those of the axe-core rules it runs, read from axe-core's own rule tags when the run is recorded. */
  criteria: readonly CriterionNumber[] | 'axe'
}

export const automatedChecks = [
  { id: 'axeEveryPage', specs: ['tests/e2e/everyPage.spec.ts'], criteria: 'axe' },
  {
    id: 'axeOpenStates',
    specs: [
      'tests/e2e/openStates.spec.ts',
      'tests/e2e/openStatesForcedColours.spec.ts',
      'tests/e2e/openStatesSignedIn.spec.ts',
    ],
    criteria: 'axe',
  },
  {
    id: 'keyboard',
    specs: ['tests/e2e/keyboard.spec.ts', 'tests/e2e/forcedColoursFocus.spec.ts'],
    criteria: ['2.1.1', '2.1.2', '2.4.3', '2.4.7', '2.4.11'],
  },
  { id: 'reflow', specs: ['tests/e2e/reflow.spec.ts'], criteria: ['1.4.4', '1.4.10', '1.4.12'] },
  { id: 'formErrors', specs: ['tests/e2e/formErrors.spec.ts'], criteria: ['3.3.1', '3.3.2', '3.3.3', '4.1.3'] },
] as const satisfies readonly AutomatedCheck[]

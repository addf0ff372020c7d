/**
 * The recorded run of the automated accessibility checks: what `npm run accessibility:record`
 * wrote into automatedRun.json after running them against a build (scripts/tools/recordAccessibilityRun.ts).
 * The statement and the report read it; nothing here runs a check.
 */
import recorded from './automatedRun.json'
import type { IsoDate } from './accessibilityFindings'
import type { CriterionNumber } from './wcagCriteria'

export type Outcome = 'passed' | 'failed'

export interface AutomatedRun {
  date: IsoDate
  /** The commit of the build the checks ran against. */
  build: string
  /** The browser and version the checks drove: "Chromium 156.0.8078.114". */
  browser: string
  /** Each declared check (automatedChecks.ts) with the criteria it screens and its outcome. */
  checks: readonly { id: string; criteria: readonly CriterionNumber[]; tests: number; outcome: Outcome }[]
  /** Each finding's tag (findingTag) whose tests ran, with their outcome: failed if any of them failed. */
  findings: Readonly<Record<string, Outcome>>
}

/** The last recorded run, or null before the first. */
export const automatedRun = (recorded as { run: AutomatedRun | null }).run

/**
 * The copy of locales/<lang>/accessibility-conformance.json: the conformance report (ACR). Criterion
 * names and findings come from the statement's namespace (accessibility.json); the reasons a
 * criterion does not apply are keyed by the criteria list, so each "Not applicable" has its reason.
 */
import { z } from 'zod'
import type { Conformance } from '../accessibility/accessibilityReport'
import { clauseKey, enClauses } from '../accessibility/en301549Clauses'
import { criterionKey, successCriteria } from '../accessibility/wcagCriteria'
import { heroCopy, metaCopy, textsFor } from './sections'

const conformanceLevels = [
  'supports',
  'partiallySupports',
  'doesNotSupport',
  'notApplicable',
  'notEvaluated',
] as const satisfies readonly Conformance[]
const clauseKeys = enClauses.map((clause) => clauseKey(clause.clause))

const tableCopy = z.strictObject({ heading: z.string(), caption: z.string() })

export const accessibilityConformanceCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  /**
   * `productValue` may use {{company.siteHost}}; `versionValue` {{build}}, {{evaluatedBuild}},
   * {{runBuild}}; `evaluationValue` {{tester}}, {{auditDate}}, {{runDate}}.
   */
  details: z.strictObject({
    heading: z.string(),
    product: z.string(),
    productValue: z.string(),
    version: z.string(),
    versionValue: z.string(),
    versionValueNoRun: z.string(),
    date: z.string(),
    standards: z.string(),
    standardsValue: z.string(),
    evaluation: z.string(),
    evaluationValue: z.string(),
    evaluationValueNoRun: z.string(),
    status: z.string(),
    contact: z.string(),
  }),
  summary: z.strictObject({ heading: z.string(), lead: z.string() }),
  /** What each conformance level means here (the rule in src/content/accessibility/accessibilityReport.ts). */
  terms: z.strictObject({ heading: z.string(), ...textsFor(conformanceLevels) }),
  conformance: z.strictObject(textsFor(conformanceLevels)),
  levelA: tableCopy,
  levelAA: tableCopy,
  table: z.strictObject({
    criterion: z.string(),
    clause: z.string(),
    conformance: z.string(),
    remarks: z.string(),
    noClause: z.string(),
    notEvaluatedYet: z.string(),
    parsing: z.string(),
  }),
  /**
   * A row's evidence: the evaluation ({{date}}), a finding open ({{id}}, {{severity}}, {{title}},
   * {{date}}) or shown fixed ({{id}}, {{title}}, {{how}}), an automated check ({{check}}, {{outcome}}, {{date}}).
   */
  remarks: z.strictObject({ evaluated: z.string(), open: z.string(), fixed: z.string(), check: z.string() }),
  notApplicable: z.strictObject(
    textsFor(
      successCriteria
        .filter((criterion) => 'notApplicable' in criterion)
        .map((criterion) => criterionKey(criterion.number)),
    ),
  ),
  /** EN 301 549 beyond clause 9 (src/content/accessibility/en301549Clauses.ts): each clause's name and remark. */
  clauses: z.strictObject({
    heading: z.string(),
    caption: z.string(),
    clause: z.string(),
    names: z.strictObject(textsFor(clauseKeys)),
    remarks: z.strictObject(textsFor(clauseKeys)),
  }),
  statement: z.strictObject({ heading: z.string(), text: z.string(), link: z.string() }),
})

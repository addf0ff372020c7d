/**
 * The copy of locales/<lang>/accessibility-conformance.json: the conformance report (ACR). Criterion
 * names and findings come from the statement's namespace (accessibility.json); the reasons a
 * criterion does not apply are keyed by the criteria list, so each "Not applicable" has its reason.
 */
import { z } from 'zod'
import type { Conformance } from '../accessibility/accessibilityReport'
import { criterionKey, successCriteria } from '../accessibility/wcagCriteria'
import { heroCopy, metaCopy, textsFor } from './sections'

const conformanceLevels = [
  'supports',
  'partiallySupports',
  'doesNotSupport',
  'notApplicable',
] as const satisfies readonly Conformance[]

const tableCopy = z.strictObject({ heading: z.string(), caption: z.string() })

export const accessibilityConformanceCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  /** `productValue` may use {{company.siteHost}}, `evaluationValue` {{auditDate}}. */
  details: z.strictObject({
    heading: z.string(),
    product: z.string(),
    productValue: z.string(),
    date: z.string(),
    standards: z.string(),
    standardsValue: z.string(),
    evaluation: z.string(),
    evaluationValue: z.string(),
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
    noProblem: z.string(),
    parsing: z.string(),
  }),
  /** A finding in a row's remarks: {{id}}, {{severity}}, {{title}}, {{date}}. */
  remarks: z.strictObject({ open: z.string(), fixed: z.string() }),
  notApplicable: z.strictObject(
    textsFor(
      successCriteria
        .filter((criterion) => 'notApplicable' in criterion)
        .map((criterion) => criterionKey(criterion.number)),
    ),
  ),
  statement: z.strictObject({ heading: z.string(), text: z.string(), link: z.string() }),
})

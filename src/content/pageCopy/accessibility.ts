/**
 * The copy of locales/<lang>/accessibility.json: the accessibility statement, plus what the
 * conformance report shares with it (each finding in plain language, each criterion's name in the
 * language's W3C wording, the severity labels). The finding and criterion keys come from the lists
 * in src/content/accessibility/, so a finding or criterion without copy fails the build.
 */
import { z } from 'zod'
import { accessibilityFindings, type Severity } from '../accessibility/accessibilityFindings'
import type { PartialReason } from '../accessibility/accessibilityReport'
import { automatedChecks } from '../accessibility/automatedChecks'
import { evaluations } from '../accessibility/evaluations'
import { criterionKey, successCriteria } from '../accessibility/wcagCriteria'
import { emailContactCopy, heroCopy, metaCopy, proseCopy, textsFor } from './sections'

const severities = ['blocker', 'serious', 'moderate', 'minor', 'advisory'] as const satisfies readonly Severity[]
const partialReasons = [
  'openFindings',
  'notEvaluated',
  'awaitingEvaluation',
] as const satisfies readonly PartialReason[]

/** How one evaluation was made and what it left out: lists in the page's language. */
const evaluationCopy = z.strictObject({ methods: z.array(z.string()), limitations: z.array(z.string()) })

/** A finding as a visitor meets it: a title that reads as well once it is fixed, and what goes wrong while it is not. */
const findingCopy = z.strictObject({ title: z.string(), description: z.string() })

/** Asking for a format or reporting a problem: paragraphs, then the accessibility address (from src/config/site.ts) and the reply time. */
const contactCopy = emailContactCopy

export const accessibilityCopy = z.strictObject({
  meta: metaCopy,
  hero: heroCopy,
  scope: proseCopy,
  status: z.strictObject({
    heading: z.string(),
    standard: z.string(),
    partiallyCompliant: z.string(),
    fullyCompliant: z.string(),
    /** Why the status is partial, each as the report derives it; `awaitingEvaluation` may use {{date}}. */
    reasons: z.strictObject(textsFor(partialReasons)),
    report: z.string(),
    reportLink: z.string(),
  }),
  statusLabels: z.strictObject({ partiallyCompliant: z.string(), fullyCompliant: z.string() }),
  knownIssues: z.strictObject({
    heading: z.string(),
    lead: z.string(),
    wcagHeading: z.string(),
    otherHeading: z.string(),
    otherLead: z.string(),
    none: z.string(),
  }),
  fixed: z.strictObject({ heading: z.string(), lead: z.string() }),
  issueLabels: z.strictObject({
    criteria: z.string(),
    severity: z.string(),
    plannedFix: z.string(),
    shownFixed: z.string(),
    reference: z.string(),
  }),
  /** How a finding was shown fixed: {{date}}, and {{build}} for a test run. */
  evidence: z.strictObject({ evaluation: z.string(), automatedRun: z.string() }),
  severity: z.strictObject(textsFor(severities)),
  formats: contactCopy,
  problems: contactCopy,
  /** Routes besides email: the contact form, the telephone with its hours, the postal address. */
  otherRoutes: z.strictObject({
    heading: z.string(),
    lead: z.string(),
    formLabel: z.string(),
    formLink: z.string(),
    phoneLabel: z.string(),
    phoneHours: z.string(),
    postLabel: z.string(),
  }),
  enforcement: proseCopy,
  outOfScope: proseCopy,
  improvements: proseCopy,
  /**
   * `lastEvaluation`/`earlierEvaluation` use {{date}}, {{build}}, {{tester}}; `automatedRun` {{date}},
   * {{build}}, {{browser}}; `dates` {{prepared}}, {{reviewed}}, {{evaluated}}, {{build}}.
   */
  preparation: z.strictObject({
    heading: z.string(),
    lastEvaluation: z.string(),
    earlierEvaluation: z.string(),
    outsideAuditor: z.string(),
    methodsHeading: z.string(),
    limitationsHeading: z.string(),
    automatedHeading: z.string(),
    automatedRun: z.string(),
    automatedNone: z.string(),
    outcome: z.strictObject({ passed: z.string(), failed: z.string() }),
    /** {{check}} and its {{outcome}}, with the language's punctuation. */
    checkOutcome: z.string(),
    buildChecks: z.string(),
    dates: z.string(),
  }),
  /** Each automated check (src/content/accessibility/automatedChecks.ts), as a visitor reads what it does. */
  automatedChecks: z.strictObject(textsFor(automatedChecks.map((check) => check.id))),
  /** Each recorded evaluation (src/content/accessibility/evaluations.ts): how it was made and its limits. */
  evaluations: z.strictObject(
    Object.fromEntries(evaluations.map((evaluation) => [evaluation.id, evaluationCopy])) as Record<
      string,
      typeof evaluationCopy
    >,
  ),
  findings: z.strictObject(
    Object.fromEntries(accessibilityFindings.map((finding) => [finding.id, findingCopy])) as Record<
      string,
      typeof findingCopy
    >,
  ),
  criteria: z.strictObject(textsFor(successCriteria.map((criterion) => criterionKey(criterion.number)))),
})

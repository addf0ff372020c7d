/**
 * The copy of locales/<lang>/accessibility.json: the accessibility statement, plus what the
 * conformance report shares with it (each finding in plain language, each criterion's name in the
 * language's W3C wording, the severity labels). The finding and criterion keys come from the lists
 * in src/content/accessibility/, so a finding or criterion without copy fails the build.
 */
import { z } from 'zod'
import { accessibilityFindings, type Severity } from '../accessibility/accessibilityFindings'
import { criterionKey, successCriteria } from '../accessibility/wcagCriteria'
import { emailContactCopy, heroCopy, metaCopy, proseCopy, textsFor } from './sections'

const severities = ['blocker', 'serious', 'moderate', 'minor', 'advisory'] as const satisfies readonly Severity[]

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
  /** `lead` may use {{auditDate}}. */
  fixed: z.strictObject({ heading: z.string(), lead: z.string() }),
  issueLabels: z.strictObject({
    criteria: z.string(),
    severity: z.string(),
    plannedFix: z.string(),
    fixedOn: z.string(),
    reference: z.string(),
  }),
  severity: z.strictObject(textsFor(severities)),
  formats: contactCopy,
  problems: contactCopy,
  enforcement: proseCopy,
  /** `audit` may use {{commit}} and {{auditDate}}; `dates` {{prepared}} and {{reviewed}}. */
  preparation: z.strictObject({
    heading: z.string(),
    audit: z.string(),
    methodsHeading: z.string(),
    methods: z.array(z.string()),
    limitationsHeading: z.string(),
    limitations: z.array(z.string()),
    automatedHeading: z.string(),
    automated: z.array(z.string()),
    dates: z.string(),
  }),
  findings: z.strictObject(
    Object.fromEntries(accessibilityFindings.map((finding) => [finding.id, findingCopy])) as Record<
      string,
      typeof findingCopy
    >,
  ),
  criteria: z.strictObject(textsFor(successCriteria.map((criterion) => criterionKey(criterion.number)))),
})

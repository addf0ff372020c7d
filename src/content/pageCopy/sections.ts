/**
 * The shapes of page sections' copy, one schema per section component. Namespace schemas
 * (src/content/pageCopy/<namespace>.ts) are built from these; components take their types only.
 * Plain data: every schema must be expressible as JSON Schema (the CMS fields are generated from it).
 */
import { z } from 'zod'

/** One text per key: labels keyed by a list the code declares (languages, breadcrumb keys). */
export function textsFor<const K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<K, z.ZodString>
}

/** Title and description of a page's head tags. */
export const metaCopy = z.strictObject({
  title: z.string(),
  description: z.string(),
})

/** The page's opening band (PageHero). */
export const heroCopy = z.strictObject({
  eyebrow: z.string().optional(),
  title: z.string(),
  intro: z.string(),
})

/** A titled card. */
const itemCopy = z.strictObject({
  title: z.string(),
  body: z.string(),
})

/** Heading, lead and titled cards: FeatureGrid, LinkCards and StepList. */
export const cardListCopy = z.strictObject({
  heading: z.string(),
  lead: z.string().optional(),
  items: z.array(itemCopy),
})

/** The detail of a short lead, as labelled facts in a panel beside it (DetailPanel). */
export const detailPanelCopy = z.strictObject({
  heading: z.string(),
  items: z.array(z.strictObject({ term: z.string(), detail: z.string() })),
})

/** Heading, paragraphs and bullet points (ProseSection). */
export const proseCopy = z.strictObject({
  heading: z.string(),
  paragraphs: z.array(z.string()).optional(),
  points: z.array(z.string()).optional(),
})

/** ProseSection whose paragraphs lead and whose detail stands beside them as a DetailPanel (DES-08). */
export const proseWithDetailCopy = proseCopy.extend({ detail: detailPanelCopy })

/** Questions and answers (FaqList); each answer is a list of paragraphs. */
export const faqListCopy = z.strictObject({
  heading: z.string(),
  lead: z.string().optional(),
  items: z.array(z.strictObject({ question: z.string(), answer: z.array(z.string()) })),
})

/** A table with caption and row headers (ComparisonTable); the first column labels the row headers. */
export const tableCopy = z.strictObject({
  heading: z.string(),
  lead: z.string().optional(),
  caption: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.strictObject({ label: z.string(), cells: z.array(z.string()) })),
  note: z.string().optional(),
  /** Several notes under one table, each on its own topic and named by its label (fourth fresh read, en 12). */
  notes: z.array(z.strictObject({ label: z.string(), body: z.string() })).optional(),
})

/** Paragraphs, then one of our addresses and how soon we reply (EmailContactSection). */
export const emailContactCopy = z.strictObject({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  emailLabel: z.string(),
  reply: z.string(),
})

/** The heading over a lead form (LeadCaptureSection). */
export const leadCaptureCopy = z.strictObject({
  heading: z.string(),
  lead: z.string(),
})

/**
 * The words around a table of business facts (FactTable); the rows come from
 * src/content/trust/trustFacts.ts. `empty` stands in for the table when no row is given.
 */
export const factTableCopy = z.strictObject({
  heading: z.string(),
  lead: z.string().optional(),
  caption: z.string(),
  columns: z.array(z.string()),
  empty: z.string().optional(),
})

/** The heading over a list of facts (FactList); the labels are the page's own. */
export const factListCopy = z.strictObject({
  heading: z.string(),
  lead: z.string().optional(),
})

/**
 * A fact only the business can give (a certificate, a tester, an owner, a person, a date), in one
 * of three states, so that no page ever prints one nobody gave:
 *
 *  - `given`: the company has stated it; pages print it as it is.
 *  - `sample`: a placeholder that shows where the fact will go. Pages print it marked, in words,
 *    as a sample (SampleMark, SampleNotice), and dist-check refuses to publish it on a real host
 *    (dist-check/checks/businessFacts.ts), as it refuses a sample release manifest.
 *  - `notGiven`: nothing is printed: no row, no label, no placeholder.
 *
 * The values themselves live in trustFacts.ts; this module holds only the states and their rules.
 */
import { isExampleHost } from '../../config/site'

export type BusinessFact<T> =
  | { readonly state: 'given'; readonly value: T }
  | { readonly state: 'sample'; readonly value: T }
  | { readonly state: 'notGiven' }

export const given = <T>(value: T): BusinessFact<T> => ({ state: 'given', value })
export const sample = <T>(value: T): BusinessFact<T> => ({ state: 'sample', value })
export const notGiven = <T>(): BusinessFact<T> => ({ state: 'notGiven' })

/** A value a page prints, and whether the page must mark it as a sample. */
export interface ShownFact<T> {
  value: T
  sample: boolean
}

/** What a page prints of a fact: its value and whether it is a sample; undefined when it is not given. */
export function shownFact<T>(fact: BusinessFact<T>): ShownFact<T> | undefined {
  return fact.state === 'notGiven' ? undefined : { value: fact.value, sample: fact.state === 'sample' }
}

/** The facts of a list that a page prints, in order; those not given are left out. */
export function shownFacts<T>(facts: readonly BusinessFact<T>[]): ShownFact<T>[] {
  return facts.flatMap((fact) => shownFact(fact) ?? [])
}

const states = new Set(['given', 'sample', 'notGiven'])

function isBusinessFact(value: unknown): value is BusinessFact<unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    states.has((value as { state?: unknown }).state as string) &&
    Object.keys(value).every((key) => key === 'state' || key === 'value')
  )
}

/** Every sample in a tree of facts, by its dot path ('trust.schemes.0'), in the order of the tree. */
export function samplePaths(tree: unknown, path = ''): string[] {
  if (isBusinessFact(tree)) return tree.state === 'sample' ? [path] : []
  if (tree === null || typeof tree !== 'object') return []
  return Object.entries(tree).flatMap(([key, child]) => samplePaths(child, path ? `${path}.${key}` : key))
}

/**
 * Whether a build for `siteUrl` may show samples: only on a host under .example (RFC 2606), which
 * no visitor can reach. The default SITE_URL, https://www.vaultline.example, is one.
 */
export function samplesAllowedOn(siteUrl: string): boolean {
  return isExampleHost(siteUrl)
}

/** Why `facts` (the tree in `file`) must not be published on `siteUrl`; empty when it may. */
export function sampleProblems(facts: unknown, siteUrl: string, file: string): { message: string; fix: string }[] {
  const samples = samplePaths(facts)
  if (samples.length === 0 || samplesAllowedOn(siteUrl)) return []
  return [
    {
      message: `${file} holds ${samples.length} sample ${samples.length === 1 ? 'value' : 'values'} (${samples.join(', ')}), and this build is for ${new URL(siteUrl).hostname}: a sample describes no real certificate, tester, person, date or company detail.`,
      fix: 'Replace each sample with the value the company has given, given(…), or hide it with notGiven(), before building for a real host.',
    },
  ]
}

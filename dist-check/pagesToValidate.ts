/**
 * Which pages the valid-HTML check validates, and how (dist-check/htmlValidation.ts): known from
 * the route table alone.
 */
import { outputFileOf, type RouteEntry } from '../src/routing/routeTable'
import type { PageToValidate } from './htmlValidation'

/**
 * Pages drawn by the same component share their site header and footer markup; in another
 * language only its words and links differ, which cannot make it invalid.
 */
const kindOf = (entry: RouteEntry) =>
  `${entry.kind}|${entry.kind === 'page' || entry.kind === 'alias' ? entry.page : ''}`

/**
 * The files among `entries` that `validated` accepts, each once: the first of each kind whole, the
 * others without the site header and footer.
 */
export function pagesToValidate(
  entries: readonly RouteEntry[],
  validated: (file: string, entry: RouteEntry) => boolean,
): PageToValidate[] {
  const seenKinds = new Set<string>()
  const seenFiles = new Set<string>()
  return entries.flatMap((entry) => {
    const file = outputFileOf(entry)
    if (!file || seenFiles.has(file) || !validated(file, entry)) return []
    seenFiles.add(file)
    const whole = !seenKinds.has(kindOf(entry))
    seenKinds.add(kindOf(entry))
    return [{ file, whole }]
  })
}

/**
 * The pictures' copy: locales/<lang>/visuals.json, typed by its schema (only the type is
 * imported, so zod stays out of the browser bundle). Pages that show a picture list `visuals`
 * among their `sharedNamespaces` in routes.config.ts.
 */
import type { VisualsCopy } from '../../content/pageCopy/visuals'
import { editionProfiles } from '../../content/facts'
import { usePageCopy } from '../../i18n/pageCopy'

export const visualsNamespace = 'visuals'

export function useVisualsCopy<Key extends keyof VisualsCopy>(key: Key): VisualsCopy[Key] {
  return usePageCopy(key, { namespace: visualsNamespace }) as VisualsCopy[Key]
}

/** The editions whose pictures differ: each runs one cryptographic profile by default. */
export type Edition = 'enterprise' | 'government' | 'onPremises'

/** Which profile's names a picture shows: the edition's default (src/content/facts.ts). */
export type Profile = 'commercial' | 'cnsa'

export function profileOf(edition: Edition): Profile {
  return editionProfiles[edition]
}

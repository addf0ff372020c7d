import type { Language } from '../../routes.config'
import { languagePrefix } from './localizedPath'

/** Posts per feed: readers poll often, so the newest 20 cover everything new between two visits. */
export const feedEntryLimit = 20

/** The blog feeds of a language: /rss.xml and /atom.xml under its prefix. */
export function feedPaths(language: Language): { rss: string; atom: string } {
  const prefix = languagePrefix(language)
  return { rss: `${prefix}/rss.xml`, atom: `${prefix}/atom.xml` }
}

import type { Language } from '../../routes.config'
import { languagePrefix } from './localizedPath'

/** The blog feeds of a language: /rss.xml and /atom.xml under its prefix. */
export function feedPaths(language: Language): { rss: string; atom: string } {
  const prefix = languagePrefix(language)
  return { rss: `${prefix}/rss.xml`, atom: `${prefix}/atom.xml` }
}

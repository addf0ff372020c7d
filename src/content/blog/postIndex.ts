import type { Language } from '../../../routes.config'
import { postSlugsFromFiles } from './postFiles'

// Keys only: the Markdown itself is loaded by the pages that show it.
const files = Object.keys(import.meta.glob('./*/*.md'))

export function postSlugsByLanguage(): Record<Language, string[]> {
  return postSlugsFromFiles(files)
}

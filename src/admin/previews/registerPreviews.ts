import type CMS from 'decap-cms-app'
import type { Language } from '../../../routes.config'

/** Preview panes drawn with the site's components (filled in below). */
export function registerPreviews(cms: typeof CMS, language: Language): void {
  void cms
  void language
}

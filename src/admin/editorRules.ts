/**
 * Everything the editor adds to Decap for the content rules and its language (issue 41, "Editors
 * first"), registered before CMS.init: Decap's interface in the language being edited, worded for
 * the back end (editorPhrases.ts); the pane's language kept across a save (keepEditLocale.ts);
 * every written language checked before a save (contentRules.ts), a refused save shown in Decap's
 * notice and nowhere as an uncaught error (shownSaveFailures.ts).
 */
import type CMS from 'decap-cms-app'
import type { Language } from '../../routes.config'
import { registerContentRules } from './contentRules'
import { registerEditorPhrases } from './editorPhrases'
import { keepEditLocale } from './keepEditLocale'
import { quietShownSaveFailures } from './shownSaveFailures'

export function setUpEditorRules(cms: typeof CMS, editLanguage: Language, local: boolean): void {
  registerEditorPhrases(cms, editLanguage, local)
  // Before the rules: a refusal ends Decap's preSave handlers, and the pane's language is kept either way.
  keepEditLocale(cms, editLanguage, editLanguage)
  registerContentRules(cms, editLanguage)
  quietShownSaveFailures()
}

/**
 * Keeps the pane being edited in its language across a save (review ED-5). Before it saves, Decap
 * switches the left pane to the default language to validate it (EditorInterface's
 * handleOnPersist calls switchToDefaultLocale) and leaves it there: both panes then read English,
 * and a translator typing on edits the English original. Decap offers no setting or event for the
 * pane's language, so once a save has begun (its `preSave` event, which comes after the switch)
 * the pane's own language menu is used as a person would: its button, which names the language
 * with the phrase this editor registers (src/admin/editorText.ts), then the edited language.
 * If Decap's markup changes, nothing happens and Decap's behaviour stays;
 * tests/e2e/editorJourney.spec.ts fails on it.
 */
import type CMS from 'decap-cms-app'
import { defaultLanguage, languages, type Language } from '../../routes.config'
import { editorText } from './editorText'

/** The label of a pane's language button ("Writing in FR"), as this editor words it. */
function paneLabel(uiLanguage: Language, locale: Language): string {
  return editorText(uiLanguage).phrases['editor.editorControlPane.i18n.writingInLocale']!.replace(
    '%{locale}',
    locale.toUpperCase(),
  )
}

/** Puts the first pane back in `editLanguage` if it shows the default language. */
async function restore(editLanguage: Language, uiLanguage: Language): Promise<void> {
  const labels = new Map(languages.map((locale) => [paneLabel(uiLanguage, locale), locale]))
  const buttons = [...document.querySelectorAll<HTMLElement>('[role="button"]')]
  // The first pane's button comes first; the second pane's shows its own, fixed language.
  const first = buttons.find((button) => labels.has(button.textContent?.trim() ?? ''))
  if (!first || labels.get(first.textContent!.trim()) !== defaultLanguage) return
  first.click()
  await new Promise((resolve) => requestAnimationFrame(resolve))
  const item = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
    (menuItem) => menuItem.textContent?.trim() === editLanguage,
  )
  item?.click()
}

export function keepEditLocale(cms: typeof CMS, editLanguage: Language, uiLanguage: Language): void {
  if (editLanguage === defaultLanguage) return
  cms.registerEventListener({
    name: 'preSave',
    handler: () => {
      // After the handlers: the save goes on (or is refused) with the entry as it is.
      setTimeout(() => void restore(editLanguage, uiLanguage))
    },
  } as never)
}

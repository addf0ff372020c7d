/**
 * Which strings of a page-copy entry are behind their English, worked out in the editor from what
 * it has: the English file, the records (locales/<language>.translated-from.json, beside the
 * editor) and the entry as it is being edited.
 */
import { localeStrings } from '../../content/translations/localeStrings'
import { stringSourceVersion } from '../../content/translations/sourceVersion'
import { stringRecordKey } from '../../content/translations/stringRecords'
import { translationState, type TranslationState } from '../../content/translations/translationStatus'

export interface StaleString {
  /** `namespace:key`, as records and the report name it. */
  id: string
  key: string
  state: Exclude<TranslationState, 'current'>
  recorded?: string
}

export function staleStrings(
  namespace: string,
  english: unknown,
  translation: unknown,
  records: ReadonlyMap<string, string>,
): StaleString[] {
  const translated = localeStrings(translation)
  return [...localeStrings(english)].flatMap(([key, forms]): StaleString[] => {
    if (!translated.has(key)) return [] // a string not written yet: the form asks for it
    const id = stringRecordKey(namespace, key)
    const recorded = records.get(id)
    const state = translationState(recorded, stringSourceVersion(forms))
    return state === 'current' ? [] : [{ id, key, state, ...(recorded !== undefined && { recorded }) }]
  })
}

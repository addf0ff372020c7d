/**
 * The copy of locales/<language>/translation-status.json for text written outside i18next (the
 * status page, the dev server's panel): placeholders filled, a plural's form chosen by the
 * language's own rules, dates as the site writes them.
 */
import type { z } from 'zod'
import type { Language } from '../../../routes.config'
import type { translationStatusCopy } from '../../content/pageCopy/translation-status'
import type { SourceChange, TranslationItem } from '../../content/translations/translationStatus'
import { daysSince } from '../../content/translations/translationStatus'
import { formatLongDate } from '../../i18n/formatDate'

export type StatusCopy = z.infer<typeof translationStatusCopy>

/** `{{name}}` replaced by its value. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    values[name] === undefined ? match : String(values[name]),
  )
}

/** The form of a plural for a count, as i18next picks it: `_one` where the language says one, `_other` otherwise. */
export function plural(language: Language, count: number, forms: { one: string; other: string }): string {
  return new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other
}

/** Since when the English differs, in the copy's language: the day it changed (git), was revised, or was published. */
export function ageText(item: TranslationItem, copy: StatusCopy, language: Language, today: string): string | null {
  const changed = item.sourceChanged
  if (!changed) return null
  const date = formatLongDate(changed.date, language)
  const count = daysSince(changed.date, today)
  if (changed.basis === 'date') return fill(copy.age.published, { date })
  if (count === 0) return copy.age.today
  const forms =
    changed.basis === 'git'
      ? { one: copy.age.changed_one, other: copy.age.changed_other }
      : { one: copy.age.revised_one, other: copy.age.revised_other }
  return fill(plural(language, count, forms), { date, count })
}

/** A change's field, named in the copy's language. */
export function fieldName(change: SourceChange, copy: StatusCopy): string {
  return copy.changes.fields[change.field as keyof StatusCopy['changes']['fields']] ?? change.field
}

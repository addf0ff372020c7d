import { languageDeclaration, languages, type Language } from '../../routes.config'

/** The BCP 47 locale each language formats dates and numbers in, from its declaration. */
export const intlLocales = Object.fromEntries(
  languages.map((language) => [language, languageDeclaration(language).locale]),
) as Record<Language, string>

const fullDate: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
const monthYear: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' }

// Creating a formatter costs far more than using one (locale data is looked up each time), and the
// prerender formats dates on every page: one formatter per language and set of options, which
// callers keep as constants (supportHours.ts too).
const formatters = new WeakMap<Intl.DateTimeFormatOptions, Map<Language, Intl.DateTimeFormat>>()
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, language: Language): Intl.DateTimeFormat {
  let byLanguage = formatters.get(options)
  if (!byLanguage) formatters.set(options, (byLanguage = new Map()))
  let cached = byLanguage.get(language)
  if (!cached) byLanguage.set(language, (cached = new Intl.DateTimeFormat(intlLocales[language], options)))
  return cached
}

/** A post date (YYYY-MM-DD) in the reader's language; UTC so the build and the browser agree. */
export function formatPostDate(isoDate: string, language: Language): string {
  return dateTimeFormat(fullDate, language).format(new Date(`${isoDate}T00:00:00Z`))
}

/** A date (YYYY-MM-DD) in running text: as formatPostDate, and French writes the first of a month as an ordinal (« 1er janvier »). */
export function formatLongDate(isoDate: string, language: Language): string {
  const written = formatPostDate(isoDate, language)
  return language === 'fr' ? written.replace(/^1 /, '1er ') : written
}

/** A month (YYYY-MM) in the reader's language, as "March 2025". */
export function formatMonthYear(isoMonth: string, language: Language): string {
  return dateTimeFormat(monthYear, language).format(new Date(`${isoMonth}-01T00:00:00Z`))
}

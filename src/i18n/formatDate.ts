import { languageDeclaration, languages, type Language } from '../../routes.config'

/** The BCP 47 locale each language formats dates and numbers in, from its declaration. */
export const intlLocales = Object.fromEntries(
  languages.map((language) => [language, languageDeclaration(language).locale]),
) as Record<Language, string>

type DateStyle = 'fullDate' | 'monthYear'
const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  fullDate: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  monthYear: { month: 'long', year: 'numeric', timeZone: 'UTC' },
}

// Creating a formatter costs far more than using one (locale data is looked up each time), and the
// prerender formats dates on every page: one formatter per language and style.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(style: DateStyle, language: Language): Intl.DateTimeFormat {
  const key = `${style} ${language}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(intlLocales[language], dateStyles[style])
    formatters.set(key, cached)
  }
  return cached
}

/** A post date (YYYY-MM-DD) in the reader's language; UTC so the build and the browser agree. */
export function formatPostDate(isoDate: string, language: Language): string {
  return formatter('fullDate', language).format(new Date(`${isoDate}T00:00:00Z`))
}

/** A date (YYYY-MM-DD) in running text: as formatPostDate, and French writes the first of a month as an ordinal (« 1er janvier »). */
export function formatLongDate(isoDate: string, language: Language): string {
  const written = formatPostDate(isoDate, language)
  return language === 'fr' ? written.replace(/^1 /, '1er ') : written
}

/** A month (YYYY-MM) in the reader's language, as "March 2025". */
export function formatMonthYear(isoMonth: string, language: Language): string {
  return formatter('monthYear', language).format(new Date(`${isoMonth}-01T00:00:00Z`))
}

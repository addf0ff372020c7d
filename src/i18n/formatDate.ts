import type { Language } from '../../routes.config'

/** The BCP 47 locale each language formats dates and numbers in. */
export const intlLocales: Record<Language, string> = { en: 'en-GB', es: 'es-ES', pt: 'pt-PT', fr: 'fr-FR', de: 'de-DE' }

// Creating a formatter costs far more than using one (locale data is looked up each time): one per language.
const formatters = new Map<Language, Intl.DateTimeFormat>()

/** A post date (YYYY-MM-DD) in the reader's language; UTC so the build and the browser agree. */
export function formatPostDate(isoDate: string, language: Language): string {
  let formatter = formatters.get(language)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocales[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    formatters.set(language, formatter)
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`))
}

/** A time of day in the reader's language and time zone (browser only: the build has no reader). */
export function formatClockTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], { hour: 'numeric', minute: '2-digit' }).format(date)
}

/**
 * Standard support's hours (src/config/site.ts supportHours) as each language writes them, for
 * `{{company.support.…}}`: /contact and /pricing print the same values from one source (review C6).
 */
import type { Language } from '../../routes.config'
import { site } from '../config/site'
import { dateTimeFormat } from './formatDate'

export interface SupportHoursText {
  /** "08:00"; French "8 h" with a no-break space. */
  opens: string
  closes: string
  /** The first and last working day, "Monday" and "Friday" in the page's language. */
  firstDay: string
  lastDay: string
}

const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }
const weekday: Intl.DateTimeFormatOptions = { weekday: 'long', timeZone: 'UTC' }

/** A time "HH:MM" as the language writes it on a timetable. */
export function formatClockTime(time: string, language: Language): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`supportHours times must be HH:MM, got "${time}".`)
  const [hours, minutes] = [Number(match[1]), Number(match[2])]
  // French typography: "8 h", "8 h 30", with a no-break space between number and unit.
  if (language === 'fr') return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${match[2]}`
  return dateTimeFormat(clock, language).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)))
}

/** An ISO weekday (1 = Monday … 7 = Sunday) in the language, as a running text writes it. */
export function weekdayName(isoWeekday: number, language: Language): string {
  if (!Number.isInteger(isoWeekday) || isoWeekday < 1 || isoWeekday > 7)
    throw new Error(`A weekday must be 1 (Monday) to 7 (Sunday), got ${isoWeekday}.`)
  // 1 January 2024 was a Monday.
  return dateTimeFormat(weekday, language).format(new Date(Date.UTC(2024, 0, isoWeekday)))
}

/** Opening hours as the config holds them: "HH:MM" times and ISO weekdays. */
export interface SupportHoursConfig {
  opens: string
  closes: string
  firstDay: number
  lastDay: number
}

export function supportHours(language: Language, hours: SupportHoursConfig = site.supportHours): SupportHoursText {
  return {
    opens: formatClockTime(hours.opens, language),
    closes: formatClockTime(hours.closes, language),
    firstDay: weekdayName(hours.firstDay, language),
    lastDay: weekdayName(hours.lastDay, language),
  }
}

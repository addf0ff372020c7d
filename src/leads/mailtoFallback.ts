import type { TFunction } from 'i18next'
import { site } from '../config/site'
import { asks, messageRequired, type LeadInput } from './leadSchema'

const mailtoFields = ['name', 'email', 'organisation', 'role', 'country', 'teamSize', 'interest', 'message'] as const

/**
 * A prefilled email with everything the visitor typed in the fields their intent asks for: the
 * way through when submission fails.
 * Each field is written in the page's language: its label, the value as the form showed it (a
 * country's name, a team size's range, an edition's name, never the stored code), and the
 * language's own punctuation between them (`leadForm.mailtoLine`: "Pays : France" in French).
 */
export function mailtoFallback(
  input: LeadInput,
  subject: string,
  t: TFunction<'common'>,
  countries: readonly { code: string; name: string }[],
): string {
  const labels: Record<string, string> = {
    ...(t('leadForm.fields', { returnObjects: true }) as Record<string, string>),
    ...(messageRequired.has(input.kind) ? { message: t('leadForm.question') } : {}),
  }
  const shown = (field: (typeof mailtoFields)[number], value: string) => {
    if (!value) return value
    if (field === 'country') return countries.find((country) => country.code === value)?.name ?? value
    if (field === 'teamSize') return t(`leadForm.teamSizes.${value}`, { defaultValue: value })
    if (field === 'interest') return t(`leadForm.interests.${value}`, { defaultValue: value })
    return value
  }
  const lines = mailtoFields
    .filter((field) => asks(input.kind, field))
    .map((field) =>
      t('leadForm.mailtoLine', {
        label: labels[field],
        value: shown(field, input[field]),
        interpolation: { escapeValue: false },
      }),
    )
  return `mailto:${site.email.sales}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`
}

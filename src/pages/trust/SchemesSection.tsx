import { useTranslation } from 'react-i18next'
import { FactTable } from '../../components/sections/FactTable'
import { shownFacts, type BusinessFact } from '../../content/trust/businessFact'
import type { SchemeEntry } from '../../content/trust/trustFacts'
import { formatMonthYear } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageNamespace } from '../../i18n/pageCopy'

/** Each certification or assessment scheme with its status (held, in audit, planned) and the date that goes with it. */
export function SchemesSection({
  schemes,
  tone,
}: {
  schemes: readonly BusinessFact<SchemeEntry>[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation(usePageNamespace())
  const language = useLanguage()
  const rows = shownFacts(schemes).map(({ value, sample }, index) => ({
    key: `${index}-${value.scheme}`,
    label: value.scheme,
    cells: [
      t(`schemes.statuses.${value.status}`),
      t(`schemes.dates.${value.status}`, { date: formatMonthYear(value.month, language) }),
    ],
    sample,
  }))
  return <FactTable copyKey="schemes" rows={rows} tone={tone} />
}

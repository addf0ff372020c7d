import { useTranslation } from 'react-i18next'
import { FactTable } from '../../components/sections/FactTable'
import { shownFacts, type BusinessFact } from '../../content/trust/businessFact'
import type { SubProcessor } from '../../content/trust/trustFacts'
import { usePageNamespace } from '../../i18n/pageCopy'

/** The service's sub-processors the company has named, what each does and what it receives. */
export function SubProcessorsSection({
  subProcessors,
  tone,
}: {
  subProcessors: readonly BusinessFact<SubProcessor>[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation(usePageNamespace())
  const rows = shownFacts(subProcessors).map(({ value, sample }) => ({
    key: value.id,
    label: value.company,
    cells: [t(`subProcessors.purposes.${value.id}`, { service: value.service }), t('subProcessors.receives')],
    sample,
  }))
  return <FactTable copyKey="subProcessors" rows={rows} tone={tone} />
}

import { useTranslation } from 'react-i18next'
import { FactTable } from '../../components/sections/FactTable'
import { shownFacts, type BusinessFact } from '../../content/trust/businessFact'
import type { Leader } from '../../content/trust/trustFacts'
import { usePageNamespace } from '../../i18n/pageCopy'

/** Who leads Vaultline Ltd, by name and role. */
export function LeadershipSection({
  leadership,
  tone,
}: {
  leadership: readonly BusinessFact<Leader>[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation(usePageNamespace())
  const rows = shownFacts(leadership).map(({ value, sample }, index) => ({
    key: `${index}-${value.name}`,
    label: value.name,
    cells: [t(`leadership.roles.${value.role}`)],
    sample,
  }))
  return <FactTable copyKey="leadership" rows={rows} tone={tone} />
}

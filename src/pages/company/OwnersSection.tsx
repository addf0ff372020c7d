import { useTranslation } from 'react-i18next'
import { FactTable } from '../../components/sections/FactTable'
import { shownFacts, type BusinessFact } from '../../content/trust/businessFact'
import type { Owner } from '../../content/trust/trustFacts'
import { usePageNamespace } from '../../i18n/pageCopy'

/** Who owns Vaultline Ltd: the persons with significant control, with the band of their shares. */
export function OwnersSection({ owners, tone }: { owners: readonly BusinessFact<Owner>[]; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation(usePageNamespace())
  const rows = shownFacts(owners).map(({ value, sample }, index) => ({
    key: `${index}-${value.name}`,
    label: value.name,
    cells: [t(`owners.shares.${value.shares}`)],
    sample,
  }))
  return <FactTable copyKey="owners" rows={rows} tone={tone} />
}

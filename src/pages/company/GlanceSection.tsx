import { useTranslation } from 'react-i18next'
import { FactList, type FactListRow } from '../../components/sections/FactList'
import { shownFact, type BusinessFact } from '../../content/trust/businessFact'
import { usePageNamespace } from '../../i18n/pageCopy'

/** The company in four lines: founded (when given), head office, legal form, who runs the hosted service. */
export function GlanceSection({ founded, tone }: { founded: BusinessFact<number>; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation(usePageNamespace())
  const year = shownFact(founded)
  const rows: FactListRow[] = [
    ...(year
      ? [{ key: 'founded', label: t('glance.labels.founded'), value: String(year.value), sample: year.sample }]
      : []),
    {
      key: 'headOffice',
      label: t('glance.labels.headOffice'),
      value: t('glance.values.headOffice'),
      sample: false,
    },
    { key: 'legalForm', label: t('glance.labels.legalForm'), value: t('glance.values.legalForm'), sample: false },
    { key: 'operator', label: t('glance.labels.operator'), value: t('glance.values.operator'), sample: false },
  ]
  return <FactList copyKey="glance" rows={rows} tone={tone} />
}

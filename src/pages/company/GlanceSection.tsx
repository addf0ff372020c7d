import { useTranslation } from 'react-i18next'
import { FactList, type FactListRow } from '../../components/sections/FactList'
import { inLanguage } from '../../config/languages'
import { site } from '../../config/site'
import { shownFact, type BusinessFact } from '../../content/trust/businessFact'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageNamespace } from '../../i18n/pageCopy'

/** The company in four lines: founded (when given), head office, legal form, who runs the hosted service. */
export function GlanceSection({ founded, tone }: { founded: BusinessFact<number>; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation(usePageNamespace())
  const language = useLanguage()
  const year = shownFact(founded)
  const rows: FactListRow[] = [
    ...(year
      ? [{ key: 'founded', label: t('glance.labels.founded'), value: String(year.value), sample: year.sample }]
      : []),
    {
      key: 'headOffice',
      label: t('glance.labels.headOffice'),
      value: t('glance.values.headOffice', { city: inLanguage(site.city, language) }),
      sample: false,
    },
    { key: 'legalForm', label: t('glance.labels.legalForm'), value: t('glance.values.legalForm'), sample: false },
    { key: 'operator', label: t('glance.labels.operator'), value: t('glance.values.operator'), sample: false },
  ]
  return <FactList copyKey="glance" rows={rows} tone={tone} />
}

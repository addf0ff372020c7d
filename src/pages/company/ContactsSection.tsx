import { useTranslation } from 'react-i18next'
import { FactList, type FactListRow } from '../../components/sections/FactList'
import { site } from '../../config/site'
import { shownFact, type BusinessFact } from '../../content/trust/businessFact'
import { usePageNamespace } from '../../i18n/pageCopy'

const linkClass = 'font-semibold break-all text-accent-700 underline underline-offset-2 hover:text-accent-800'

/** An address as a mailto link. */
const mail = (address: string) => (
  <a href={`mailto:${address}`} className={linkClass}>
    {address}
  </a>
)

/** Whom to write to: sales, support, security (from src/config/site.ts) and press, once given. */
export function ContactsSection({ pressEmail, tone }: { pressEmail: BusinessFact<string>; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation(usePageNamespace())
  const press = shownFact(pressEmail)
  const rows: FactListRow[] = [
    { key: 'sales', label: t('contacts.labels.sales'), value: mail(site.email.sales), sample: false },
    { key: 'support', label: t('contacts.labels.support'), value: mail(site.email.support), sample: false },
    { key: 'security', label: t('contacts.labels.security'), value: mail(site.email.security), sample: false },
    ...(press
      ? [{ key: 'press', label: t('contacts.labels.press'), value: mail(press.value), sample: press.sample }]
      : []),
  ]
  return <FactList copyKey="contacts" rows={rows} tone={tone} />
}

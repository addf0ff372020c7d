import { useTranslation } from 'react-i18next'
import { site } from '../../config/site'

/**
 * The office's postal address: its lines are the same in every language, the country's name is
 * not (common:companyDetails.country).
 */
export function PostalAddress({ className = '' }: { className?: string }) {
  const { t } = useTranslation('common')
  return (
    <address className={`not-italic ${className}`}>
      {site.address.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
      <span className="block">{t('companyDetails.country')}</span>
    </address>
  )
}

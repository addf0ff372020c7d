import { Mail } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { site } from '../../config/site'
import { buttonClasses } from '../ui/buttonClasses'
import { Section } from './Section'
import { useSectionCopy } from './useSectionCopy'

interface LeadCopy {
  heading: string
  lead: string
}

/** A call-to-action target (#request-a-demo, #create-account) with a way to reach sales. */
export function LeadCaptureSection({ namespace, copyKey, id, topic }: { namespace: string; copyKey: string; id: string; topic: 'demo' | 'account' | 'contact' }) {
  const copy = useSectionCopy<LeadCopy>(namespace, copyKey)
  const { t } = useTranslation('common')
  const subject = encodeURIComponent(t(`leadTopics.${topic}`))
  return (
    <Section id={id} heading={copy.heading} lead={copy.lead} tone="muted">
      <a className={buttonClasses({ className: 'mt-8' })} href={`mailto:${site.email.sales}?subject=${subject}`}>
        <Mail aria-hidden="true" className="size-5" />
        {t('emailSales')}
      </a>
    </Section>
  )
}

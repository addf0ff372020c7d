import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../ui/buttonClasses'
import { PageLink } from '../ui/PageLink'

/** The site's primary action, "Request a demo", as a button of the given look. */
export function RequestDemoLink({ className }: { className: string }) {
  const { t } = useTranslation('common')
  return (
    <PageLink to="contact" hash="request-a-demo" className={className}>
      {t('cta.requestDemo')}
    </PageLink>
  )
}

/** The site's main calls to action on a dark background: request a demo, get started, and optionally create an account. */
export function PrimaryActions({ createAccount = false }: { createAccount?: boolean }) {
  const { t } = useTranslation('common')
  return (
    <>
      <RequestDemoLink className={buttonClasses({ variant: 'inverse', size: 'lg' })} />
      <PageLink to="getStarted" className={buttonClasses({ variant: 'ghostInverse', size: 'lg' })}>
        {t('cta.getStarted')}
      </PageLink>
      {createAccount && (
        <PageLink
          to="getStarted"
          hash="create-account"
          className={buttonClasses({ variant: 'ghostInverse', size: 'lg' })}
        >
          {t('cta.createAccount')}
        </PageLink>
      )}
    </>
  )
}

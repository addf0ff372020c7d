import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../ui/buttonClasses'
import { PageLink } from '../ui/PageLink'

/** The closing call to action: request a demo, get started or create an account. */
export function CtaBand() {
  const { t } = useTranslation('common')
  return (
    <section aria-labelledby="cta-band-heading" className="bg-accent-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-band-heading" className="text-3xl font-bold tracking-tight text-balance">{t('ctaBand.heading')}</h2>
          <p className="mt-3 text-lg text-accent-50">{t('ctaBand.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <PageLink to="contact" hash="request-a-demo" className={buttonClasses({ variant: 'inverse', size: 'lg' })}>{t('cta.requestDemo')}</PageLink>
          <PageLink to="getStarted" className={buttonClasses({ variant: 'ghostInverse', size: 'lg' })}>{t('cta.getStarted')}</PageLink>
          <PageLink to="getStarted" hash="create-account" className={buttonClasses({ variant: 'ghostInverse', size: 'lg' })}>{t('cta.createAccount')}</PageLink>
        </div>
      </div>
    </section>
  )
}

import { useTranslation } from 'react-i18next'
import { PrimaryActions } from './PrimaryActions'

/**
 * The closing call to action of every long page a buyer acts from: the same two actions as the
 * page's hero (design review DES-03). Not on /contact/ or /get-started/, which hold the form itself.
 */
export function CtaBand() {
  const { t } = useTranslation('common')
  return (
    <section aria-labelledby="cta-band-heading" data-closing-actions="" className="bg-accent-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-2xl">
          <h2 id="cta-band-heading" className="text-3xl font-bold tracking-tight text-balance">
            {t('ctaBand.heading')}
          </h2>
          <p className="mt-3 max-w-measure text-lg text-accent-50">{t('ctaBand.body')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <PrimaryActions />
        </div>
      </div>
    </section>
  )
}

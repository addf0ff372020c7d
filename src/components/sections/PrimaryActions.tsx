import { useTranslation } from 'react-i18next'
import { callsToAction } from '../../../routes.config'
import { buttonClasses } from '../ui/buttonClasses'
import { PageLink } from '../ui/PageLink'

/** The site's primary action, "Request a demo", as a button of the given look: the lead form with the demo chosen. */
export function RequestDemoLink({ className }: { className: string }) {
  const { t } = useTranslation('common')
  return (
    <PageLink to={callsToAction.requestDemo.page} hash={callsToAction.requestDemo.hash} className={className}>
      {t('cta.requestDemo')}
    </PageLink>
  )
}

/**
 * The site's two calls to action on a dark background, the same words and addresses in every hero
 * and closing band (design review DES-03): request a demo, plan a pilot. Each opens the lead form
 * with its intent chosen (routes.config.ts, callsToAction).
 */
export function PrimaryActions() {
  const { t } = useTranslation('common')
  return (
    <>
      <RequestDemoLink className={buttonClasses({ variant: 'inverse', size: 'lg' })} />
      <PageLink
        to={callsToAction.planPilot.page}
        hash={callsToAction.planPilot.hash}
        className={buttonClasses({ variant: 'ghostInverse', size: 'lg' })}
      >
        {t('cta.planPilot')}
      </PageLink>
    </>
  )
}

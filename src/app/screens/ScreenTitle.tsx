import { useTranslation } from 'react-i18next'
import { SiteHead } from '../../seo/SiteHead'
import { usePageShown } from '../pageShown'

/**
 * A screen's own <title> in the site's template ("Page not found | Vaultline"), and the signal
 * that it is shown: after a client-side navigation to it, focus moves to its heading and the
 * title is announced, as for a page (RouteFocus).
 */
export function ScreenTitle({ title }: { title: string }) {
  const { t } = useTranslation('common')
  const full = t('meta.titleTemplate', { title })
  usePageShown(full)
  return (
    <SiteHead>
      <title>{full}</title>
    </SiteHead>
  )
}

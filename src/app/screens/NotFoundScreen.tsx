import { useTranslation } from 'react-i18next'
import { SiteHead } from '../../seo/SiteHead'
import { buttonClasses } from '../../components/ui/buttonClasses'
import { PageLink } from '../../components/ui/PageLink'
import { ScreenTitle } from './ScreenTitle'

/**
 * Spec: 'Page not found', 'The page you're looking for doesn't exist or has moved.', link 'Back to home'.
 * noindex: every host answers an unknown address with this page and status 404, but Cloudflare
 * Pages also serves the file itself at /404 (and /es/404 …) with 200, a soft 404 a crawler could index.
 */
export function NotFoundScreen() {
  const { t } = useTranslation('common')
  return (
    // data-not-found: the language module never moves a visitor from a page that exists nowhere.
    <section
      data-not-found=""
      className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center"
    >
      <ScreenTitle title={t('screens.notFoundMetaTitle')} />
      <SiteHead>
        <meta name="description" content={t('screens.notFoundBody')} />
        <meta name="robots" content="noindex" />
      </SiteHead>
      <p className="font-mono text-sm font-semibold text-accent-700">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-950">{t('screens.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-ink-700">{t('screens.notFoundBody')}</p>
      <PageLink to="home" className={buttonClasses({ className: 'mt-8' })}>
        {t('screens.backHome')}
      </PageLink>
    </section>
  )
}

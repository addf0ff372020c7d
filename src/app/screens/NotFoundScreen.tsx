import { useTranslation } from 'react-i18next'
import { SiteHead } from '../../seo/SiteHead'
import { pageLinks } from '../../components/pageLinks'
import { buttonClasses } from '../../components/ui/buttonClasses'
import { PageLink } from '../../components/ui/PageLink'
import { SearchForm } from '../../search/SearchForm'
import { ScreenTitle } from './ScreenTitle'

/**
 * The main sections a lost visitor is offered besides search (design review 2026-12-01, DES-18),
 * named as the menu names them.
 */
const waysOut = ['products', 'threats', 'encryption', 'trustCentre', 'downloads', 'contact'] as const

/**
 * Spec: 'Page not found', 'The page you're looking for doesn't exist or has moved.', link 'Back to home'.
 * noindex: every host answers an unknown address with this page and status 404, but Cloudflare
 * Pages also serves the file itself at /404 (and /es/404 …) with 200, a soft 404 a crawler could index.
 */
export function NotFoundScreen() {
  const { t } = useTranslation('common')
  return (
    // data-not-found: the language module never moves a visitor from a page that exists nowhere.
    <section data-not-found="" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-4 py-24">
      <ScreenTitle title={t('screens.notFoundMetaTitle')} />
      <SiteHead>
        <meta name="description" content={t('screens.notFoundBody')} />
        <meta name="robots" content="noindex" />
      </SiteHead>
      <p className="font-mono text-sm font-semibold text-accent-700">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-ink-950">{t('screens.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-ink-700">{t('screens.notFoundBody')}</p>
      <p className="mt-8 text-ink-800">{t('screens.notFoundWaysOut')}</p>
      <SearchForm className="mt-3" />
      <nav aria-label={t('screens.notFoundLinksLabel')} className="mt-6">
        <ul role="list" className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {waysOut.map((page) => (
            <li key={page}>
              <PageLink
                to={page}
                className="block rounded-md py-2 font-semibold text-accent-700 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
              >
                {t(pageLinks[page].label)}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageLink to="home" className={buttonClasses({ className: 'mt-8 self-start' })}>
        {t('screens.backHome')}
      </PageLink>
    </section>
  )
}

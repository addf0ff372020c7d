import { useTranslation } from 'react-i18next'
import { isBotUserAgent } from '../../boot/botUserAgents'
import { dataDefaults } from '../../config/dataDefaults'
import { PageLink } from '../ui/PageLink'

function TeaserSkeleton({ count }: { count: number }) {
  const { t } = useTranslation('common')
  return (
    <div
      role="status"
      data-skeleton="teasers"
      className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8"
    >
      <span className="sr-only">{t('screens.loading')}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} aria-hidden="true" className="rounded-xl border border-ink-200 p-6">
          <div className="h-32 animate-pulse rounded-lg bg-ink-200" />
          <div className="mt-4 h-5 w-3/4 animate-pulse rounded bg-ink-200" />
          <div className="mt-2 h-4 w-full animate-pulse rounded bg-ink-100" />
        </div>
      ))}
    </div>
  )
}

/** What crawlers get instead of a skeleton: real teaser cards that lead to the blog. */
export function CrawlerTeasers({ count }: { count: number }) {
  const { t } = useTranslation('common')
  return (
    <ul
      role="list"
      data-crawler-teasers=""
      className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="rounded-xl border border-ink-200 p-6">
          <h3 className="text-lg font-semibold text-ink-950">{t('teasers.title')}</h3>
          <p className="mt-2 text-ink-700">{t('teasers.body')}</p>
          <PageLink to="blog" className="mt-4 inline-block font-semibold text-accent-700 underline">
            {t('teasers.link')}
          </PageLink>
        </li>
      ))}
    </ul>
  )
}

/** Whether this browser says it is a crawler; never during the prerender, which has no visitor. */
export const isCrawler = (): boolean => typeof navigator !== 'undefined' && isBotUserAgent(navigator.userAgent)

/** Spec: crawlers see placeholder article teasers (default 3) where people see loading skeletons. */
export function DataFallback({ count = dataDefaults.crawlerTeaserCount }: { count?: number }) {
  return isCrawler() ? <CrawlerTeasers count={count} /> : <TeaserSkeleton count={count} />
}

import { useTranslation } from 'react-i18next'

const bar = 'animate-pulse rounded bg-ink-200'

/** Shaped like a page (hero, intro, three cards) so the layout does not jump when the page arrives. */
export function PageSkeleton() {
  const { t } = useTranslation('common')
  return (
    <div role="status" aria-live="polite" data-skeleton="page">
      <span className="sr-only">{t('screens.loading')}</span>
      <div className="bg-ink-950 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8" aria-hidden="true">
          <div className="h-4 w-32 animate-pulse rounded bg-white/15" />
          <div className="mt-6 h-10 w-3/4 animate-pulse rounded bg-white/20" />
          <div className="mt-4 h-5 w-2/3 animate-pulse rounded bg-white/10" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-3 lg:px-8" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="rounded-xl border border-ink-200 p-6">
            <div className={`${bar} h-6 w-1/2`} />
            <div className={`${bar} mt-4 h-4 w-full`} />
            <div className={`${bar} mt-2 h-4 w-5/6`} />
          </div>
        ))}
      </div>
    </div>
  )
}

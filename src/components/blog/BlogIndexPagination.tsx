import { ArrowLeft, ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { blogIndexLink } from '../../routing/blogIndexPages'
import { PageLink } from '../ui/PageLink'

const linkClasses =
  'inline-flex items-center gap-2 rounded-md font-semibold text-accent-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600'

/** Links between the pages of the blog index: newer posts, where the reader is, older posts. Nothing when there is one page. */
export function BlogIndexPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation('blog')
  if (pageCount < 2) return null
  const newer = page > 1 ? blogIndexLink(page - 1) : null
  const older = page < pageCount ? blogIndexLink(page + 1) : null
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-ink-200 pt-6"
    >
      {newer ? (
        <PageLink to={newer.page} params={newer.params} rel="prev" className={linkClasses}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('pagination.newer')}
        </PageLink>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-700">{t('pagination.position', { page, pages: pageCount })}</p>
      {older ? (
        <PageLink to={older.page} params={older.params} rel="next" className={linkClasses}>
          {t('pagination.older')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </PageLink>
      ) : (
        <span />
      )}
    </nav>
  )
}

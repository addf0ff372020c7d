import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { PageId } from '../../../routes.config'
import { breadcrumbTrail } from '../../routing/breadcrumbTrail'
import { PageLink } from '../ui/PageLink'

/** Home › … › current page, from the manifest's parent links, with each page's breadcrumb label. */
export function Breadcrumbs({ page, currentLabel }: { page: PageId; currentLabel?: string }) {
  const { t } = useTranslation('common')
  const trail = breadcrumbTrail(page)
  if (trail.length < 2) return null
  return (
    <nav data-slot="breadcrumbs" aria-label={t('breadcrumb.label')} className="border-b border-ink-200 bg-ink-50">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-ink-600 sm:px-6 lg:px-8">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.page ?? crumb.label} className="flex items-center gap-1">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-4 text-ink-400" />}
              {last && !currentLabel ? (
                <span aria-current="page" className="font-medium text-ink-900">
                  {t(`breadcrumb.${crumb.label}`)}
                </span>
              ) : !crumb.page ? (
                <span>{t(`breadcrumb.${crumb.label}`)}</span>
              ) : (
                <PageLink
                  to={crumb.page}
                  className="rounded-sm hover:text-ink-900 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  {t(`breadcrumb.${crumb.label}`)}
                </PageLink>
              )}
            </li>
          )
        })}
        {currentLabel && (
          <li className="flex items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4 text-ink-400" />
            <span aria-current="page" className="font-medium text-ink-900">
              {currentLabel}
            </span>
          </li>
        )}
      </ol>
    </nav>
  )
}

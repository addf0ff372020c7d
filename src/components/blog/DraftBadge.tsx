import { useTranslation } from 'react-i18next'

/** Marks a draft's card; only the dev server lists drafts (a build leaves them out). */
export function DraftBadge() {
  const { t } = useTranslation('common')
  return (
    <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
      {t('drafts.badge')}
    </span>
  )
}

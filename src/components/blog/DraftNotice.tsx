import { useTranslation } from 'react-i18next'

/** Tops a draft's page in the dev server, the only place a draft is shown, so nobody takes it for a published post. */
export function DraftNotice() {
  const { t } = useTranslation('common')
  return (
    <div role="note" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <p className="mx-auto max-w-7xl px-4 py-3 text-sm sm:px-6 lg:px-8">
        <strong className="font-semibold">{t('drafts.notice')}</strong> {t('drafts.explanation')}
      </p>
    </div>
  )
}

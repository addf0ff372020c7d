import { Code2, Languages, PenLine } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { routes } from '../../routes.config'
import { useCurrentPage } from '../routing/currentPage'
import { editorEntryUrl } from '../routing/editorLink'
import { useLanguage } from '../i18n/LanguageContext'
import { buildInfo } from '../config/buildInfo'
import { site } from '../config/site'

/**
 * Administrators' tools, in the staff bar (StaffBar.tsx): which build is live, a switch that shows every text's translation
 * key in place (i18next's cimode), the content editor's entry for what this page shows (the post,
 * or the page's copy) in this page's language, and the source file of this page's texts.
 */
export default function StaffToolbar() {
  const { t, i18n } = useTranslation('common')
  const language = useLanguage()
  const { page, params } = useCurrentPage()
  const [showKeys, setShowKeys] = useState(false)
  const namespace = page ? routes.pages[page].namespace : 'common'
  const editLink =
    page === 'blogPost' && params.slug
      ? {
          href: editorEntryUrl({ kind: 'post', slug: params.slug }, language),
          label: t('staff.editPost', { lng: language }),
        }
      : { href: editorEntryUrl({ kind: 'page', namespace }, language), label: t('staff.editPage', { lng: language }) }
  const toggleKeys = () => {
    const next = !showKeys
    setShowKeys(next)
    void i18n.changeLanguage(next ? 'cimode' : language)
  }
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <span className="font-semibold text-accent-300">{t('staff.title', { lng: language })}</span>
      <span>
        {t('staff.build', { lng: language })} {buildInfo.version} · {buildInfo.commit} ·{' '}
        {buildInfo.sourceDate === 'unknown' ? (
          'unknown'
        ) : (
          <time dateTime={buildInfo.sourceDate}>{buildInfo.sourceDate.replace('T', ' ').slice(0, 16)} UTC</time>
        )}
      </span>
      <button
        type="button"
        aria-pressed={showKeys}
        onClick={toggleKeys}
        className="flex items-center gap-1 rounded-md border border-white/20 px-2 py-1 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <Languages aria-hidden="true" className="size-4" />
        {t('staff.showKeys', { lng: language })}
      </button>
      <a
        href={editLink.href}
        className="flex items-center gap-1 rounded-md underline hover:text-white focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <PenLine aria-hidden="true" className="size-4" />
        {editLink.label}
      </a>
      <a
        href={`${site.sourceRepository}/blob/main/locales/${language}/${namespace}.json`}
        className="flex items-center gap-1 rounded-md underline hover:text-white focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <Code2 aria-hidden="true" className="size-4" />
        {t('staff.source', { lng: language, file: `locales/${language}/${namespace}.json` })}
      </a>
    </div>
  )
}

import { useEffect } from 'react'
import { Link } from 'react-router-dom'
import { availability, noticeCopy } from 'virtual:language-notice'
import { defaultLanguage, languages } from '../../../routes.config'
import { dismissLanguageNotice, noticeAttribute, offerAttribute } from '../../boot/languageNotice'
import { storeLanguage } from '../../boot/languageStorage'
import { existsInLanguage } from '../../boot/pathAvailability'
import { useLanguage } from '../../i18n/LanguageContext'
import { useCurrentPage } from '../../routing/currentPage'
import { localizedPath } from '../../routing/localizedPath'

const focusRing = 'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-300'

function closeNotice() {
  const hadFocus = Boolean(document.activeElement?.closest(`[${noticeAttribute}]`))
  dismissLanguageNotice()
  if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true })
}

/**
 * The "this page is also in German" notice, prerendered on each English page once per language
 * the page exists in, all hidden; the inline boot script or the language module picks the one
 * that shows (src/boot/languageNotice.ts explains where and why). Written in the language it
 * offers; a labelled landmark; kept out of search snippets. Escape closes it from anywhere,
 * unless a menu or dialog is open (that Escape is theirs).
 */
export function LanguageNotice() {
  const language = useLanguage()
  const { page, params } = useCurrentPage()
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !document.documentElement.hasAttribute(offerAttribute))
        return
      const inNotice = document.activeElement?.closest(`[${noticeAttribute}]`)
      if (!inNotice && document.querySelector('details[open], dialog[open]')) return
      closeNotice()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  if (language !== defaultLanguage || page === null) return null
  // By the page's primary path, so an alias offers (and renders) exactly what its page does.
  const primaryPath = localizedPath({ page, language, params })
  const offered = languages.filter(
    (other) => other !== defaultLanguage && existsInLanguage(availability, other, primaryPath),
  )
  return (
    <>
      {offered.map((other) => {
        const copy = noticeCopy[other]
        return (
          <aside
            key={other}
            {...{ [noticeAttribute]: other }}
            lang={other}
            aria-label={copy.label}
            data-nosnippet=""
            className="border-b border-white/15 bg-ink-900 text-sm text-ink-100"
          >
            <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
              <p className="font-medium text-white">{copy.text}</p>
              <Link
                // The page's own path only: nothing from the address the visitor arrived with is written into the page.
                to={localizedPath({ page, language: other, params })}
                hrefLang={other}
                data-language-choice=""
                onClick={() => storeLanguage(other)}
                className={`${focusRing} font-semibold text-accent-300 underline underline-offset-4 hover:text-accent-200`}
              >
                {copy.link}
              </Link>
              <button
                type="button"
                onClick={closeNotice}
                className={`${focusRing} border border-white/25 px-3 py-1 text-ink-100 hover:bg-white/10`}
              >
                {copy.close}
              </button>
            </div>
          </aside>
        )
      })}
    </>
  )
}

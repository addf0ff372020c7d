import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { searchBundlePath, type Language } from '../../routes.config'
import { useLanguage } from '../i18n/LanguageContext'

interface PagefindResult {
  url: string
  excerpt: string
  meta: { title?: string }
}

interface Pagefind {
  options(options: { baseUrl: string }): Promise<void>
  search(query: string): Promise<{ results: { data(): Promise<PagefindResult> }[] }>
}

const bundles = new Map<Language, Promise<Pagefind>>()
/** The page's language's own Pagefind bundle from dist/ (routes.config.ts, searchBundlePath), loaded once. */
function loadPagefind(language: Language): Promise<Pagefind> {
  let bundle = bundles.get(language)
  if (!bundle) {
    bundle = import(/* @vite-ignore */ `${searchBundlePath(language)}pagefind.js`).then(async (module: Pagefind) => {
      await module.options({ baseUrl: '/' })
      return module
    })
    bundles.set(language, bundle)
  }
  return bundle
}

/** Pagefind marks matches with <mark>; everything else in an excerpt is shown as text. */
function Excerpt({ html }: { html: string }) {
  const parts = html.split(/<mark>|<\/mark>/)
  return (
    <>
      {parts.map((part, index) => {
        const text = part
          .replace(/<[^>]*>/g, '')
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
        return index % 2 === 1 ? (
          <mark key={index} className="bg-accent-100 text-ink-950">
            {text}
          </mark>
        ) : (
          <span key={index}>{text}</span>
        )
      })}
    </>
  )
}

/** `initialQuery`: terms typed before the dialog opened (the 404 page's field), searched at once. */
export default function SearchDialog({ onClose, initialQuery = '' }: { onClose: () => void; initialQuery?: string }) {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const dialog = useRef<HTMLDialogElement>(null)
  const [query, setQuery] = useState(initialQuery)
  /** The last results that arrived, and the terms they were found for. */
  const [found, setFound] = useState<{ terms: string; results: PagefindResult[] } | null>(null)
  const [failed, setFailed] = useState(false)
  const headingId = useId()
  const statusId = useId()

  useEffect(() => {
    const element = dialog.current
    element?.showModal()
    return () => element?.close()
  }, [])

  const terms = query.trim()
  useEffect(() => {
    if (terms.length < 2) return
    let current = true
    const search = async () => {
      try {
        const matches = await (await loadPagefind(language)).search(terms)
        const data = await Promise.all(matches.results.slice(0, 8).map((result) => result.data()))
        if (current) {
          setFound({ terms, results: data })
          setFailed(false)
        }
      } catch {
        if (current) setFailed(true)
      }
    }
    // search() handles its own failure (the dialog says the search failed), so nothing awaits it.
    const timer = setTimeout(() => void search(), 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [terms, language])

  // The results on screen: the last ones found while the terms are long enough, until newer ones arrive.
  const results = terms.length >= 2 ? (found?.results ?? null) : null
  // Says what is happening: the index and its fragments can take seconds to load on a slow line.
  const status = failed
    ? t('search.failed')
    : terms.length < 2
      ? t('search.hint')
      : found?.terms !== terms
        ? t('search.searching')
        : t('search.resultCount', { count: found.results.length })

  // A transparent outline, which forced colours paint: there the shadow and the dimmed backdrop are gone, and the dialog would have no edge over the page.
  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      className="m-auto mt-[10vh] w-[min(40rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-ink-900 shadow-2xl outline-1 outline-transparent backdrop:bg-ink-950/60"
    >
      <div className="flex items-center gap-3 border-b border-ink-200 px-4 py-3">
        <h2 id={headingId} className="sr-only">
          {t('search.title')}
        </h2>
        <Search aria-hidden="true" className="size-5 text-ink-500" />
        <input
          type="search"
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label={t('search.label')}
          aria-describedby={statusId}
          placeholder={t('search.placeholder')}
          // A visible ring (WCAG 2.4.7); no native clear button, which looked like a second "close" (×).
          className="min-w-0 flex-1 rounded-md bg-transparent px-2 py-2 text-lg placeholder:text-ink-500 focus-visible:outline-2 focus-visible:outline-accent-600 [&::-webkit-search-cancel-button]:appearance-none"
        />
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="rounded-md p-2 text-ink-600 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('search.close')}</span>
        </button>
      </div>
      <p id={statusId} role="status" className="px-4 pt-3 text-sm text-ink-600">
        {status}
      </p>
      {results && results.length > 0 && (
        <ul role="list" className="max-h-[60vh] overflow-y-auto p-2">
          {results.map((result) => (
            <li key={result.url}>
              <Link
                to={result.url.replace(/\.html$/, '').replace(/\/index$/, '/')}
                onClick={() => dialog.current?.close()}
                className="block rounded-lg px-3 py-3 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                <span className="block font-semibold text-ink-950">{result.meta.title}</span>
                <span className="mt-1 block text-sm text-ink-700">
                  <Excerpt html={result.excerpt} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </dialog>
  )
}

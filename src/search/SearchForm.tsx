import { Search } from 'lucide-react'
import { lazy, Suspense, useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../components/ui/buttonClasses'

// The same dialog the header opens, loaded on first use.
const SearchDialog = lazy(() => import('./SearchDialog'))

/**
 * A search field on a page (the 404 page): pressing Search opens the site search with the terms
 * typed, so the results, their keyboard handling and their announcements are the header's.
 */
export function SearchForm({ className }: { className?: string }) {
  const { t } = useTranslation('common')
  const inputId = useId()
  const [terms, setTerms] = useState('')
  const [open, setOpen] = useState(false)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOpen(true)
  }
  return (
    <>
      <form role="search" aria-label={t('search.title')} onSubmit={submit} className={className}>
        <label htmlFor={inputId} className="sr-only">
          {t('search.label')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            type="search"
            name="q"
            value={terms}
            onChange={(event) => setTerms(event.target.value)}
            placeholder={t('search.placeholder')}
            className="min-w-0 flex-[1_1_12rem] rounded-md border border-ink-400 bg-white px-3 py-2 text-base text-ink-950 placeholder:text-ink-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
          />
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            <Search aria-hidden="true" className="size-4" />
            {t('search.open')}
          </button>
        </div>
      </form>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog initialQuery={terms} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

import { Search } from 'lucide-react'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

// The dialog and Pagefind load on first use, never with the page.
const SearchDialog = lazy(() => import('./SearchDialog'))

/** Opens site search from the header, or with Ctrl+K / ⌘K anywhere. */
export function SearchButton() {
  const { t } = useTranslation('common')
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // `?.`: Chrome's autofill sends keydown events that carry no key.
      if ((event.ctrlKey || event.metaKey) && event.key?.toLowerCase() === 'k') {
        event.preventDefault()
        setOpen(true)
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        className="flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-ink-100 sm:px-3 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('search.open')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

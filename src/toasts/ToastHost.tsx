import { X } from 'lucide-react'
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../components/ui/cn'
import { isSonnerWanted, onSonnerWanted } from './sonnerReadiness'
import { toastStore } from './toastStore'

const SonnerToaster = lazy(() => import('./SonnerToaster'))

function SimpleToaster() {
  const { t } = useTranslation('common')
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, () => [])
  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4">
      {toasts.filter((toast) => toast.open).map((toast) => (
        <div key={toast.id} role={toast.variant === 'destructive' ? 'alert' : 'status'} className={cn('pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border p-4 shadow-lg', toast.variant === 'destructive' ? 'border-danger-700 bg-danger-700 text-white' : 'border-ink-200 bg-white text-ink-900')}>
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
            {toast.action && <a href={toast.action.href} className="mt-2 inline-block text-sm font-semibold underline">{toast.action.label}</a>}
          </div>
          <button type="button" onClick={() => toastStore.dispatch({ type: 'dismiss', id: toast.id })} className="rounded-md p-1 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('toasts.close')}</span>
          </button>
        </div>
      ))}
    </div>
  )
}

/** Both toast systems (the simple one and sonner); sonner only after something asks for it. */
export function ToastHost() {
  const [sonner, setSonner] = useState(isSonnerWanted)
  useEffect(() => onSonnerWanted(() => setSonner(true)), [])
  return (
    <>
      <SimpleToaster />
      {sonner && (
        <Suspense fallback={null}>
          <SonnerToaster />
        </Suspense>
      )}
    </>
  )
}

import { X } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '../components/ui/cn'
import { useClearOfFocus } from './clearOfFocus'
import { isSonnerWanted, onSonnerWanted } from './sonnerReadiness'
import { toastStore, type Toast } from './toastStore'

const SonnerToaster = lazy(() => import('./SonnerToaster'))

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation('common')
  const leaveFocus = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) toastStore.resume(toast.id)
  }
  return (
    <div
      data-toast={toast.variant}
      onPointerEnter={() => toastStore.pause(toast.id)}
      onPointerLeave={() => toastStore.resume(toast.id)}
      onFocus={() => toastStore.pause(toast.id)}
      onBlur={leaveFocus}
      className={cn(
        'pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-lg border p-4 shadow-lg',
        toast.variant === 'destructive'
          ? 'border-danger-700 bg-danger-700 text-white'
          : 'border-ink-200 bg-white text-ink-900',
      )}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
        {toast.action && (
          <a href={toast.action.href} className="mt-2 inline-block text-sm font-semibold underline">
            {toast.action.label}
          </a>
        )}
      </div>
      <button
        type="button"
        onClick={() => toastStore.dispatch({ type: 'dismiss', id: toast.id })}
        className="rounded-md p-1 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('toasts.close')}</span>
      </button>
    </div>
  )
}

/**
 * Quiet toasts, only shown, in a named region of their own: under the header (5.5rem down, where
 * they were below the other toasts' empty live region), or at the foot of the screen, or not at
 * all, whichever leaves the focused element clear (ACC-08: at 400 % zoom the failure toast covered
 * the field the form had just put focus on).
 */
function QuietToasts({ toasts }: { toasts: readonly Toast[] }) {
  const { t } = useTranslation('common')
  const region = useRef<HTMLDivElement>(null)
  useClearOfFocus(region, toasts)
  return (
    <div
      ref={region}
      role="region"
      aria-label={t('toasts.label')}
      className="pointer-events-none fixed inset-x-0 top-22 z-[60] flex flex-col items-center gap-2 px-4 data-[placement=bottom]:top-auto data-[placement=bottom]:bottom-4 data-[placement=hidden]:invisible"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </div>
  )
}

/**
 * Each toast is announced once: failures as alerts (an element with role="alert" is read out as it
 * is inserted), the rest in a polite live region that is in the page before anything is put in it.
 * No live region sits inside another (the audit heard failures twice). A quiet toast repeats what
 * the page already put focus on, and is only shown (QuietToasts).
 */
function SimpleToaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, () => [])
  const open = toasts.filter((toast) => toast.open)
  const cards = (filter: (toast: Toast) => boolean) =>
    open.filter(filter).map((toast) => <ToastCard key={toast.id} toast={toast} />)
  const alerts = open.filter((toast) => !toast.quiet && toast.variant === 'destructive')
  const quiet = open.filter((toast) => toast.quiet)
  return (
    <>
      <div className="pointer-events-none fixed inset-x-0 top-20 z-[60] flex flex-col items-center gap-2 px-4">
        {alerts.length > 0 && (
          <div role="alert" className="flex w-full flex-col items-center gap-2">
            {cards((toast) => alerts.includes(toast))}
          </div>
        )}
        <div aria-live="polite" className="flex w-full flex-col items-center gap-2">
          {cards((toast) => !toast.quiet && toast.variant !== 'destructive')}
        </div>
      </div>
      {quiet.length > 0 && <QuietToasts toasts={quiet} />}
    </>
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

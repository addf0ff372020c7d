/**
 * The simple toast system: one toast at a time, closed after 5000 ms, removed
 * 1,000,000 ms after dismissal; variants default and destructive. Add, update, dismiss, remove.
 */
export const toastSettings = { limit: 1, autoCloseMs: 5000, removeDelayMs: 1_000_000 } as const

export interface Toast {
  id: string
  title: string
  description?: string
  variant: 'default' | 'destructive'
  open: boolean
  /** An optional link action, e.g. the mailto fallback of a failed form. */
  action?: { label: string; href: string }
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; toast: Partial<Toast> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string }

export function toastReducer(toasts: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...toasts].slice(0, toastSettings.limit)
    case 'update':
      return toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t))
    case 'dismiss':
      return toasts.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t))
    case 'remove':
      return action.id === undefined ? [] : toasts.filter((t) => t.id !== action.id)
  }
}

type Listener = (toasts: readonly Toast[]) => void

export function createToastStore(timers: { set: (fn: () => void, ms: number) => unknown } = { set: (fn, ms) => setTimeout(fn, ms) }) {
  let toasts: Toast[] = []
  const listeners = new Set<Listener>()
  let counter = 0
  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action)
    if (action.type === 'dismiss') {
      for (const t of toasts) if (!t.open) timers.set(() => dispatch({ type: 'remove', id: t.id }), toastSettings.removeDelayMs)
    }
    listeners.forEach((listener) => listener(toasts))
  }
  return {
    toast(input: Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: Toast['variant'] }) {
      const id = String(++counter)
      dispatch({ type: 'add', toast: { variant: 'default', ...input, id, open: true } })
      timers.set(() => dispatch({ type: 'dismiss', id }), toastSettings.autoCloseMs)
      return { id, update: (patch: Partial<Toast>) => dispatch({ type: 'update', toast: { ...patch, id } }), dismiss: () => dispatch({ type: 'dismiss', id }) }
    },
    dispatch,
    getToasts: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export const toastStore = createToastStore()

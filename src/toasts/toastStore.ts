/**
 * The simple toast system: one toast at a time, closed after 5000 ms, removed
 * 1,000,000 ms after dismissal; variants default and destructive. Add, update, dismiss, remove.
 * The 5000 ms do not run while the pointer or keyboard focus is on the toast (WCAG 2.2.1): a
 * visitor reading it or reaching for its action does not lose it.
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
  /**
   * Shown but not announced: the page has already moved focus to the same message (a form's
   * outcome), and a screen reader would otherwise read it twice.
   */
  quiet?: boolean
}

export type ToastAction =
  | { type: 'add'; toast: Toast }
  | { type: 'update'; toast: Partial<Toast> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string }

function toastReducer(toasts: readonly Toast[], action: ToastAction): Toast[] {
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

export interface ToastTimers {
  set: (fn: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
  now: () => number
}

const realTimers: ToastTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
}

export function createToastStore(timers: ToastTimers = realTimers) {
  let toasts: Toast[] = []
  const listeners = new Set<Listener>()
  let counter = 0
  /** Each open toast's auto-close: running (a timer and when it fires) or paused (the time it has left). */
  const closing = new Map<string, { handle: unknown; due: number } | { remaining: number }>()
  const scheduleClose = (id: string, ms: number) => {
    const handle = timers.set(() => {
      closing.delete(id)
      dispatch({ type: 'dismiss', id })
    }, ms)
    closing.set(id, { handle, due: timers.now() + ms })
  }
  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action)
    if (action.type === 'dismiss') {
      for (const t of toasts)
        if (!t.open) timers.set(() => dispatch({ type: 'remove', id: t.id }), toastSettings.removeDelayMs)
    }
    listeners.forEach((listener) => listener(toasts))
  }
  return {
    toast(input: Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: Toast['variant'] }) {
      const id = String(++counter)
      dispatch({ type: 'add', toast: { variant: 'default', ...input, id, open: true } })
      scheduleClose(id, toastSettings.autoCloseMs)
      return {
        id,
        update: (patch: Partial<Toast>) => dispatch({ type: 'update', toast: { ...patch, id } }),
        dismiss: () => dispatch({ type: 'dismiss', id }),
      }
    },
    /** Holds a toast's auto-close while the visitor is on it. */
    pause(id: string) {
      const running = closing.get(id)
      if (!running || !('handle' in running)) return
      timers.clear(running.handle)
      closing.set(id, { remaining: Math.max(0, running.due - timers.now()) })
    },
    /** Lets the held time run on when the visitor leaves the toast. */
    resume(id: string) {
      const paused = closing.get(id)
      if (paused && 'remaining' in paused) scheduleClose(id, paused.remaining)
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

/**
 * Whether sonner's toaster is wanted and mounted. Kept apart from ToastHost so the lazily loaded
 * toaster can report itself mounted without importing the host that loads it.
 */
let wantSonner = false
const sonnerListeners = new Set<() => void>()
let sonnerMounted: (() => void) | null = null
const sonnerReady = new Promise<void>((resolve) => (sonnerMounted = resolve))

/** Mounts sonner's toaster on first use (it is not in any page's first load) and waits for it. */
export function requestSonner(): Promise<void> {
  if (!wantSonner) {
    wantSonner = true
    sonnerListeners.forEach((listener) => listener())
  }
  return sonnerReady
}

export function markSonnerMounted(): void {
  sonnerMounted?.()
}

export function isSonnerWanted(): boolean {
  return wantSonner
}

/** Calls the listener when something first asks for sonner; returns the unsubscribe. */
export function onSonnerWanted(listener: () => void): () => void {
  sonnerListeners.add(listener)
  return () => void sonnerListeners.delete(listener)
}

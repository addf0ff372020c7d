import { requestSonner } from './sonnerReadiness'
import { toastStore, type Toast } from './toastStore'

/** Success goes through sonner (loaded now, not before). */
export async function notifySuccess(title: string, description?: string): Promise<void> {
  await requestSonner()
  const { toast } = await import('sonner')
  toast.success(title, { description })
}

/** Failures use the simple system's destructive variant, with an optional link action. */
export function notifyFailure(title: string, description?: string, action?: Toast['action']): void {
  toastStore.toast({ title, description, variant: 'destructive', action })
}

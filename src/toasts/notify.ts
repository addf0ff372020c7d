import { requestSonner } from './sonnerReadiness'
import { toastStore, type Toast } from './toastStore'

/** Success goes through sonner (loaded now, not before). */
export async function notifySuccess(title: string, description?: string): Promise<void> {
  await requestSonner()
  const { toast } = await import('sonner')
  toast.success(title, { description })
}

/**
 * Failures use the simple system's destructive variant, with an optional link action. `quiet`
 * when the page has moved focus to the same message itself (see Toast.quiet).
 */
export function notifyFailure(
  title: string,
  description?: string,
  action?: Toast['action'],
  options: { quiet?: boolean } = {},
): void {
  toastStore.toast({ title, description, variant: 'destructive', action, quiet: options.quiet })
}

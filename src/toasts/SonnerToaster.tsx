import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Toaster } from 'sonner'
// As a stylesheet file, loaded with this chunk: sonner's own <style> injection is removed at build (CSP).
import 'sonner/dist/styles.css'
import './sonnerColors.css'
import { markSonnerMounted } from './sonnerReadiness'

/** Sonner toasts: 4000 ms, 3 visible, gap 14 px, width 356 px (sonner's own), bottom-right. */
const sonnerSettings = { duration: 4000, visibleToasts: 3, gap: 14, position: 'bottom-right' } as const
/** Alt+T moves focus to the toasts: sonner's default, set here because the region's name in the locale files says it. */
const hotkey = ['altKey', 'KeyT']

/**
 * Every name sonner gives is the page's language (WCAG 3.1.2): the region's whole name (sonner
 * would append its English "alt+T" to a label of ours) and each close button's, the same as the
 * simple toasts' close button, since it does the same.
 */
export default function SonnerToaster() {
  const { t } = useTranslation('common')
  useEffect(() => markSonnerMounted(), [])
  return (
    <Toaster
      {...sonnerSettings}
      hotkey={hotkey}
      customAriaLabel={t('toasts.labelWithShortcut')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
      richColors
      closeButton
    />
  )
}

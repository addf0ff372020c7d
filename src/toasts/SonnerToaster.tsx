import { useEffect } from 'react'
import { Toaster } from 'sonner'
// As a stylesheet file, loaded with this chunk: sonner's own <style> injection is removed at build (CSP).
import 'sonner/dist/styles.css'
import './sonnerColors.css'
import { markSonnerMounted } from './sonnerReadiness'

/** Sonner toasts: 4000 ms, 3 visible, gap 14 px, width 356 px (sonner's own), bottom-right. */
const sonnerSettings = { duration: 4000, visibleToasts: 3, gap: 14, position: 'bottom-right' } as const

export default function SonnerToaster() {
  useEffect(() => markSonnerMounted(), [])
  return <Toaster {...sonnerSettings} richColors closeButton />
}

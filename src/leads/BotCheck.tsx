import { useEffect, useRef } from 'react'
import { turnstileAction, turnstileScriptUrl, turnstileSiteKeyFrom } from './turnstileConfig'

/** Null unless VITE_TURNSTILE_SITE_KEY was set at build time: then every lead form shows the bot check. */
export const turnstileSiteKey = turnstileSiteKeyFrom({
  VITE_TURNSTILE_SITE_KEY: import.meta.env.VITE_TURNSTILE_SITE_KEY,
})

interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string
  remove(widgetId: string): void
}

let loading: Promise<TurnstileApi> | null = null

/** Cloudflare's script, loaded once, only on a page with a lead form and only in a build with the bot check. */
function loadTurnstile(): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = turnstileScriptUrl
    script.async = true
    script.onload = () => {
      const api = (window as { turnstile?: TurnstileApi }).turnstile
      if (api) resolve(api)
      else reject(new Error('Cloudflare Turnstile loaded but did not start'))
    }
    script.onerror = () => reject(new Error('Cloudflare Turnstile could not be loaded'))
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/**
 * The Turnstile widget. Reports each token it issues, and null when a token expires or the check
 * fails. A token is good for one submission: a new `round` asks for a fresh one. The lead forms
 * sign their tokens for the submit-lead action; the sign-in page for staff-sign-in.
 */
export function BotCheck({
  siteKey,
  language,
  round,
  onToken,
  action = turnstileAction,
}: {
  siteKey: string
  language: string
  round: number
  onToken: (token: string | null) => void
  action?: string
}) {
  const container = useRef<HTMLDivElement>(null)
  const report = useRef(onToken)
  report.current = onToken
  useEffect(() => {
    let widget: string | undefined
    let cancelled = false
    report.current(null)
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return
        widget = turnstile.render(container.current, {
          sitekey: siteKey,
          action,
          language,
          callback: (token: string) => report.current(token),
          'expired-callback': () => report.current(null),
          'error-callback': () => report.current(null),
        })
      })
      .catch(() => report.current(null))
    return () => {
      cancelled = true
      if (widget) (window as { turnstile?: TurnstileApi }).turnstile?.remove(widget)
    }
  }, [siteKey, language, round, action])
  // Turnstile's widget is 65 px high; the space is kept so nothing below it moves when it appears.
  return <div ref={container} data-bot-check="turnstile" className="min-h-[65px] sm:col-span-2" />
}

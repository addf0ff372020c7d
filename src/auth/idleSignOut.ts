/**
 * Staff are signed out after 30 minutes without a key press, click, touch or scroll in any of the
 * site's tabs (OWASP ASVS 4.0.3 V3.3.2, level 2: 12 hours, or 30 minutes of inactivity). Supabase
 * Auth's own inactivity timeout (supabase/config.toml, also 30 minutes) counts token refreshes,
 * which an open tab makes by itself, so it only ends sessions whose browser is closed or asleep;
 * this ends the ones left open. The tabs tell each other of activity over a BroadcastChannel (no
 * storage), because they share one session: a tab left alone must not sign out the one in use.
 */
export const idleLimitMinutes = 30
/** What counts as use. Mouse movement does not: a cursor resting on a page moves it. */
const activityEvents = ['keydown', 'pointerdown', 'wheel', 'touchstart', 'scroll'] as const
/** Other tabs hear of activity at most this often. */
const shareEveryMs = 60_000

interface ActivityChannel {
  postMessage(message: unknown): void
  onmessage: ((event: MessageEvent) => void) | null
  close(): void
}

export interface IdleWatch {
  /** Where activity happens (the window). */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
  /** The other tabs (a BroadcastChannel), if the browser has one. */
  channel?: ActivityChannel | null
  now?: () => number
  limitMs?: number
  /** Called each time the limit passes without activity here or in another tab. */
  onIdle: () => void
}

/** Watches for use until stopped; returns the function that stops it. */
export function watchIdleness({
  target,
  channel = null,
  now = Date.now,
  limitMs = idleLimitMinutes * 60_000,
  onIdle,
}: IdleWatch): () => void {
  let lastActive = now()
  let lastShared = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(check, Math.max(0, lastActive + limitMs - now()))
  }
  const check = () => {
    if (now() - lastActive >= limitMs) {
      onIdle()
      lastActive = now()
    }
    arm()
  }
  const active = () => {
    lastActive = Math.max(lastActive, now())
    if (channel && now() - lastShared >= shareEveryMs) {
      lastShared = now()
      channel.postMessage(lastActive)
    }
  }
  if (channel)
    channel.onmessage = (event) => {
      if (typeof event.data === 'number' && event.data <= now()) lastActive = Math.max(lastActive, event.data)
    }
  for (const name of activityEvents) target.addEventListener(name, active, { capture: true, passive: true })
  arm()
  return () => {
    clearTimeout(timer)
    for (const name of activityEvents) target.removeEventListener(name, active, { capture: true })
    channel?.close()
  }
}

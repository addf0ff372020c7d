/**
 * The optional bot check, Cloudflare Turnstile: on when VITE_TURNSTILE_SITE_KEY is set at build
 * time, off (the form works without it) when it is not. Pure, so the build and the header
 * writer (scripts/hosting/headers.ts) read the same decision as the browser.
 */
import { buildError, InvalidTurnstileSiteKey } from '../errors/buildErrors'

export const turnstileOrigin = 'https://challenges.cloudflare.com'
export const turnstileScriptUrl = `${turnstileOrigin}/turnstile/v0/api.js?render=explicit`
/** The action the widget signs into its token; the Edge Function accepts only tokens for it. */
export const turnstileAction = 'submit-lead'
/** The action of the sign-in page's widget, whose tokens Supabase Auth's CAPTCHA checks. */
export const staffSignInAction = 'staff-sign-in'

/** Site keys are public: 0x… or Cloudflare's 1x…/2x…/3x… test keys. */
const siteKeyForm = /^[0-9]x[0-9A-Za-z_-]{10,100}$/

/** The site key, or null for none; anything else reads as none, for the build has stopped on it (checkTurnstileSiteKey, in vite.config.ts). */
export function turnstileSiteKeyFrom(env: Record<string, string | undefined>): string | null {
  const key = env.VITE_TURNSTILE_SITE_KEY?.trim()
  return key && siteKeyForm.test(key) ? key : null
}

/** Stops the build on a key that is not a site key (a secret key, say). */
export function checkTurnstileSiteKey(env: Record<string, string | undefined>): string | null {
  if (env.VITE_TURNSTILE_SITE_KEY?.trim() && !turnstileSiteKeyFrom(env)) throw buildError(InvalidTurnstileSiteKey)
  return turnstileSiteKeyFrom(env)
}

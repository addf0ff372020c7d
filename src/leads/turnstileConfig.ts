/**
 * The optional bot check, Cloudflare Turnstile: on when VITE_TURNSTILE_SITE_KEY is set at build
 * time, off (the form works without it) when it is not. Pure, so the build and the header
 * writer (scripts/hosting/headers.ts) read the same decision as the browser.
 */
export const turnstileOrigin = 'https://challenges.cloudflare.com'
export const turnstileScriptUrl = `${turnstileOrigin}/turnstile/v0/api.js?render=explicit`
/** The action the widget signs into its token; the Edge Function accepts only tokens for it. */
export const turnstileAction = 'submit-lead'
/** The action of the sign-in page's widget, whose tokens Supabase Auth's CAPTCHA checks. */
export const staffSignInAction = 'staff-sign-in'

/** Site keys are public (0x… or Cloudflare's 1x…/2x…/3x… test keys); anything else stops the build. */
export function turnstileSiteKeyFrom(env: Record<string, string | undefined>): string | null {
  const key = env.VITE_TURNSTILE_SITE_KEY?.trim()
  if (!key) return null
  if (!/^[0-9]x[0-9A-Za-z_-]{10,100}$/.test(key)) throw new Error(`VITE_TURNSTILE_SITE_KEY is not a Turnstile site key (expected 0x… from the Cloudflare dashboard). Set the site key, never the secret key, or unset it to build without the bot check.`)
  return key
}

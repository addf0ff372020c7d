import type { Factor } from '@supabase/supabase-js'

type Translate = (key: string, values?: Record<string, string>) => string

/** The last four digits of a phone factor's number (GoTrue sends `phone`; supabase-js's type omits it), the only part shown. */
export const phoneDigits = (factor: Factor): string =>
  ((factor as Factor & { phone?: string }).phone ?? '').replace(/\D/g, '').slice(-4)

/** How a factor is named to its owner: the authenticator's or passkey's name, or the phone by its last digits. */
export function factorLabel(factor: Factor, t: Translate): string {
  if (factor.factor_type === 'phone') return t('sign-in:phoneFactor', { digits: phoneDigits(factor) })
  return factor.friendly_name || t(factor.factor_type === 'webauthn' ? 'sign-in:passkey' : 'sign-in:authenticatorApp')
}

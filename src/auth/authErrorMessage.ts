/**
 * Auth errors in words: maps what supabase-js and the callback URL report to a key in the
 * sign-in namespace (errors.*). The auth server's error code decides where there is one; the
 * message is the fallback for client-side errors. Unknown errors get a generic message, never a crash.
 */

/** Supabase Auth error codes (supabase/auth apierrors/errorcode.go) that need their own words. */
const byCode: Record<string, string> = {
  insufficient_aal: 'insufficientAal',
  invalid_credentials: 'invalidCredentials',
  email_not_confirmed: 'emailNotConfirmed',
  session_not_found: 'sessionMissing',
  mfa_verification_failed: 'invalidCode',
  mfa_challenge_expired: 'codeExpired',
  mfa_phone_verify_not_enabled: 'phoneUnavailable',
  sms_send_failed: 'phoneUnavailable',
  mfa_factor_not_found: 'factorGone',
  over_sms_send_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'rateLimited',
  over_request_rate_limit: 'rateLimited',
  captcha_failed: 'captchaFailed',
  weak_password: 'weakPassword',
  same_password: 'samePassword',
  current_password_required: 'currentPasswordRequired',
  current_password_mismatch: 'currentPasswordWrong',
  otp_expired: 'linkExpired',
  identity_already_exists: 'identityTaken',
  single_identity_not_deletable: 'lastIdentity',
  manual_linking_disabled: 'linkingDisabled',
  signup_disabled: 'noStaffAccount',
  access_denied: 'cancelled',
  flow_state_expired: 'flowExpired',
  flow_state_not_found: 'flowExpired',
  bad_code_verifier: 'invalidPkce',
}

const byMessage: [RegExp, string][] = [
  [/supabaseUrl is required/i, 'notConfigured'],
  [/supabaseKey is required/i, 'notConfigured'],
  [/not configured/i, 'notConfigured'],
  [/invalid login credentials/i, 'invalidCredentials'],
  [/email not confirmed/i, 'emailNotConfirmed'],
  [/auth session missing|session.?missing/i, 'sessionMissing'],
  [/no code detected/i, 'noCode'],
  [/no session defined in url/i, 'noSessionInUrl'],
  [/invalid pkce|code verifier/i, 'invalidPkce'],
  [/implicit grant/i, 'invalidImplicit'],
  [/jwt has expired|missing exp claim/i, 'expired'],
  [/invalid alg claim|invalid jwt signature/i, 'invalidToken'],
  [/invalid totp|invalid mfa|code.*(invalid|expired)/i, 'invalidCode'],
  [/rate limit|too many/i, 'rateLimited'],
  [/webauthn|passkey|NotAllowedError|ceremony/i, 'passkeyFailed'],
  [/fetch|network/i, 'network'],
]

/** The auth server's error code of a supabase-js error (AuthApiError.code), if it has one. */
function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

export function authErrorKey(error: unknown): string {
  const code = authErrorCode(error)
  if (code && byCode[code]) return byCode[code]
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return byMessage.find(([pattern]) => pattern.test(message))?.[1] ?? 'generic'
}

export interface CallbackError {
  /** Key in the sign-in namespace's errors. */
  key: string
}

const callbackFields = ['error', 'error_code', 'error_description'] as const

/**
 * Error parameters a sign-in, link or recovery callback URL carries (query or fragment), in words.
 * Only a code we have words for changes the message; nothing from the URL is shown, not even a
 * well-formed identifier, since anyone can send a link whose code reads as an instruction
 * (security 2026-11-27, I4).
 */
export function callbackError(url: URL): CallbackError | null {
  const params = new URLSearchParams(url.search)
  new URLSearchParams(url.hash.replace(/^#/, '')).forEach((value, key) => params.set(key, value))
  if (!callbackFields.some((field) => params.has(field))) return null
  const reported = params.get('error_code') || params.get('error') || ''
  return { key: Object.hasOwn(byCode, reported) ? byCode[reported]! : 'callback' }
}

/** The same URL without the callback's error parameters, so a reload does not show them again. */
export function withoutCallbackError(url: URL): string {
  const clean = new URL(url)
  for (const field of callbackFields) clean.searchParams.delete(field)
  const hash = new URLSearchParams(clean.hash.replace(/^#/, ''))
  if (callbackFields.some((field) => hash.has(field))) clean.hash = ''
  return clean.toString()
}

/**
 * Auth errors in words: maps what supabase-js and the callback URL report to a key in the
 * sign-in namespace (errors.*). Unknown errors fall back to a generic message, never a crash.
 */
const known: [RegExp, string][] = [
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
  [/fetch|network/i, 'network'],
]

export function authErrorKey(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return known.find(([pattern]) => pattern.test(message))?.[1] ?? 'generic'
}

/** Error parameters a sign-in callback URL can carry (query or fragment). */
export function callbackError(url: URL): string | null {
  const params = new URLSearchParams(url.search)
  new URLSearchParams(url.hash.replace(/^#/, '')).forEach((value, key) => params.set(key, value))
  if (!params.has('error') && !params.has('error_description') && !params.has('error_code')) return null
  return params.get('error_code') ?? params.get('error') ?? 'callback'
}

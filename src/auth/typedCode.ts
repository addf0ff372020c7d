/** A one-time code's problem, as a key of the sign-in page's errors. */
export type CodeProblem = 'codeMissing' | 'codeFormat'

/**
 * A six-digit code as typed, checked by the page rather than the browser (ACC-06): spaces are
 * dropped, since authenticator apps show "123 456"; anything but six digits is named, in the
 * page's words, before the auth server is asked.
 */
export function typedCode(typed: string): { code: string; problem?: CodeProblem } {
  const code = typed.replace(/\s/g, '')
  if (!code) return { code, problem: 'codeMissing' }
  return /^\d{6}$/.test(code) ? { code } : { code, problem: 'codeFormat' }
}

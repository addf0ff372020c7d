/**
 * Where Supabase Auth sends staff back to, and what the project's Auth settings
 * (supabase/config.toml) must therefore allow, exactly: email links (magic link, password
 * recovery), single sign-on and identity linking all land on /account, which shows the code
 * step when it is due; password recovery lands on its change-password form. tests/unit/hosting/deployConfig.test.ts
 * holds the allow-list in config.toml to this list.
 */
import { languages, type Language } from '../config/languages'
import { localizedPath } from '../routing/localizedPath'

/** The fragments an Auth redirect may carry: none, or the change-password form after a recovery link. */
export const authRedirectHashes = ['', '#change-password'] as const

export function authRedirectUrl(
  origin: string,
  language: Language,
  hash: (typeof authRedirectHashes)[number] = '',
): string {
  return `${origin}${localizedPath({ page: 'account', language })}${hash}`
}

/** Every URL the site asks Supabase Auth to redirect to, on `origin`: the exact allow-list. */
export function authRedirectUrls(origin: string): string[] {
  return [
    ...new Set(
      languages.flatMap((language) => authRedirectHashes.map((hash) => authRedirectUrl(origin, language, hash))),
    ),
  ]
}

/** Shortest password the account page accepts; config.toml's minimum_password_length says the same. */
export const minimumPasswordLength = 12

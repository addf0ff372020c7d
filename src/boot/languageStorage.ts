import { sanitizeLanguage, type SupportedLanguage } from './languageValue'

/** Spec section 9: cookie i18next, storage key i18nextLng, query parameter lng. */
export const languageKeys = { cookie: 'i18next', storage: 'i18nextLng', query: 'lng' } as const

const ONE_YEAR_SECONDS = 31536000

/** Stores a visitor's language in both places the detector reads. Blocked storage is not an error. */
export function storeLanguage(language: SupportedLanguage, doc: Document = document): void {
  try {
    doc.defaultView?.localStorage.setItem(languageKeys.storage, language)
  } catch {
    // Private mode or a storage policy: the cookie below still carries the choice.
  }
  try {
    const secure = doc.location.protocol === 'https:' ? '; Secure' : ''
    doc.cookie = `${languageKeys.cookie}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
  } catch {
    // Cookies disabled: the choice lasts for this page view only.
  }
}

export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return null
}

/** The stored choice in the spec's order: query parameter, cookie, local storage. Bad values are skipped. */
export function storedLanguage(search: string, cookieHeader: () => string, storageValue: () => string | null): SupportedLanguage | null {
  const candidates: (() => string | null)[] = [
    () => new URLSearchParams(search).get(languageKeys.query),
    () => readCookie(cookieHeader(), languageKeys.cookie),
    storageValue,
  ]
  for (const read of candidates) {
    let raw: string | null = null
    try {
      raw = read()
    } catch {
      continue
    }
    const language = sanitizeLanguage(raw)
    if (language) return language
  }
  return null
}

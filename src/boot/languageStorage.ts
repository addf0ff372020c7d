import { sanitizeLanguage, type SupportedLanguage } from './languageValue'

/** Where a visitor's chosen language lives: query parameter lng, cookie i18next, local storage key i18nextLng. */
export const languageKeys = { cookie: 'i18next', storage: 'i18nextLng', query: 'lng' } as const

const ONE_YEAR_SECONDS = 31536000

/** Stores a visitor's language in both places the detector reads. Blocked storage is not an error. */
export function storeLanguage(language: SupportedLanguage): void {
  try {
    localStorage.setItem(languageKeys.storage, language)
  } catch {
    // Private mode or a storage policy: the cookie below still carries the choice.
  }
  try {
    const secure = location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${languageKeys.cookie}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`
  } catch {
    // Cookies disabled: the choice lasts for this page view only.
  }
}

/** The language cookie's raw value from a Cookie header or document.cookie. */
function readLanguageCookie(cookieHeader: string): string | null {
  return /(?:^|;\s*)i18next=([^;]*)/.exec(cookieHeader)?.[1] ?? null
}

/** The stored choice in order: query parameter, cookie, local storage. Bad values and throwing storage are skipped. */
function storedLanguage(
  search: string,
  cookieHeader: () => string,
  storageValue: () => string | null,
): SupportedLanguage | null {
  const read = (source: () => string | null) => {
    try {
      return sanitizeLanguage(source())
    } catch {
      return null
    }
  }
  return (
    read(() => new URLSearchParams(search).get(languageKeys.query)) ??
    read(() => readLanguageCookie(cookieHeader())) ??
    read(storageValue)
  )
}

/** The visitor's stored choice as this browser holds it now. */
export function currentChoice(): SupportedLanguage | null {
  return storedLanguage(
    location.search,
    () => document.cookie,
    () => localStorage.getItem(languageKeys.storage),
  )
}

import { defaultLanguage, languages, routes, type Language, type PageId } from '../../routes.config'
import { inUrlForm } from '../hosting/urlForm'

/** Values of a manifest path's parameters: a blog post's `:slug`, a blog index page's `:page`. */
export type RouteParams = { slug?: string; page?: string }

/** '' for the default language (English at the root), '/es' and so on for the others. */
export function languagePrefix(language: Language): string {
  return language === defaultLanguage ? '' : `/${language}`
}

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** The language a pathname belongs to: its first segment when that is a prefix, English otherwise. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? ''
  return isLanguage(first) && first !== defaultLanguage ? first : defaultLanguage
}

/** Fills `:param` segments of a manifest path; a missing parameter is a programming error. */
export function fillParams(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(/:([a-z]+)/g, (_, name: keyof RouteParams) => {
    const value = params[name]
    if (!value) throw new Error(`Route "${pattern}" needs the parameter "${name}".`)
    return encodeURIComponent(value)
  })
}

/** Joins a language prefix and a manifest path into a URL path in the site's URL form (src/hosting/urlForm.ts): `/es/threats/`. */
export function joinPath(language: Language, path: string): string {
  return inUrlForm(`${languagePrefix(language)}/${path}`)
}

/**
 * The one way to make a URL for a page. A root-only page asked for in another language
 * resolves to its English path, since it exists nowhere else.
 */
export function localizedPath(options: { page: PageId; language: Language; params?: RouteParams }): string {
  const page = routes.pages[options.page]
  const language = pageExistsIn(options.page, options.language) ? options.language : defaultLanguage
  return joinPath(language, fillParams(page.path, options.params))
}

export function pageExistsIn(page: PageId, language: Language): boolean {
  return routes.pages[page].availability === 'all' || language === defaultLanguage
}

/** Languages in which the page exists; root-only pages exist only in English. */
export function languagesOfPage(page: PageId): readonly Language[] {
  return routes.pages[page].availability === 'all' ? languages : [defaultLanguage]
}

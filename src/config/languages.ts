/**
 * The site's languages, each declared once (workflows review DV-4): everything that differs by
 * language in code is derived from these entries or is copy in locales/<code>/. English lives at
 * the root, every other language under /{code}. Kept free of imports so the inline boot script
 * can bundle it at little cost. Adding a language: docs/adding-a-language.md.
 */
export interface LanguageDeclaration {
  /** The route language: the path prefix (/es/), the locale folder (locales/es/), the key of every per-language table. */
  readonly code: string
  /**
   * The BCP 47 tag of the pages' copy, written in <html lang> (translations review TR-22: the
   * Portuguese is European, pt-PT). Read back into a route language with `languageOfTag`.
   */
  readonly tag: string
  /** The locale of dates, numbers and lists (Intl), and of og:locale with an underscore (pt-PT → pt_PT). */
  readonly locale: string
  /** The language's name in its own words: the language menu, the content editor. */
  readonly name: string
  /**
   * Not yet translated: the language builds, its missing strings fall back to English with a
   * warning, its pages are noindex and out of the sitemap and hreflang, and the production build
   * refuses to publish it (docs/adding-a-language.md).
   */
  readonly staged?: true
}

/** In the order of the language menu and the hreflang alternates. */
const languageDeclarations = [
  { code: 'en', tag: 'en', locale: 'en-GB', name: 'English' },
  { code: 'es', tag: 'es', locale: 'es-ES', name: 'Español' },
  { code: 'pt', tag: 'pt-PT', locale: 'pt-PT', name: 'Português' },
  { code: 'fr', tag: 'fr', locale: 'fr-FR', name: 'Français' },
  { code: 'de', tag: 'de', locale: 'de-DE', name: 'Deutsch' },
] as const satisfies readonly LanguageDeclaration[]

export type Language = (typeof languageDeclarations)[number]['code']
/** The languages that are not staged: each per-language table in code must have an entry for them (the type checker says which). */
export type PublishedLanguage = Exclude<(typeof languageDeclarations)[number], { readonly staged: true }>['code']

/**
 * A table with one entry per language, written for that language (a word list, an editor's
 * labels): every published language must have its entry; a staged one may have none yet and is
 * given the English entry (`inLanguage`).
 */
export type LanguageTable<T> = Readonly<Record<PublishedLanguage, T>> & Readonly<Partial<Record<Language, T>>>

/** A language's entry of a per-language table, or English's while a staged language has none. */
export function inLanguage<T>(table: LanguageTable<T>, language: Language): T {
  const entries = table as Readonly<Partial<Record<string, T>>>
  return entries[language] ?? entries.en!
}
export const languages: readonly Language[] = languageDeclarations.map((declaration) => declaration.code)
export const defaultLanguage: Language = 'en'

/** The declaration of one language. */
export function languageDeclaration(language: Language): LanguageDeclaration {
  return languageDeclarations.find((declaration) => declaration.code === language)!
}

/** The BCP 47 tag of <html lang> for a route language. */
export function languageTag(language: Language): string {
  return languageDeclaration(language).tag
}

/** The route language of an <html lang> value the site wrote (its tag, or the bare code), or undefined. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  return languageDeclarations.find((declaration) => declaration.tag === tag || declaration.code === tag)?.code
}

/** Whether a language is staged: built for review, never indexed, never published by production. */
export function isStaged(language: Language): boolean {
  return (languageDeclaration(language) as LanguageDeclaration).staged === true
}

/** The languages that are published and indexed: hreflang alternates, the sitemap, first-visit suggestions. */
export const publishedLanguages: readonly Language[] = languages.filter((language) => !isStaged(language))

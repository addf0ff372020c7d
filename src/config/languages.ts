/**
 * The five languages of the site, declared once. English lives at the root, every other language
 * under /{code}. Kept free of imports so the inline boot script can bundle it at no cost.
 */
export const languages = ['en', 'es', 'pt', 'fr', 'de'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

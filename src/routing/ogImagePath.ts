import type { Language, PageId } from '../../routes.config'
import { type SocialImageFormat, wideSocialImage } from './socialImageFormats'
import { languagePrefix, localizedPath, type RouteParams } from './localizedPath'

/**
 * Where the build writes a page's social card: /og/<language>/<path>.png (the home page is
 * index.png); a post's 4:3 and square images beside it as <path>.4x3.png and <path>.1x1.png.
 */
export function ogImagePath(options: {
  page: PageId
  language: Language
  params?: RouteParams
  format?: SocialImageFormat
}): string {
  const prefix = languagePrefix(options.language)
  const localized = localizedPath(options)
  // The card's folder names the language, so the page's path goes in without its prefix (a language's is declared once, in src/config/languages.ts).
  const path = (prefix && localized.startsWith(prefix) ? localized.slice(prefix.length) : localized).replace(
    /^\/|\/$/g,
    '',
  )
  return `/og/${options.language}/${path || 'index'}${(options.format ?? wideSocialImage).fileSuffix}.png`
}

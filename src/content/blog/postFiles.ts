/**
 * Where a post's Markdown lives: src/content/blog/<slug>/index.<language>.md, its images beside it.
 * The one place that names the file — the build, the CMS (Decap's "multiple_files" i18n layout
 * writes exactly this name) and the tools all derive it from here.
 */
import type { Language } from '../../../routes.config'

export const postsFolder = 'src/content/blog'

/** The file name of a post's text in one language. */
export function postFileName(language: Language | string): string {
  return `index.${language}.md`
}

/** Repository path of a post's text, for messages and links. */
export function postFilePath(slug: string, language: Language | string): string {
  return `${postsFolder}/${slug}/${postFileName(language)}`
}

/** Slug and language of a path relative to the posts folder ("<slug>/index.<language>.md"), or null. */
export function parsePostPath(relativePath: string): { slug: string; language: string } | null {
  const match = /^([^/]+)\/index\.([^/.]+)\.md$/.exec(relativePath)
  return match ? { slug: match[1]!, language: match[2]! } : null
}

/**
 * Links from the site to its content editor (/admin, Decap CMS): the entry that holds the copy of
 * the page being read, opened in that page's language. Kept free of the CMS itself, so the staff
 * toolbar that shows them adds no editor code to any page.
 */
import { editorPath, type Language } from '../../routes.config'
import { readEnv } from '../config/site'

/** Decap's collection names, shared with src/admin/cmsConfig.ts. */
export const editorCollections = {
  posts: 'blog',
  glossary: 'glossary',
  pages: (language: Language) => `pages-${language}`,
} as const

export type EditorEntry =
  | { kind: 'page'; namespace: string }
  | { kind: 'post'; slug: string }
  | { kind: 'glossaryEntry'; slug: string }

/**
 * Where the editor is: the root of its own origin (CMS_ORIGIN, the production setup, validated by
 * the build in src/admin/cmsBackendConfig.ts), or /admin/ on this site.
 */
function editorBaseUrl(): string {
  const origin = readEnv('CMS_ORIGIN')?.trim().replace(/\/+$/, '')
  return origin ? `${origin}/` : editorPath
}

/** The entry's address below the editor's root: `?lang=…#/collections/…` (the status page links from beside the editor). */
export function editorEntryRoute(entry: EditorEntry, language: Language): string {
  const route =
    entry.kind === 'page'
      ? `/collections/${editorCollections.pages(language)}/entries/${encodeURIComponent(entry.namespace)}`
      : `/collections/${entry.kind === 'post' ? editorCollections.posts : editorCollections.glossary}/entries/${encodeURIComponent(entry.slug)}/index`
  return `?lang=${language}#${route}`
}

export function editorEntryUrl(entry: EditorEntry, language: Language): string {
  return `${editorBaseUrl()}${editorEntryRoute(entry, language)}`
}

/** Whether a request path belongs to the editor (its page and its assets), which has its own security policy. */
export function isEditorPath(pathname: string): boolean {
  return pathname === editorPath.replace(/\/$/, '') || pathname.startsWith(editorPath)
}

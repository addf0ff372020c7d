import { languages, routes, type Language, type PageId } from '../../../routes.config'
import { editorCollections } from '../../routing/editorLink'

/**
 * The page that shows a namespace's copy, from the manifest: the first page with a path of its
 * own (the blog index, not a post) that reads it. `common` (header, footer, forms, labels) belongs
 * to no page; the home page shows much of it.
 */
export function pageOfNamespace(namespace: string): PageId | null {
  if (namespace === 'common') return 'home'
  const pages = Object.entries(routes.pages) as [PageId, (typeof routes.pages)[PageId]][]
  return pages.find(([, page]) => page.namespace === namespace && !page.path.includes(':'))?.[0] ?? null
}

/** The language of a page-copy collection (pages-fr → fr); null for any other collection. */
export function languageOfCollection(collectionName: string): Language | null {
  return languages.find((language) => editorCollections.pages(language) === collectionName) ?? null
}

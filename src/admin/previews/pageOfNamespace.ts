import { languages, routes, type Language, type PageId } from '../../../routes.config'
import { editorCollections } from '../../routing/editorLink'

/**
 * The page that shows a namespace's copy, from the manifest: the first page with a path of its
 * own (the blog index, not a post) that reads it, or else the first that shares it. `common` (header, footer, forms, labels) belongs
 * to no page; the home page shows much of it.
 */
export function pageOfNamespace(namespace: string): PageId | null {
  if (namespace === 'common') return 'home'
  const pages = Object.entries(routes.pages) as [PageId, (typeof routes.pages)[PageId]][]
  const ownPath = ([, page]: (typeof pages)[number]) => !page.path.includes(':')
  const shares = ([, page]: (typeof pages)[number]) =>
    (page as { sharedNamespaces?: readonly string[] }).sharedNamespaces?.includes(namespace) ?? false
  // A namespace no page owns (the pictures' copy, `visuals`) is shown by the first page that shares it.
  return (
    pages.find((entry) => entry[1].namespace === namespace && ownPath(entry))?.[0] ??
    pages.find((entry) => shares(entry) && ownPath(entry))?.[0] ??
    null
  )
}

/** The language of a page-copy collection (pages-fr → fr); null for any other collection. */
export function languageOfCollection(collectionName: string): Language | null {
  return languages.find((language) => editorCollections.pages(language) === collectionName) ?? null
}

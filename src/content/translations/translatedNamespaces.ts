/** Which namespaces of copy each language has: the build's translation report and the content editor ask the same question. */
import { defaultLanguage, routes, type Language } from '../../../routes.config'

/** Whether a language has a file for a namespace: copy that only English-only pages read (sign-in, pricing…) is English only. */
export function namespaceExistsIn(namespace: string, language: Language): boolean {
  if (language === defaultLanguage) return true
  const readers = Object.values(routes.pages).filter(
    (page) =>
      page.namespace === namespace ||
      (page as { sharedNamespaces?: readonly string[] }).sharedNamespaces?.includes(namespace),
  )
  return readers.length === 0 || readers.some((page) => page.availability === 'all')
}

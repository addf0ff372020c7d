import { useTranslation } from 'react-i18next'

/**
 * Reads one section's copy (an object in the page's namespace) as typed data. Missing copy is
 * caught by the locale checks, not papered over here.
 */
export function useSectionCopy<T>(namespace: string, key: string): T {
  const { t } = useTranslation(namespace)
  return t(key, { returnObjects: true }) as T
}

export interface ItemCopy {
  title: string
  body: string
}

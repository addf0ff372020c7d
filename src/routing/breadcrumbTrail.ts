import { routes, type BreadcrumbKey, type PageId } from '../../routes.config'

export interface Crumb {
  page: PageId
  label: BreadcrumbKey
}

/** Home → … → the page, following `parent` links in the manifest. */
export function breadcrumbTrail(page: PageId): Crumb[] {
  const trail: Crumb[] = []
  const seen = new Set<PageId>()
  let current: PageId | undefined = page
  while (current && !seen.has(current)) {
    seen.add(current)
    const definition: (typeof routes.pages)[PageId] = routes.pages[current]
    trail.unshift({ page: current, label: definition.breadcrumb })
    current = 'parent' in definition ? (definition.parent as PageId | undefined) : undefined
  }
  return trail
}

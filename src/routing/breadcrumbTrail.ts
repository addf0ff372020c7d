import { routes, type BreadcrumbKey, type PageId } from '../../routes.config'

/** One step of a trail: a page to link to, or an unlinked group label such as "Legal". */
export interface Crumb {
  page?: PageId
  label: BreadcrumbKey
}

/** Home → … → the page, following `parent` links (and `group` labels) in the manifest. */
export function breadcrumbTrail(page: PageId): Crumb[] {
  const trail: Crumb[] = []
  const seen = new Set<PageId>()
  let current: PageId | undefined = page
  while (current && !seen.has(current)) {
    seen.add(current)
    const definition: (typeof routes.pages)[PageId] = routes.pages[current]
    const isAncestor = current !== page
    trail.unshift({ page: current, label: (isAncestor && definition.ancestorBreadcrumb) || definition.breadcrumb })
    if (definition.group) trail.unshift({ label: definition.group })
    current = definition.parent as PageId | undefined
  }
  return trail
}

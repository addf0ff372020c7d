import { ArrowRight } from 'lucide-react'
import type { PageId } from '../../../routes.config'
import { PageLink } from '../ui/PageLink'
import { usePageCopy } from '../../i18n/pageCopy'
import type { z } from 'zod'

/**
 * A link to another page under a section's text, its words at `copyKey` in the page's copy (or in
 * `namespace`, for a link several pages share): "Certification and testing status in the Trust Centre".
 */
export function SectionLink({
  to,
  hash,
  copyKey,
  namespace,
}: {
  to: PageId
  hash?: string
  copyKey: string
  namespace?: string
}) {
  const label = usePageCopy<z.ZodString>(copyKey, { namespace })
  return (
    <p className="mt-8 max-w-measure text-lg">
      <PageLink
        to={to}
        hash={hash}
        className="inline-flex items-center gap-1 rounded-sm font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
      >
        {label}
        <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
      </PageLink>
    </p>
  )
}

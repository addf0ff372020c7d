import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FactTable } from '../../components/sections/FactTable'
import { PageLink } from '../../components/ui/PageLink'
import { shownFacts, type BusinessFact } from '../../content/trust/businessFact'
import type { DocumentId, TrustDocument } from '../../content/trust/trustFacts'
import { usePageNamespace } from '../../i18n/pageCopy'
import { securityTxtPath } from '../../../routes.config'

const linkClass = 'font-semibold text-accent-700 underline underline-offset-2 hover:text-accent-800'

/** Where a public document is read: a page of the site, or a file the build writes. */
const publicDocumentLinks: Partial<Record<DocumentId, (title: string) => ReactNode>> = {
  securityTxt: (title) => (
    // A file the build writes (scripts/hosting/securityTxt.ts), not a page: a plain link.
    <a href={securityTxtPath} className={linkClass}>
      {title}
    </a>
  ),
  disclosurePolicy: (title) => (
    <PageLink to="vulnerabilityDisclosure" className={linkClass}>
      {title}
    </PageLink>
  ),
  protocolOverview: (title) => (
    <PageLink to="encryption" className={linkClass}>
      {title}
    </PageLink>
  ),
  releaseVerification: (title) => (
    <PageLink to="downloads" hash="verify" className={linkClass}>
      {title}
    </PageLink>
  ),
}

/** What can be read now, and what goes to customers, their accreditors and reviewers, and how. */
export function DocumentsSection({
  documents,
  tone,
}: {
  documents: readonly BusinessFact<TrustDocument>[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation(usePageNamespace())
  const rows = shownFacts(documents).map(({ value, sample }) => {
    const title = t(`documents.titles.${value.id}`)
    const link = value.availability === 'public' ? publicDocumentLinks[value.id] : undefined
    return {
      key: value.id,
      label: link ? link(title) : title,
      cells: [t(`documents.availability.${value.availability}`)],
      sample,
    }
  })
  return <FactTable copyKey="documents" rows={rows} tone={tone} />
}

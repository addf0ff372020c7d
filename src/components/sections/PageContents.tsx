import { useTranslation } from 'react-i18next'
import { usePageNamespace } from '../../i18n/pageCopy'
import { heroLinkClasses, HeroLinkPanel } from './HeroLinkPanel'

/**
 * A band of the page the contents link to: the copy key whose `heading` names it, which is also its
 * element id (as Section makes it), or both spelled out where they differ.
 */
export type ContentsEntry =
  | string
  | {
      id: string
      copyKey: string
      /** Where the heading's copy lives when it is not the page's own namespace (e.g. 'common'). */
      namespace?: string
    }

/** CompanyDetails, which closes the legal and company pages, titled from the common namespace. */
export const companyDetailsEntry: ContentsEntry = {
  id: 'company-details',
  copyKey: 'companyDetails',
  namespace: 'common',
}

function ContentsLink({ entry, pageNamespace }: { entry: Exclude<ContentsEntry, string>; pageNamespace: string }) {
  const { t } = useTranslation(entry.namespace ?? pageNamespace)
  return (
    <li>
      <a href={`#${entry.id}`} className={heroLinkClasses()}>
        {t(`${entry.copyKey}.heading`)}
      </a>
    </li>
  )
}

/**
 * "On this page" beside the heading of a long reference page (Trust Centre, company, legal,
 * accessibility): the page's bands named as their headings name them, so a buyer sees what the
 * page holds before scrolling and jumps to the part they came for (design review DES-07: the
 * right of these heroes was an empty dark band). Only beside the heading on large screens, where
 * PageHero shows an aside; a phone reaches the same bands by scrolling.
 */
export function PageContents({ entries }: { entries: readonly ContentsEntry[] }) {
  const { t } = useTranslation('common')
  const pageNamespace = usePageNamespace()
  return (
    <HeroLinkPanel id="page-contents-heading" title={t('pageContents.heading')}>
      {entries.map((entry) => {
        const band = typeof entry === 'string' ? { id: entry, copyKey: entry } : entry
        return <ContentsLink key={band.id} entry={band} pageNamespace={pageNamespace} />
      })}
    </HeroLinkPanel>
  )
}

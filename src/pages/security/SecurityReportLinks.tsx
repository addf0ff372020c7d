import { useTranslation } from 'react-i18next'
import { heroLinkClasses, HeroLinkPanel } from '../../components/sections/HeroLinkPanel'
import { PageLink } from '../../components/ui/PageLink'
import { site } from '../../config/site'
import type { emailContactCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'
import { securityTxtPath } from '../../../routes.config'

/**
 * The security overview's hero (design review DES-07: its heading stood beside an empty dark band):
 * what a researcher who found a weakness needs first, the security team's address, the disclosure
 * policy and security.txt. The report band below says the same at length, under the same heading,
 * so here that heading is a label.
 */
export function SecurityReportLinks() {
  const copy = usePageCopy<typeof emailContactCopy>('report')
  const { t } = useTranslation('common')
  return (
    <HeroLinkPanel id="security-report-links" title={copy.heading} titleAs="p">
      <li>
        <a href={`mailto:${site.email.security}`} className={heroLinkClasses()}>
          <span className="block text-sm text-ink-300">{copy.emailLabel}</span>
          <span className="break-all font-semibold">{site.email.security}</span>
        </a>
      </li>
      <li>
        <PageLink to="vulnerabilityDisclosure" className={heroLinkClasses()}>
          {t('cardAction.vulnerabilityDisclosure')}
        </PageLink>
      </li>
      <li>
        {/* A file the scanners read, not a page of the site. */}
        <a href={securityTxtPath} className={heroLinkClasses()}>
          security.txt
        </a>
      </li>
    </HeroLinkPanel>
  )
}

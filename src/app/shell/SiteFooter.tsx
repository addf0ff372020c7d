import { useTranslation } from 'react-i18next'
import type { PageId } from '../../../routes.config'
import { site } from '../../config/site'
import { PageLink } from '../../components/ui/PageLink'
import { BrandMark } from './BrandMark'

interface FooterColumn {
  heading: string
  links: { page: PageId; label: string; hash?: string }[]
}

const columns: FooterColumn[] = [
  {
    heading: 'footer.productsHeading',
    links: [
      { page: 'productEnterprise', label: 'nav.enterprise' },
      { page: 'productGovernment', label: 'nav.government' },
      { page: 'productOnPremises', label: 'nav.onPremises' },
      { page: 'productVoiceGateway', label: 'nav.voiceGateway' },
      { page: 'downloads', label: 'nav.downloads' },
    ],
  },
  {
    heading: 'footer.solutionsHeading',
    links: [
      { page: 'solutionMessaging', label: 'nav.secureMessaging' },
      { page: 'solutionCalls', label: 'nav.secureCalls' },
      { page: 'solutionFileTransfer', label: 'nav.secureFileTransfer' },
      { page: 'solutionIndustries', label: 'nav.industries' },
      { page: 'outOfBand', label: 'nav.outOfBand' },
    ],
  },
  {
    heading: 'footer.resourcesHeading',
    links: [
      { page: 'threats', label: 'nav.threatsOverview' },
      { page: 'encryption', label: 'nav.encryption' },
      { page: 'blog', label: 'nav.blog' },
      { page: 'faqs', label: 'nav.faqs' },
      { page: 'consumerApps', label: 'nav.consumerApps' },
    ],
  },
  {
    heading: 'footer.companyHeading',
    links: [
      { page: 'contact', label: 'nav.contact' },
      { page: 'contact', label: 'cta.requestDemo', hash: 'request-a-demo' },
      { page: 'getStarted', label: 'cta.getStarted' },
      { page: 'getStarted', label: 'cta.createAccount', hash: 'create-account' },
    ],
  },
]

const linkClass = 'rounded-sm text-sm text-ink-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

export function SiteFooter() {
  const { t } = useTranslation('common')
  return (
    <footer aria-label={t('footer.label')} className="bg-ink-950 text-ink-100">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div>
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <BrandMark className="size-7 text-accent-400" />
              {site.brand}
            </p>
            <p className="mt-4 max-w-xs text-sm text-ink-300">{t('footer.about')}</p>
            <address className="mt-6 text-sm not-italic text-ink-300">
              <span className="block font-semibold text-ink-100">{t('footer.addressLabel')}</span>
              {site.address.map((line) => (
                <span key={line} className="block">{line}</span>
              ))}
              <span className="mt-2 block">
                {t('footer.emailLabel')}: <a className={linkClass} href={`mailto:${site.email.sales}`}>{site.email.sales}</a>
              </span>
            </address>
          </div>
          {columns.map((column) => (
            <div key={column.heading}>
              <h2 className="text-sm font-semibold text-white">{t(column.heading)}</h2>
              <ul role="list" className="mt-4 grid gap-3">
                {column.links.map((link) => (
                  <li key={`${link.page}${link.hash ?? ''}`}>
                    <PageLink to={link.page} hash={link.hash} className={linkClass}>{t(link.label)}</PageLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <p className="text-sm text-ink-300">{t('footer.copyright', { year: site.copyrightYear, company: site.company })}</p>
          <nav aria-label={t('footer.legalHeading')}>
            <ul role="list" className="flex flex-wrap gap-x-6 gap-y-2">
              <li><PageLink to="legalPrivacy" className={linkClass}>{t('footer.privacy')}</PageLink></li>
              <li><PageLink to="legalTerms" className={linkClass}>{t('footer.terms')}</PageLink></li>
              <li><PageLink to="legalCookies" className={linkClass}>{t('footer.cookies')}</PageLink></li>
              <li><PageLink to="signIn" className={linkClass}>{t('footer.staffSignIn')}</PageLink></li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}

import { useTranslation } from 'react-i18next'
import { callsToAction } from '../../../routes.config'
import { site } from '../../config/site'
import { pageLinks, type LinkedPage } from '../../components/pageLinks'
import { PageLink } from '../../components/ui/PageLink'
import { useLanguage } from '../../i18n/LanguageContext'
import { pageExistsIn } from '../../routing/localizedPath'
import { BrandMark } from './BrandMark'

interface FooterColumn {
  heading: string
  /** A page, or a section of one (hash) with its own label. */
  links: (LinkedPage | { page: LinkedPage; label: string; hash: string })[]
}

const columns: FooterColumn[] = [
  {
    heading: 'footer.productsHeading',
    links: ['productEnterprise', 'productGovernment', 'productOnPremises', 'productVoiceGateway', 'downloads'],
  },
  {
    heading: 'footer.solutionsHeading',
    links: ['solutionMessaging', 'solutionCalls', 'solutionFileTransfer', 'solutionIndustries', 'outOfBand'],
  },
  {
    heading: 'footer.resourcesHeading',
    // The security overview sits with the Trust Centre under the company, so that neither column on a
    // phone grows past six links with the glossary (the footer under a screen and a half, DES-11).
    links: ['threats', 'encryption', 'blog', 'glossary', 'faqs', 'consumerApps'],
  },
  {
    heading: 'footer.companyHeading',
    links: [
      'company',
      'trustCentre',
      'security',
      'contact',
      { page: callsToAction.requestDemo.page, label: 'cta.requestDemo', hash: callsToAction.requestDemo.hash },
      { page: callsToAction.planPilot.page, label: 'cta.planPilot', hash: callsToAction.planPilot.hash },
    ],
  },
]

const legalLinks = [
  'legalPrivacy',
  'legalTerms',
  'legalCookies',
  'accessibility',
  'vulnerabilityDisclosure',
  'signIn',
] as const satisfies readonly LinkedPage[]

const linkClass =
  'rounded-sm text-sm text-ink-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

export function SiteFooter() {
  const { t } = useTranslation('common')
  const language = useLanguage()
  /** A page that exists only in English says so where it is linked from another language (its link text and hreflang). */
  const englishOnly = (page: LinkedPage) => language !== 'en' && !pageExistsIn(page, language)
  return (
    <footer aria-label={t('footer.label')} className="bg-ink-950 text-ink-100">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        {/* Two columns of links on a phone, the company block across both: one column was nearly
            two screens long (design review 2026-12-01, DES-11). */}
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="col-span-2 lg:col-span-1">
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <BrandMark className="size-7 text-accent-400" />
              {site.brand}
            </p>
            <p className="mt-4 max-w-xs text-sm text-ink-300">{t('footer.about')}</p>
            <address className="mt-6 text-sm not-italic text-ink-300">
              <span className="block font-semibold text-ink-100">{t('footer.addressLabel')}</span>
              {site.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              {/* The country in the page's language: the address lines are the same in every language, the country's name is not. */}
              <span className="block">{t('companyDetails.country')}</span>
              <span className="mt-2 block">
                {/* The label carries its own punctuation: French writes "E-mail :" with a no-break space. */}
                {t('footer.emailLabel')}{' '}
                <a className={linkClass} href={`mailto:${site.email.sales}`}>
                  {site.email.sales}
                </a>
              </span>
            </address>
          </div>
          {columns.map((column) => (
            <div key={column.heading}>
              <h2 className="text-sm font-semibold text-white">{t(column.heading)}</h2>
              <ul role="list" className="mt-4 grid gap-3">
                {column.links.map((entry) => {
                  const link =
                    typeof entry === 'string' ? { page: entry, label: pageLinks[entry].label, hash: undefined } : entry
                  return (
                    <li key={`${link.page}${link.hash ?? ''}`}>
                      <PageLink to={link.page} hash={link.hash} className={linkClass}>
                        {t(link.label)}
                      </PageLink>
                    </li>
                  )
                })}
              </ul>
            </div>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-8 lg:flex-row lg:items-center lg:justify-between">
          <p className="text-sm text-ink-300">
            {t('footer.copyright', {
              year: site.copyrightYears,
              company: site.company,
              number: site.registration.number,
              office: `${site.registration.office.street}, ${site.registration.office.locality} ${site.registration.office.postcode}`,
            })}
          </p>
          <nav aria-label={t('footer.legalHeading')}>
            <ul role="list" className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((page) => (
                <li key={page}>
                  {englishOnly(page) ? (
                    <PageLink
                      to={page}
                      hrefLang="en"
                      className={linkClass}
                    >{`${t(pageLinks[page].label)} ${t('language.inEnglish')}`}</PageLink>
                  ) : (
                    <PageLink to={page} className={linkClass}>
                      {t(pageLinks[page].label)}
                    </PageLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}

/**
 * The `{{company.…}}` variables the legal pages interpolate: registration, office, contacts, the
 * EU representative, the supervisory authority and the host, from src/config/site.ts and this
 * build's configuration, so no translation retypes a company number or an address.
 */
import type { Language } from '../../routes.config'
import { hosting } from '../config/buildVariants'
import { site } from '../config/site'
import { formatMonthYear } from './formatDate'
import { supportHours } from './supportHours'

export function companyVariables(language: Language) {
  const { office } = site.registration
  return {
    name: site.company,
    number: site.registration.number,
    office: `${office.street}, ${office.locality} ${office.postcode}`,
    privacyEmail: site.email.privacy,
    securityEmail: site.email.security,
    accessibilityEmail: site.email.accessibility,
    /** The public host this build is for: www.vaultline.example. */
    siteHost: new URL(site.siteUrl).host,
    phone: site.phone,
    euRepresentative: site.euRepresentative,
    ico: { ...site.supervisoryAuthority, website: site.supervisoryAuthority.website.replace(/^https:\/\//, '') },
    hosting,
    /** Standard support's hours in the page's language: /contact and /pricing both print these. */
    support: supportHours(language),
    noticesUpdated: formatMonthYear(site.legalNoticesUpdated, language),
  }
}

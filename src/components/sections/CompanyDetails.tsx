import type { ReactNode } from 'react'
import { DetailList, type DetailRow } from '../ui/DetailList'
import { useTranslation } from 'react-i18next'
import { site } from '../../config/site'
import { Section } from './Section'

/** Who operates the site, Impressum-style: the block every legal page ends with, in every language. */
export function CompanyDetails({ tone }: { tone?: 'white' | 'muted' }) {
  const { t } = useTranslation('common')
  const { office } = site.registration
  const rows: DetailRow[] = [
    [t('companyDetails.name'), site.company],
    [
      t('companyDetails.office'),
      <>
        {office.street}
        <br />
        {office.locality} {office.postcode}
        <br />
        {t('companyDetails.country')}
      </>,
    ],
    [t('companyDetails.registeredIn'), t('companyDetails.registeredInValue')],
    [t('companyDetails.number'), site.registration.number],
    // Shown only when the company has put its ICO registration number into the config: never a made-up value.
    ...(site.dataProtectionRegistration
      ? [[t('companyDetails.dataProtectionRegistration'), site.dataProtectionRegistration] as [string, ReactNode]]
      : []),
    [
      t('companyDetails.email'),
      <a href={`mailto:${site.email.privacy}`} className="underline hover:text-ink-950">
        {site.email.privacy}
      </a>,
    ],
    [
      t('companyDetails.phone'),
      <a href={`tel:${site.phone.replace(/\s/g, '')}`} className="underline hover:text-ink-950">
        {site.phone}
      </a>,
    ],
    [
      t('companyDetails.euRepresentative'),
      <>
        {site.euRepresentative.name}
        <br />
        {site.euRepresentative.address}
        <br />
        {t('companyDetails.euCountry')}
        <br />
        <a href={`mailto:${site.euRepresentative.email}`} className="underline hover:text-ink-950">
          {site.euRepresentative.email}
        </a>
      </>,
    ],
  ]
  return (
    <Section id="company-details" heading={t('companyDetails.heading')} tone={tone}>
      <DetailList rows={rows} />
    </Section>
  )
}

import { DetailList, type DetailRow } from '../../components/ui/DetailList'
import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { PageLink } from '../../components/ui/PageLink'
import { PostalAddress } from '../../components/ui/PostalAddress'
import { site } from '../../config/site'

/** The routes besides email the model statements ask for: the contact form, the telephone with its hours, and post. */
export function OtherRoutesSection({ tone }: { tone?: 'white' | 'muted' }) {
  const { t } = useTranslation('accessibility')
  const link = 'rounded-sm font-semibold text-accent-700 underline hover:text-accent-800'
  const rows: DetailRow[] = [
    [
      t('otherRoutes.formLabel'),
      <PageLink to="contact" className={link}>
        {t('otherRoutes.formLink')}
      </PageLink>,
    ],
    [
      t('otherRoutes.phoneLabel'),
      <>
        <a href={`tel:${site.phone.replace(/\s/g, '')}`} className={link}>
          {site.phone}
        </a>
        <br />
        {t('otherRoutes.phoneHours')}
      </>,
    ],
    [t('otherRoutes.postLabel'), <PostalAddress />],
  ]
  return (
    <Section
      id="other-routes"
      heading={t('otherRoutes.heading')}
      lead={t('otherRoutes.lead')}
      tone={tone}
      layout="split"
    >
      <DetailList rows={rows} layout="prose" />
    </Section>
  )
}

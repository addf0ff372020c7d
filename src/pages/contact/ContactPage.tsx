import { useTranslation } from 'react-i18next'
import { AsidePanel } from '../../components/sections/AsidePanel'
import { LeadCaptureSection } from '../../leads/LeadCaptureSection'
import { PageContents } from '../../components/sections/PageContents'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { PostalAddress } from '../../components/ui/PostalAddress'
import { ChannelsSection } from './ChannelsSection'

/** The office's address in a panel headed as the footer heads it. */
function OfficeAddress() {
  const { t } = useTranslation('common')
  return (
    <AsidePanel heading={t('footer.addressLabel')} headingId="office-address-heading">
      <PostalAddress className="mt-4 text-lg leading-8 text-ink-800" />
    </AsidePanel>
  )
}

/**
 * One lead form, a demo chosen (design review DES-03: it was two forms, and a band asking for the
 * demo the page had already offered), then every other way in, each with its address (DES-09).
 */
export default function ContactPage() {
  return (
    <>
      <PageHero
        actions={null}
        aside={<PageContents entries={[{ id: 'lead-form', copyKey: 'form' }, 'channels', 'office']} />}
      />
      <LeadCaptureSection defaultIntent="demo" />
      <ChannelsSection />
      {/* The street address in the body, not only in the footer (copy review W-3), beside the visiting terms (DES-08). */}
      <ProseSection copyKey="office" aside={<OfficeAddress />} />
    </>
  )
}

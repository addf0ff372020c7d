import { LeadCaptureSection } from '../../leads/LeadCaptureSection'
import { PageContents } from '../../components/sections/PageContents'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { PostalAddress } from '../../components/ui/PostalAddress'
import { ChannelsSection } from './ChannelsSection'

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
      <ProseSection copyKey="office">
        {/* The street address in the body, not only in the footer (copy review W-3). */}
        <PostalAddress className="mt-6 text-lg leading-8 text-ink-800" />
      </ProseSection>
    </>
  )
}

import { CtaBand } from '../../components/sections/CtaBand'
import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { companyDetailsEntry, PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { SampleNotice } from '../../components/sections/SampleNotice'
import { SectionLink } from '../../components/sections/SectionLink'
import { companyFacts } from '../../content/trust/trustFacts'
import { ContactsSection } from './ContactsSection'
import { GlanceSection } from './GlanceSection'
import { LeadershipSection } from './LeadershipSection'
import { OwnersSection } from './OwnersSection'

/**
 * The company page (design review 2026-12-01 DES-06): who owns and runs Vaultline Ltd, where, and
 * which law reaches it. Owners, leaders and the founding year come from
 * src/content/trust/trustFacts.ts, registration and contacts from src/config/site.ts; `facts` is
 * for tests that render other states.
 */
export default function CompanyPage({ facts = companyFacts }: { facts?: typeof companyFacts }) {
  return (
    <>
      <PageHero
        align="start"
        aside={
          <PageContents
            entries={[
              'about',
              'glance',
              'owners',
              'leadership',
              'law',
              'clearances',
              'contacts',
              companyDetailsEntry,
              'related',
            ]}
          />
        }
      />
      <SampleNotice facts={facts} />
      <ProseSection copyKey="about" layout="document" />
      <GlanceSection founded={facts.founded} tone="muted" />
      <OwnersSection owners={facts.owners} />
      <LeadershipSection leadership={facts.leadership} tone="muted" />
      <ProseSection copyKey="law" layout="document">
        <SectionLink to="encryption" hash="server-operators" copyKey="lawLink" />
      </ProseSection>
      <ProseSection copyKey="clearances" layout="document" />
      <ContactsSection pressEmail={facts.pressEmail} />
      <CompanyDetails tone="muted" />
      <LinkCards copyKey="related" pages={['trustCentre', 'security', 'contact']} />
      <CtaBand />
    </>
  )
}

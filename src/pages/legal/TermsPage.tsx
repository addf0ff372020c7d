import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { PageHero } from '../../components/sections/PageHero'
import { companyDetailsEntry, PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { SectionLink } from '../../components/sections/SectionLink'

const sections = ['scope', 'content', 'use', 'property', 'liability', 'law'] as const

export default function TermsPage() {
  return (
    <>
      <PageHero align="start" actions={null} aside={<PageContents entries={[...sections, companyDetailsEntry]} />} />
      {sections.map((section) => (
        <ProseSection key={section} copyKey={section} layout="document">
          {/* "Acceptable use" asks for reports under the vulnerability disclosure policy: link it there (L-8). */}
          {section === 'use' && (
            <SectionLink to="vulnerabilityDisclosure" namespace="common" copyKey="footer.vulnerabilityDisclosure" />
          )}
        </ProseSection>
      ))}
      <CompanyDetails tone="muted" />
    </>
  )
}

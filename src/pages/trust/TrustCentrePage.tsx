import { CtaBand } from '../../components/sections/CtaBand'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { SampleNotice } from '../../components/sections/SampleNotice'
import { SectionLink } from '../../components/sections/SectionLink'
import { trustFacts } from '../../content/trust/trustFacts'
import { DocumentsSection } from './DocumentsSection'
import { SchemesSection } from './SchemesSection'
import { SubProcessorsSection } from './SubProcessorsSection'
import { TestsSection } from './TestsSection'

/**
 * The Trust Centre (design review 2026-12-01 DES-02): certification and assessment status,
 * independent tests, documents, where data is hosted, sub-processors and the protocol, every
 * business fact from src/content/trust/trustFacts.ts; `facts` is for tests that render other states.
 */
export default function TrustCentrePage({ facts = trustFacts }: { facts?: typeof trustFacts }) {
  return (
    <>
      <PageHero
        align="start"
        aside={
          <PageContents
            entries={['schemes', 'tests', 'documents', 'residency', 'subProcessors', 'protocol', 'related']}
          />
        }
      />
      <SampleNotice facts={facts} />
      <SchemesSection schemes={facts.schemes} />
      <TestsSection tests={facts.tests} tone="muted" />
      <DocumentsSection documents={facts.documents} />
      <ComparisonTable copyKey="residency" tone="muted" />
      <SubProcessorsSection subProcessors={facts.subProcessors} />
      <ProseSection copyKey="protocol" tone="muted">
        <SectionLink to="encryption" copyKey="protocolLink" />
      </ProseSection>
      <LinkCards copyKey="related" pages={['security', 'company', 'vulnerabilityDisclosure']} />
      <CtaBand />
    </>
  )
}

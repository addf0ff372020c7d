import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { PageHero } from '../../components/sections/PageHero'
import { companyDetailsEntry, PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { buildVariants } from '../../config/buildVariants'

export default function CookiesPage() {
  return (
    <>
      <PageHero
        align="start"
        actions={null}
        aside={
          <PageContents
            entries={[
              'stored',
              { id: 'lookup', copyKey: `lookup.${buildVariants.geoLookup}` },
              { id: 'bot-check', copyKey: `botCheck.${buildVariants.botCheck}` },
              'notStored',
              'control',
              companyDetailsEntry,
            ]}
          />
        }
      />
      <ComparisonTable copyKey="stored" codeLabels />
      {/* Short sections of one or two paragraphs: parts of one document, not bands (DES-08). */}
      <ProseSection copyKey={`lookup.${buildVariants.geoLookup}`} id="lookup" layout="document" />
      <ProseSection copyKey={`botCheck.${buildVariants.botCheck}`} id="bot-check" layout="document" />
      <ProseSection copyKey="notStored" layout="document" />
      <ProseSection copyKey="control" layout="document" />
      <CompanyDetails tone="muted" />
    </>
  )
}

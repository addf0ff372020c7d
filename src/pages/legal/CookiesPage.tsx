import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { buildVariants } from '../../config/buildVariants'

const namespace = 'legal-cookies'

export default function CookiesPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ComparisonTable namespace={namespace} copyKey="stored" codeLabels />
      <ProseSection namespace={namespace} copyKey={`lookup.${buildVariants.geoLookup}`} id="lookup" tone="muted" />
      <ProseSection namespace={namespace} copyKey={`botCheck.${buildVariants.botCheck}`} id="bot-check" />
      <ProseSection namespace={namespace} copyKey="notStored" tone="muted" />
      <ProseSection namespace={namespace} copyKey="control" />
      <CompanyDetails tone="muted" />
    </>
  )
}

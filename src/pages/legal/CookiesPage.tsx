import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { buildVariants } from '../../config/buildVariants'

export default function CookiesPage() {
  return (
    <>
      <PageHero actions={null} />
      <ComparisonTable copyKey="stored" codeLabels />
      <ProseSection copyKey={`lookup.${buildVariants.geoLookup}`} id="lookup" tone="muted" />
      <ProseSection copyKey={`botCheck.${buildVariants.botCheck}`} id="bot-check" />
      <ProseSection copyKey="notStored" tone="muted" />
      <ProseSection copyKey="control" />
      <CompanyDetails tone="muted" />
    </>
  )
}

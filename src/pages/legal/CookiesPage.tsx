import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'legal-cookies'

export default function CookiesPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ComparisonTable namespace={namespace} copyKey="stored" />
      <ProseSection namespace={namespace} copyKey="lookup" tone="muted" />
      <ProseSection namespace={namespace} copyKey="notStored" />
      <ProseSection namespace={namespace} copyKey="control" tone="muted" />
    </>
  )
}

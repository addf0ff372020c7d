import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'legal-terms'
const sections = ['scope', 'content', 'use', 'property', 'liability', 'law'] as const

export default function TermsPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      {sections.map((section, index) => (
        <ProseSection key={section} namespace={namespace} copyKey={section} tone={index % 2 ? 'muted' : 'white'} />
      ))}
      <CompanyDetails />
    </>
  )
}

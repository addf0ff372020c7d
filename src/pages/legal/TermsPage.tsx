import { CompanyDetails } from '../../components/sections/CompanyDetails'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const sections = ['scope', 'content', 'use', 'property', 'liability', 'law'] as const

export default function TermsPage() {
  return (
    <>
      <PageHero actions={null} />
      {sections.map((section, index) => (
        <ProseSection key={section} copyKey={section} tone={index % 2 ? 'muted' : 'white'} />
      ))}
      <CompanyDetails />
    </>
  )
}

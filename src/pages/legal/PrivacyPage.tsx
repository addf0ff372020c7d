import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'legal-privacy'
const sections = ['controller', 'collected', 'languageLookup', 'purposes', 'retention', 'sharing', 'rights'] as const

export default function PrivacyPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      {sections.map((section, index) => (
        <ProseSection key={section} namespace={namespace} copyKey={section} tone={index % 2 ? 'muted' : 'white'} />
      ))}
    </>
  )
}

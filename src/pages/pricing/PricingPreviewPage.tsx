import { BadgeCheck, CalendarClock, Clock, LifeBuoy, Siren, Users } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'

const namespace = 'pricing'

export default function PricingPreviewPage() {
  return (
    <>
      <PageHero namespace={namespace} />
      <ProseSection namespace={namespace} copyKey="model" />
      <ComparisonTable namespace={namespace} copyKey="tiers" tone="muted" />
      <FeatureGrid namespace={namespace} copyKey="terms" tone="dark" icons={[Users, CalendarClock, BadgeCheck]} />
      <FeatureGrid namespace={namespace} copyKey="support" icons={[Clock, LifeBuoy, Siren]} />
      <ProseSection namespace={namespace} copyKey="notes" tone="muted" />
      <CtaBand />
    </>
  )
}

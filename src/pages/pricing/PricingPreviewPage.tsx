import { BadgeCheck, CalendarClock, Clock, LifeBuoy, Siren, Users } from 'lucide-react'
import { ComparisonTable } from '../../components/sections/ComparisonTable'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { PageContents } from '../../components/sections/PageContents'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { PriceCards } from './PriceCards'

export default function PricingPreviewPage() {
  return (
    <>
      <PageHero aside={<PageContents entries={['model', 'prices', 'tiers', 'terms', 'support', 'notes']} />} />
      <ProseSection copyKey="model" />
      <PriceCards />
      <ComparisonTable copyKey="tiers" tone="muted" />
      <FeatureGrid copyKey="terms" tone="dark" icons={[Users, CalendarClock, BadgeCheck]} />
      <FeatureGrid copyKey="support" icons={[Clock, LifeBuoy, Siren]} />
      <ProseSection copyKey="notes" tone="muted" />
      <CtaBand />
    </>
  )
}

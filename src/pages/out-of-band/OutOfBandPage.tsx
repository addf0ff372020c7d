import { KeyRound, ServerOff, Smartphone, UsersRound } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { ProseSection } from '../../components/sections/ProseSection'
import { StepList } from '../../components/sections/StepList'

export default function OutOfBandPage() {
  return (
    <>
      <PageHero />
      <ProseSection copyKey="why" />
      <FeatureGrid copyKey="features" tone="dark" columns={4} icons={[ServerOff, UsersRound, KeyRound, Smartphone]} />
      <StepList copyKey="playbook" tone="muted" />
      <LinkCards copyKey="related" pages={['productOnPremises', 'solutionCalls', 'contact']} />
      <CtaBand />
    </>
  )
}

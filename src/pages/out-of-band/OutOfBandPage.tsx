import { ArrowRight, KeyRound, ServerOff, Smartphone, UsersRound } from 'lucide-react'
import { CtaBand } from '../../components/sections/CtaBand'
import { FeatureGrid } from '../../components/sections/FeatureGrid'
import { LinkCards } from '../../components/sections/LinkCards'
import { PageHero } from '../../components/sections/PageHero'
import { PageContents } from '../../components/sections/PageContents'
import { ProseSection } from '../../components/sections/ProseSection'
import { Section } from '../../components/sections/Section'
import { StepList } from '../../components/sections/StepList'
import { PageLink } from '../../components/ui/PageLink'
import type { postPointerCopy } from '../../content/pageCopy/out-of-band'
import { usePageCopy } from '../../i18n/pageCopy'

/** The blog post this page draws on (src/content/blog/<slug>/), published in every language. */
const postSlug = 'out-of-band-communications-during-an-incident'

/** The longer account of the same subject, in the blog. */
function PostPointer() {
  const copy = usePageCopy<typeof postPointerCopy>('post')
  return (
    <Section id="post" heading={copy.heading} spacing="compact" layout="split">
      <p className="mt-4 max-w-measure text-lg leading-8 text-ink-700">{copy.body}</p>
      <PageLink
        to="blogPost"
        params={{ slug: postSlug }}
        className="mt-4 inline-flex items-center gap-1 font-semibold text-accent-700 underline-offset-4 hover:underline"
      >
        {copy.link} <ArrowRight aria-hidden="true" className="size-4" />
      </PageLink>
    </Section>
  )
}

export default function OutOfBandPage() {
  return (
    <>
      <PageHero
        aside={<PageContents entries={['why', 'separation', 'limits', 'playbook', 'mistakes', 'post', 'related']} />}
      />
      <ProseSection copyKey="why" />
      <FeatureGrid copyKey="separation" tone="dark" columns={4} icons={[KeyRound, ServerOff, Smartphone, UsersRound]} />
      <ProseSection copyKey="limits" />
      <StepList copyKey="playbook" tone="muted" />
      <ProseSection copyKey="mistakes" />
      <PostPointer />
      <LinkCards copyKey="related" pages={['productOnPremises', 'solutionCalls', 'contact']} />
      <CtaBand />
    </>
  )
}

import { LeadForm } from './LeadForm'
import type { LeadIntent } from './leadSchema'
import { Section } from '../components/sections/Section'
import type { leadCaptureCopy } from '../content/pageCopy/sections'
import { usePageCopy } from '../i18n/pageCopy'

/**
 * The page's one lead form under its heading. The section's id is not a call to action's target:
 * links name an intent (routes.config.ts, leadIntentHashes), whose choice in the form has that id.
 */
export function LeadCaptureSection({
  copyKey = 'form',
  defaultIntent,
  defaultInterest,
}: {
  copyKey?: string
  defaultIntent: LeadIntent
  defaultInterest?: string
}) {
  const copy = usePageCopy<typeof leadCaptureCopy>(copyKey)
  return (
    <Section id="lead-form" heading={copy.heading} lead={copy.lead} tone="muted">
      <LeadForm defaultIntent={defaultIntent} defaultInterest={defaultInterest} />
    </Section>
  )
}

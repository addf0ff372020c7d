import { LeadForm } from './LeadForm'
import type { LeadInput } from './leadSchema'
import { Section } from '../components/sections/Section'
import type { leadCaptureCopy } from '../content/pageCopy/sections'
import { usePageCopy } from '../i18n/pageCopy'

/** A call-to-action target (#request-a-demo, #create-account, …) holding the lead form. */
export function LeadCaptureSection({
  copyKey,
  id,
  kind,
  defaultInterest,
  submitLabel,
}: {
  copyKey: string
  id: string
  kind: LeadInput['kind']
  defaultInterest?: string
  submitLabel?: 'pilot'
}) {
  const copy = usePageCopy<typeof leadCaptureCopy>(copyKey)
  return (
    <Section id={id} heading={copy.heading} lead={copy.lead} tone="muted">
      <LeadForm kind={kind} defaultInterest={defaultInterest} submitLabel={submitLabel} />
    </Section>
  )
}

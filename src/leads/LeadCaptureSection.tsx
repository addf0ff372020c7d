import { LeadForm } from './LeadForm'
import type { LeadInput } from './leadSchema'
import { Section } from '../components/sections/Section'
import { useSectionCopy } from '../components/sections/useSectionCopy'

interface LeadCopy {
  heading: string
  lead: string
}

/** A call-to-action target (#request-a-demo, #create-account, …) holding the lead form. */
export function LeadCaptureSection({ namespace, copyKey, id, kind, defaultInterest }: { namespace: string; copyKey: string; id: string; kind: LeadInput['kind']; defaultInterest?: string }) {
  const copy = useSectionCopy<LeadCopy>(namespace, copyKey)
  return (
    <Section id={id} heading={copy.heading} lead={copy.lead} tone="muted">
      <LeadForm kind={kind} defaultInterest={defaultInterest} />
    </Section>
  )
}

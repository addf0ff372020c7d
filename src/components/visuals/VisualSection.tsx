import type { ReactNode } from 'react'
import { Section } from '../sections/Section'

/** A page band around a picture: the heading and lead from the picture's copy, then the picture. */
export function VisualSection({
  id,
  heading,
  lead,
  tone,
  children,
}: {
  id: string
  heading: string
  lead?: string
  tone?: 'white' | 'muted' | 'dark'
  children: ReactNode
}) {
  return (
    <Section id={id} heading={heading} lead={lead} tone={tone}>
      <div className="mt-10">{children}</div>
    </Section>
  )
}

import type { ReactNode } from 'react'
import { Section } from './Section'
import type { proseCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/** Heading, paragraphs and an optional bullet list from the page's copy at `copyKey`; children follow them. */
export function ProseSection({
  copyKey,
  tone,
  id,
  children,
}: {
  copyKey: string
  tone?: 'white' | 'muted'
  id?: string
  children?: ReactNode
}) {
  const copy = usePageCopy<typeof proseCopy>(copyKey)
  return (
    <Section id={id ?? copyKey} heading={copy.heading} tone={tone}>
      {copy.paragraphs && (
        <div className="mt-6 grid max-w-measure gap-5 text-lg leading-8 text-ink-700">
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      )}
      {copy.points && (
        <ul className="mt-6 grid max-w-measure gap-3 text-base text-ink-800">
          {copy.points.map((point) => (
            <li key={point} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-600" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
      {children}
    </Section>
  )
}

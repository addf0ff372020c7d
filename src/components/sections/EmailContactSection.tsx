import { AsidePanel } from './AsidePanel'
import { besideColumns, Section } from './Section'
import type { emailContactCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/**
 * Paragraphs, then an address of ours (from src/config/site.ts) as a mailto link and how soon we
 * reply: asking for an accessible format, reporting an accessibility problem or a vulnerability.
 * The address and the reply time stand in a panel beside the paragraphs from `lg`, after them on
 * smaller screens (DES-08).
 */
export function EmailContactSection({
  copyKey,
  id,
  email,
  tone,
}: {
  copyKey: string
  id: string
  email: string
  tone?: 'white' | 'muted'
}) {
  const copy = usePageCopy<typeof emailContactCopy>(copyKey)
  return (
    <Section id={id} heading={copy.heading} tone={tone}>
      <div className={besideColumns}>
        <div className="mt-6 grid max-w-measure gap-5 text-lg leading-8 text-ink-700">
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8 lg:mt-6">
          <AsidePanel heading={copy.emailLabel} headingId={`${id}-email-heading`}>
            <a
              href={`mailto:${email}`}
              className="mt-3 inline-block rounded-sm text-lg font-semibold break-all text-accent-700 underline hover:text-accent-800"
            >
              {email}
            </a>
            <p className="mt-3 leading-7 text-ink-700">{copy.reply}</p>
          </AsidePanel>
        </div>
      </div>
    </Section>
  )
}

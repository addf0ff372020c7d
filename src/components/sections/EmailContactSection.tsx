import { Section } from './Section'
import type { emailContactCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/**
 * Paragraphs, then an address of ours (from src/config/site.ts) as a mailto link and how soon we
 * reply: asking for an accessible format, reporting an accessibility problem or a vulnerability.
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
      <div className="mt-6 grid max-w-measure gap-5 text-lg leading-8 text-ink-700">
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <dl>
          <dt className="font-semibold text-ink-900">{copy.emailLabel}</dt>
          <dd>
            <a
              href={`mailto:${email}`}
              className="rounded-sm font-semibold break-all text-accent-700 underline hover:text-accent-800"
            >
              {email}
            </a>
          </dd>
        </dl>
        <p>{copy.reply}</p>
      </div>
    </Section>
  )
}

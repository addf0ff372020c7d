import { Section } from '../../components/sections/Section'
import { site } from '../../config/site'
import type { contactCopy } from '../../content/pageCopy/accessibility'
import { usePageCopy } from '../../i18n/pageCopy'

/** Paragraphs, then the accessibility address and how soon we reply: asking for a format, reporting a problem. */
export function ContactSection({ copyKey, id, tone }: { copyKey: string; id: string; tone?: 'white' | 'muted' }) {
  const copy = usePageCopy<typeof contactCopy>(copyKey)
  const email = site.email.accessibility
  return (
    <Section id={id} heading={copy.heading} tone={tone}>
      <div className="mt-6 grid max-w-3xl gap-5 text-lg leading-8 text-ink-700">
        {copy.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <dl>
          <dt className="font-semibold text-ink-900">{copy.emailLabel}</dt>
          <dd>
            <a href={`mailto:${email}`} className="rounded-sm font-semibold break-all text-accent-700 underline hover:text-accent-800">{email}</a>
          </dd>
        </dl>
        <p>{copy.reply}</p>
      </div>
    </Section>
  )
}

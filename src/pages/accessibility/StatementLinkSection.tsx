import { Section } from '../../components/sections/Section'
import { PageLink } from '../../components/ui/PageLink'
import type { accessibilityConformanceCopy } from '../../content/pageCopy/accessibility-conformance'
import { usePageCopy } from '../../i18n/pageCopy'

/** The way back to the accessibility statement, which explains each problem in plain language. */
export function StatementLinkSection({ tone }: { tone?: 'white' | 'muted' }) {
  const copy = usePageCopy<typeof accessibilityConformanceCopy.shape.statement>('statement')
  return (
    <Section id="accessibility-statement" heading={copy.heading} tone={tone}>
      <p className="mt-6 max-w-measure text-lg leading-8 text-ink-700">{copy.text}</p>
      <p className="mt-5 text-lg">
        <PageLink
          to="accessibility"
          className="rounded-sm font-semibold text-accent-700 underline hover:text-accent-800"
        >
          {copy.link}
        </PageLink>
      </p>
    </Section>
  )
}

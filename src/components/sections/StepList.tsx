import { Section } from './Section'
import type { cardListCopy } from '../../content/pageCopy/sections'
import { usePageCopy } from '../../i18n/pageCopy'

/** An ordered process: numbered steps with a title and a description each. */
export function StepList({ copyKey, tone, id }: { copyKey: string; tone?: 'white' | 'muted'; id?: string }) {
  const copy = usePageCopy<typeof cardListCopy>(copyKey)
  return (
    <Section id={id ?? copyKey} heading={copy.heading} lead={copy.lead} tone={tone}>
      <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {copy.items.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-ink-200 bg-white p-6">
            <span
              aria-hidden="true"
              className="flex size-9 items-center justify-center rounded-full bg-accent-100 font-mono text-sm font-bold text-accent-800"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-ink-950">{step.title}</h3>
            <p className="mt-2 leading-7 text-ink-700">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}

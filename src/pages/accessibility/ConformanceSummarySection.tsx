import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { conformanceSummary, type Conformance } from '../../content/accessibility/accessibilityReport'
import { usePageNamespace } from '../../i18n/pageCopy'

const order: readonly Conformance[] = [
  'supports',
  'partiallySupports',
  'doesNotSupport',
  'notEvaluated',
  'notApplicable',
]

/** How many requirements have each conformance level, and what each level means in this report. */
export function ConformanceSummarySection({
  levels,
  tone,
}: {
  levels: readonly Conformance[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation(usePageNamespace())
  const summary = conformanceSummary(levels)
  return (
    <Section id="summary" heading={t('summary.heading')} lead={t('summary.lead')} tone={tone}>
      <dl className="mt-8 grid max-w-4xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {order.map((level) => (
          <div key={level} className="rounded-xl border border-ink-200 bg-white p-5 shadow-sm">
            <dt className="font-semibold text-ink-900">{t(`conformance.${level}`)}</dt>
            <dd className="mt-1 text-3xl font-bold text-ink-950">{summary[level]}</dd>
          </div>
        ))}
      </dl>
      <h3 id="terms" className="mt-12 text-2xl font-bold tracking-tight text-ink-950">
        {t('terms.heading')}
      </h3>
      <dl className="mt-6 grid max-w-4xl gap-x-8 gap-y-4 text-base sm:grid-cols-[14rem_1fr]">
        {order.map((level) => (
          <div key={level} className="contents">
            <dt className="font-semibold text-ink-900">{t(`conformance.${level}`)}</dt>
            <dd className="max-w-measure text-ink-700">{t(`terms.${level}`)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

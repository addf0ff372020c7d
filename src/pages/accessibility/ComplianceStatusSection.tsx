import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { PageLink } from '../../components/ui/PageLink'
import type { AccessibilityFinding } from '../../content/accessibility/accessibilityFindings'
import { complianceStatus } from '../../content/accessibility/accessibilityReport'

/** The standard we measure against, the status the findings give, and the way to the conformance report. */
export function ComplianceStatusSection({
  findings,
  tone,
}: {
  findings: readonly AccessibilityFinding[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation('accessibility')
  return (
    <Section id="compliance-status" heading={t('status.heading')} tone={tone}>
      <div className="mt-6 grid max-w-3xl gap-5 text-lg leading-8 text-ink-700">
        <p>{t('status.standard')}</p>
        <p className="rounded-xl border border-ink-200 border-l-4 border-l-accent-600 bg-white p-5 font-semibold text-ink-950">
          {t(`status.${complianceStatus(findings)}`)}
        </p>
        <p>{t('status.report')}</p>
        <p>
          <PageLink
            to="accessibilityConformance"
            className="rounded-sm font-semibold text-accent-700 underline hover:text-accent-800"
          >
            {t('status.reportLink')}
          </PageLink>
        </p>
      </div>
    </Section>
  )
}

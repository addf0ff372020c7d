import { DetailList, type DetailRow } from '../../components/ui/DetailList'
import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import { site } from '../../config/site'
import { buildInfo } from '../../config/buildInfo'
import {
  lastFullEvaluation,
  reportDate,
  statementStatus,
  type Records,
} from '../../content/accessibility/accessibilityReport'
import { statementReviewed } from '../../content/accessibility/evaluations'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageNamespace } from '../../i18n/pageCopy'

/**
 * The report's heading facts, VPAT style: product, the builds published and tested, date,
 * standards, methods, overall status (the statement's) and contact.
 */
export function ReportDetailsSection({ records, tone }: { records: Records; tone?: 'white' | 'muted' }) {
  const { t } = useTranslation([usePageNamespace(), 'accessibility'])
  const language = useLanguage()
  const date = (isoDate: string) => formatLongDate(isoDate, language)
  const email = site.email.accessibility
  const evaluation = lastFullEvaluation(records)
  const { run } = records
  const tester = evaluation?.by.organisation ?? t('accessibility:preparation.outsideAuditor')
  const rows: DetailRow[] = [
    [t('details.product'), t('details.productValue')],
    [
      t('details.version'),
      t(run ? 'details.versionValue' : 'details.versionValueNoRun', {
        build: buildInfo.commit,
        evaluatedBuild: evaluation?.build ?? '',
        runBuild: run?.build ?? '',
      }),
    ],
    [t('details.date'), date(reportDate(records, statementReviewed))],
    [t('details.standards'), t('details.standardsValue')],
    [
      t('details.evaluation'),
      t(run ? 'details.evaluationValue' : 'details.evaluationValueNoRun', {
        tester,
        auditDate: evaluation ? date(evaluation.date) : '',
        runDate: run ? date(run.date) : '',
      }),
    ],
    [t('details.status'), t(`accessibility:statusLabels.${statementStatus(records).status}`)],
    [
      t('details.contact'),
      <a
        href={`mailto:${email}`}
        className="rounded-sm font-semibold break-all text-accent-700 underline hover:text-accent-800"
      >
        {email}
      </a>,
    ],
  ]
  return (
    <Section id="about-this-report" heading={t('details.heading')} tone={tone}>
      <DetailList rows={rows} layout="wideFacts" />
    </Section>
  )
}

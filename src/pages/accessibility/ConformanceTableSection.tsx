import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import type { ConformanceRow } from '../../content/accessibility/accessibilityReport'
import { criterionKey } from '../../content/accessibility/wcagCriteria'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageNamespace } from '../../i18n/pageCopy'
import { useFixEvidence } from './useFixEvidence'
import { TableRegion } from '../../components/ui/TableRegion'

/**
 * One level's criteria as a real table (caption, column and row headers) in a labelled region
 * that scrolls sideways on narrow screens, as a data table may under WCAG 1.4.10. The conformance
 * level comes second, so a 320-pixel screen shows each criterion with its result before scrolling.
 */
export function ConformanceTableSection({
  copyKey,
  rows,
  tone,
}: {
  copyKey: 'levelA' | 'levelAA'
  rows: readonly ConformanceRow[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation([usePageNamespace(), 'accessibility'])
  const id = copyKey === 'levelA' ? 'level-a' : 'level-aa'
  const captionId = `${id}-caption`
  return (
    <Section id={id} heading={t(`${copyKey}.heading`)} tone={tone}>
      <TableRegion labelledBy={captionId} className="mt-8">
        <table className="w-full min-w-[46rem] border-collapse text-left text-sm">
          <caption id={captionId} className="sr-only">
            {t(`${copyKey}.caption`)}
          </caption>
          <thead className="bg-ink-50">
            <tr>
              <th scope="col" className="w-[26%] px-4 py-3 font-semibold text-ink-900">
                {t('table.criterion')}
              </th>
              <th scope="col" className="w-[16%] px-4 py-3 font-semibold text-ink-900">
                {t('table.conformance')}
              </th>
              <th scope="col" className="w-[13%] px-4 py-3 font-semibold text-ink-900">
                {t('table.clause')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                {t('table.remarks')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.criterion.number}
                id={`sc-${row.criterion.number.replaceAll('.', '-')}`}
                className="border-t border-ink-200 align-top"
              >
                <th scope="row" className="px-4 py-3 font-medium text-ink-900">
                  {row.criterion.number} {t(`accessibility:criteria.${criterionKey(row.criterion.number)}`)}
                </th>
                <td className="px-4 py-3 font-semibold text-ink-900">{t(`conformance.${row.conformance}`)}</td>
                <td className="px-4 py-3 text-ink-700">{row.criterion.en301549 ?? t('table.noClause')}</td>
                <td className="px-4 py-3 text-ink-700">
                  <Remarks row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </Section>
  )
}

/**
 * Why the row has its level, from the records: why it does not apply, the evaluation that tested
 * it, the findings on it (open with their planned date, fixed with their proof) and the automated
 * checks that screen it with their recorded outcome.
 */
function Remarks({ row }: { row: ConformanceRow }) {
  const { t } = useTranslation([usePageNamespace(), 'accessibility'])
  const language = useLanguage()
  const evidence = useFixEvidence()
  const { criterion } = row
  const date = (isoDate: string) => formatLongDate(isoDate, language)
  const remarks = criterion.notApplicable
    ? [t(`notApplicable.${criterionKey(criterion.number)}`)]
    : [
        ...(criterion.obsoleteInWcag22 ? [t('table.parsing')] : []),
        ...(row.evaluation
          ? [t('remarks.evaluated', { date: date(row.evaluation.date) })]
          : [t('table.notEvaluatedYet')]),
        ...row.open.map((state) =>
          t('remarks.open', {
            id: state.finding.id,
            severity: t(`accessibility:severity.${state.finding.severity}`),
            title: t(`accessibility:findings.${state.finding.id}.title`),
            date: date(state.finding.plannedFix),
          }),
        ),
        ...row.fixed.map((state) =>
          t('remarks.fixed', {
            id: state.finding.id,
            title: t(`accessibility:findings.${state.finding.id}.title`),
            how: evidence(state),
          }),
        ),
        ...row.checks.map((check) =>
          t('remarks.check', {
            check: t(`accessibility:automatedChecks.${check.id}`),
            outcome: t(`accessibility:preparation.outcome.${check.outcome}`),
            date: row.checkedOn ? date(row.checkedOn) : '',
          }),
        ),
      ]
  if (remarks.length === 1) return <>{remarks[0]}</>
  return (
    <ul role="list" className="grid gap-2">
      {remarks.map((remark) => (
        <li key={remark}>{remark}</li>
      ))}
    </ul>
  )
}

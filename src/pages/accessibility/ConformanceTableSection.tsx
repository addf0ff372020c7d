import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import type { ConformanceRow } from '../../content/accessibility/accessibilityReport'
import { criterionKey } from '../../content/accessibility/wcagCriteria'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageNamespace } from '../../i18n/pageCopy'

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
      <div
        className="mt-8 overflow-x-auto rounded-xl border border-ink-200 bg-white"
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
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
      </div>
    </Section>
  )
}

/** Why the row has its level: the findings on it (open with their planned date, fixed with theirs), or why it does not apply. */
function Remarks({ row }: { row: ConformanceRow }) {
  const { t } = useTranslation([usePageNamespace(), 'accessibility'])
  const language = useLanguage()
  const { criterion } = row
  const remarks = [
    ...(criterion.notApplicable ? [t(`notApplicable.${criterionKey(criterion.number)}`)] : []),
    ...(criterion.obsoleteInWcag22 ? [t('table.parsing')] : []),
    ...row.open.map((finding) =>
      t('remarks.open', {
        id: finding.id,
        severity: t(`accessibility:severity.${finding.severity}`),
        title: t(`accessibility:findings.${finding.id}.title`),
        date: formatLongDate(finding.status.plannedFix, language),
      }),
    ),
    ...row.fixed.map((finding) =>
      t('remarks.fixed', {
        id: finding.id,
        title: t(`accessibility:findings.${finding.id}.title`),
        date: formatLongDate(finding.status.on, language),
      }),
    ),
  ]
  if (remarks.length === 0) return <>{t('table.noProblem')}</>
  if (remarks.length === 1) return <>{remarks[0]}</>
  return (
    <ul role="list" className="grid gap-2">
      {remarks.map((remark) => (
        <li key={remark}>{remark}</li>
      ))}
    </ul>
  )
}

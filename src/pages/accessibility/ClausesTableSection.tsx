import { useTranslation } from 'react-i18next'
import { Section } from '../../components/sections/Section'
import type { Conformance } from '../../content/accessibility/accessibilityReport'
import { clauseKey, type EnClause } from '../../content/accessibility/en301549Clauses'
import { usePageNamespace } from '../../i18n/pageCopy'
import { TableRegion } from '../../components/ui/TableRegion'

/**
 * EN 301 549 beyond clause 9, as a procurement report ("VPAT EU") answers it for a website and its
 * support: each clause with its level and why. Laid out like the criteria tables.
 */
export function ClausesTableSection({
  rows,
  tone,
}: {
  rows: readonly { clause: EnClause; conformance: Conformance }[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation(usePageNamespace())
  const captionId = 'en-301-549-caption'
  return (
    <Section id="en-301-549" heading={t('clauses.heading')} tone={tone}>
      <TableRegion labelledBy={captionId} className="mt-8">
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption id={captionId} className="sr-only">
            {t('clauses.caption')}
          </caption>
          <thead className="bg-ink-50">
            <tr>
              <th scope="col" className="w-[34%] px-4 py-3 font-semibold text-ink-900">
                {t('clauses.clause')}
              </th>
              <th scope="col" className="w-[18%] px-4 py-3 font-semibold text-ink-900">
                {t('table.conformance')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-ink-900">
                {t('table.remarks')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ clause, conformance }) => {
              const key = clauseKey(clause.clause)
              return (
                <tr key={key} id={`clause-${key.replaceAll('_', '-')}`} className="border-t border-ink-200 align-top">
                  <th scope="row" className="px-4 py-3 font-medium text-ink-900">
                    {clause.clause} {t(`clauses.names.${key}`)}
                  </th>
                  <td className="px-4 py-3 font-semibold text-ink-900">{t(`conformance.${conformance}`)}</td>
                  <td className="px-4 py-3 text-ink-700">{t(`clauses.remarks.${key}`)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </TableRegion>
    </Section>
  )
}

import type { Language } from '../../../routes.config'
import { site } from '../../config/site'
import type { RuleFinding } from '../../contentRules/findings'
import { colon, describeFinding, ruleWords } from '../../contentRules/messages'
import { descriptionWidth, titleWidth } from '../../contentRules/searchResultWidth'

/**
 * What the content rules find in the language shown, above the preview, as the writer types:
 * what must be fixed before saving, what is worth a look, and how much of the title and
 * description a search result shows. In the editor's language; the save itself checks every
 * language of the entry (src/admin/contentRules.ts).
 */
export function EntryChecks({
  findings,
  uiLanguage,
  searchResult,
}: {
  findings: readonly RuleFinding[]
  uiLanguage: Language
  /** The title as it goes out (template included) and the description, when the entry has them. */
  searchResult?: { title: string; description: string }
}) {
  const words = ruleWords(uiLanguage)
  const bySeverity = (['error', 'warning'] as const)
    .map((severity) => ({ severity, items: findings.filter((finding) => finding.severity === severity) }))
    .filter(({ items }) => items.length > 0)
  const { title, description } = site.searchResult
  return (
    <section
      lang={uiLanguage}
      aria-labelledby="entry-checks"
      data-entry-checks
      className="border-b border-slate-300 bg-slate-50 px-6 py-4 text-sm text-slate-900"
    >
      <h2 id="entry-checks" className="font-semibold">
        {words.checksHeading}
      </h2>
      {bySeverity.length === 0 && <p className="mt-1">{words.nothingToFix}</p>}
      {bySeverity.map(({ severity, items }) => (
        <div key={severity} data-severity={severity} className="mt-2">
          <h3 className={severity === 'error' ? 'font-semibold text-red-800' : 'font-semibold text-amber-900'}>
            {words.severity[severity]}
          </h3>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {items.map((finding, index) => {
              const { field, problem, fix } = describeFinding(finding, uiLanguage)
              return (
                <li key={index}>
                  <strong>
                    {field}
                    {colon(uiLanguage)}
                  </strong>{' '}
                  {problem} {fix}
                </li>
              )
            })}
          </ul>
        </div>
      ))}
      {searchResult && (
        <p className="mt-2 text-slate-700">
          {words.widths(
            [titleWidth(searchResult.title), title.budgetPx],
            [descriptionWidth(searchResult.description), description.budgetPx],
          )}
        </p>
      )}
    </section>
  )
}

import { useTranslation } from 'react-i18next'
import { FactTable } from '../../components/sections/FactTable'
import { shownFacts, type BusinessFact } from '../../content/trust/businessFact'
import type { IndependentTest } from '../../content/trust/trustFacts'
import { formatMonthYear, intlLocales } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'
import { usePageNamespace } from '../../i18n/pageCopy'

/** Who tested the service independently, what they tested and when. */
export function TestsSection({
  tests,
  tone,
}: {
  tests: readonly BusinessFact<IndependentTest>[]
  tone?: 'white' | 'muted'
}) {
  const { t } = useTranslation(usePageNamespace())
  const language = useLanguage()
  const list = new Intl.ListFormat(intlLocales[language], { type: 'conjunction' })
  const rows = shownFacts(tests).map(({ value, sample }, index) => {
    const scope = list.format(value.scope.map((part) => t(`tests.scopes.${part}`)))
    return {
      key: `${index}-${value.tester}`,
      label: value.tester,
      cells: [
        scope.charAt(0).toLocaleUpperCase(intlLocales[language]) + scope.slice(1),
        formatMonthYear(value.month, language),
      ],
      sample,
    }
  })
  return <FactTable copyKey="tests" rows={rows} tone={tone} />
}

import { useTranslation } from 'react-i18next'
import type { FixedFinding } from '../../content/accessibility/accessibilityReport'
import { formatLongDate } from '../../i18n/formatDate'
import { useLanguage } from '../../i18n/LanguageContext'

/** How a finding was shown fixed, in the page's language: the date, and the evaluation or the recorded test run. */
export function useFixEvidence(): (state: FixedFinding) => string {
  const { t } = useTranslation('accessibility')
  const language = useLanguage()
  return (state) =>
    state.evidence.by === 'evaluation'
      ? t('evidence.evaluation', { date: formatLongDate(state.on, language) })
      : t('evidence.automatedRun', { date: formatLongDate(state.on, language), build: state.evidence.run.build })
}

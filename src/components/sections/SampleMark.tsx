import { useTranslation } from 'react-i18next'

/**
 * Marks a business fact that is only a sample (src/content/trust/businessFact.ts), in words, so
 * no reader takes it for a real certificate, tester, person or date. A border, not only a tint,
 * so it still stands apart in forced colours.
 */
export function SampleMark() {
  const { t } = useTranslation('common')
  return (
    <span
      data-sample-mark=""
      className="mb-1 block w-fit rounded-md border border-amber-400 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950"
    >
      {t('samples.badge')}
    </span>
  )
}

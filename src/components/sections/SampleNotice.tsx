import { useTranslation } from 'react-i18next'
import { samplePaths } from '../../content/trust/businessFact'

/**
 * Says at the top of a page that some of its entries are samples and what that means, while the
 * facts it prints (`facts`, a tree of BusinessFacts) hold any; nothing otherwise. A build for a
 * real host holds none (dist-check/checks/businessFacts.ts).
 */
export function SampleNotice({ facts }: { facts: unknown }) {
  const { t } = useTranslation('common')
  if (samplePaths(facts).length === 0) return null
  return (
    <div role="note" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8">
        <p className="max-w-measure text-base leading-7">
          <strong className="font-semibold">{t('samples.notice')}</strong> {t('samples.explanation')}
        </p>
      </div>
    </div>
  )
}

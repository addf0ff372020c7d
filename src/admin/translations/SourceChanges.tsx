import { useTranslation } from 'react-i18next'
import type { TranslationItem } from '../../content/translations/translationStatus'

/**
 * What changed in the English since a translation was made, for the translator: each field or
 * paragraph before and now (removed text struck through, added text underlined by the browser),
 * or why it cannot be shown. Inside an i18next instance holding the translation-status namespace.
 */
export function SourceChanges({ item }: { item: TranslationItem }) {
  const { t } = useTranslation('translation-status')
  if (!item.changes || item.changes.length === 0)
    return item.changesUnavailable ? <p>{t(`changes.unavailable.${item.changesUnavailable}`)}</p> : null
  return (
    <div>
      <p>
        <strong>{t('changes.heading')}</strong>
      </p>
      <dl>
        {item.changes.map((change, index) => (
          <div key={`${change.field}-${index}`}>
            <dt>{t(`changes.fields.${change.field}`, { defaultValue: change.field })}</dt>
            <dd>
              {change.before !== undefined && (
                <p>
                  {t('changes.before')} <del>{change.before}</del>
                </p>
              )}
              {change.after !== undefined && (
                <p>
                  {t('changes.now')} <ins>{change.after}</ins>
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

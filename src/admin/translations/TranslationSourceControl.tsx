/**
 * The control of a post's `sourceVersion` (the "translationSource" widget, registered in
 * registerTranslationWidgets.ts): in a translation's pane it says whether the translation follows
 * the English as it is in the editor now, shows what changed in the English since (from the
 * build's report), and sets the version when the translator marks the translation as made from the
 * current English; saving then writes it. In the English pane it only says what translations record.
 *
 * Decap documents a control's `value`, `onChange`, `forID` and `classNameWrapper`. It also passes
 * every control the pane's `locale` and `getEntry` (the entry as the editor holds it, unsaved),
 * which its own object widget uses and its deprecation notice for `entry` points to; a post's
 * translation pane needs both. Decap's documentation describes a preSave listener that returns the
 * whole entry to change a translation, but the installed decap-cms-core (3.19.1) still keeps only
 * the default language's data of what a listener returns. tests/unit/architecture/dependencyContracts.test.ts
 * checks Decap still passes both properties.
 */
import { useState } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { defaultLanguage, type Language } from '../../../routes.config'
import { sanitizeLanguage } from '../../boot/languageValue'
import { postSourceVersion, type PostSourceText } from '../../content/translations/sourceVersion'
import { translationState } from '../../content/translations/translationStatus'
import { usePreviewI18n } from '../previews/usePreviewI18n'
import { SourceChanges } from './SourceChanges'
import { editorRoot, useTranslationReport } from './statusDocument'
import { statusPagePath } from './statusPage'
import { editorCollections } from '../../routing/editorLink'
import './translationWidget.css'

/** What the control reads of an entry (Decap's is an Immutable map): `get('data')`, `get('slug')`. */
export interface EditorEntry {
  get(key: string): unknown
}

export interface TranslationSourceControlProps {
  value?: string
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  locale?: string
  getEntry?: () => EditorEntry | undefined
}

/** What a post entry's English holds of what translations translate; null before it has a body. */
export function englishText(entry: EditorEntry | undefined): PostSourceText | null {
  const data = (entry?.get('data') as { toJS?: () => Record<string, unknown> } | undefined)?.toJS?.()
  if (!data || typeof data.body !== 'string' || data.body.trim() === '') return null
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : undefined)
  return {
    body: data.body,
    ...(text('title') && { title: text('title') }),
    ...(text('description') && { description: text('description') }),
    ...(text('authorRole') && { authorRole: text('authorRole') }),
    ...(text('coverAlt') && { coverAlt: text('coverAlt') }),
  }
}

/** A post's slug from its entry: Decap names a post `<slug>/index` (the multiple_files layout, src/content/blog/postFiles.ts). */
const slugOf = (entry: EditorEntry | undefined) => String(entry?.get('slug') ?? '').replace(/\/index$/, '')

/** Which collection's report items the entry's are: a glossary entry's, or a post's (the blog is the other collection with this widget). */
const kindOf = (entry: EditorEntry | undefined) =>
  entry?.get('collection') === editorCollections.glossary ? 'glossaryEntry' : 'post'

/** What the control shows; apart from its i18next set-up, for tests. */
export function TranslationSourceStatus({
  props,
  editLanguage,
}: {
  props: TranslationSourceControlProps
  editLanguage: Language
}) {
  const { t } = useTranslation('translation-status')
  const language = sanitizeLanguage(props.locale) ?? editLanguage
  const entry = props.getEntry?.()
  const report = useTranslationReport()
  // The version when the entry was opened: a value set since is the translator's mark, not yet saved.
  const [opened] = useState(props.value)
  const english = englishText(entry)
  if (language === defaultLanguage) return <p>{t('editor.original')}</p>
  if (!english) return null
  const current = postSourceVersion(english)
  const state = translationState(props.value || undefined, current)
  const item = report?.items.find(
    (candidate) =>
      candidate.kind === kindOf(entry) && candidate.language === language && candidate.id === slugOf(entry),
  )
  const statusLink = (
    <a href={`${editorRoot}${statusPagePath(editLanguage)}`} target="_blank" rel="noopener">
      {t('editor.statusLink')}
    </a>
  )
  if (state === 'current') return <p>{props.value !== opened ? t('editor.marked') : t('editor.current')}</p>
  return (
    <div className="vl-translation-stale">
      <p>
        <strong>{t(state === 'stale' ? 'editor.stale' : 'editor.unrecorded')}</strong>
      </p>
      {/* The report's changes are of the English as published; the recorded version must still be the one it names. */}
      {item && item.recorded === (props.value || undefined) && <SourceChanges item={item} />}
      <p>{t('editor.recordHint')}</p>
      <p>
        {/* Read at the click: the English may have changed since this pane was drawn. */}
        <button
          type="button"
          onClick={() => props.onChange(postSourceVersion(englishText(props.getEntry?.()) ?? english))}
        >
          {t('editor.record')}
        </button>{' '}
        {statusLink}
      </p>
    </div>
  )
}

/** The control for the editor's language (its copy is in the language the editor was opened in). */
export function translationSourceControl(editLanguage: Language) {
  return function TranslationSourceControl(props: TranslationSourceControlProps) {
    const i18n = usePreviewI18n(editLanguage, ['translation-status'])
    if (!i18n) return null
    return (
      <div id={props.forID} className={`${props.classNameWrapper} vl-translation-source`} lang={editLanguage}>
        <I18nextProvider i18n={i18n}>
          <TranslationSourceStatus props={props} editLanguage={editLanguage} />
        </I18nextProvider>
      </div>
    )
  }
}

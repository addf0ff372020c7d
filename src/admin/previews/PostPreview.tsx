import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { defaultLanguage, type Language } from '../../../routes.config'
import { PostArticle } from '../../components/blog/PostArticle'
import { StaleTranslationNotice } from '../../components/blog/StaleTranslationNotice'
import { translationState } from '../../content/translations/translationStatus'
import { useTranslationReport } from '../translations/statusDocument'
import { LanguageContext } from '../../i18n/LanguageContext'
import { postFromEntry, type PostEntryData } from './postFromEntry'
import type { PreviewProps } from './previewProps'
import { usePreviewI18n } from './usePreviewI18n'

const namespaces = ['common', 'blog'] as const

/** A blog post being written, drawn by the post page's own article in the language of the pane being edited. */
export function PostPreview({ props, language }: { props: PreviewProps; language: Language }) {
  const source: unknown = props.entry.get('data')
  const { getAsset } = props
  const post = useMemo(() => {
    const data = ((source as { toJS?: () => PostEntryData } | undefined)?.toJS?.() ?? {}) as PostEntryData
    return postFromEntry(data, language, (href) => String(getAsset(href)), new Date().toISOString().slice(0, 10))
  }, [source, language, getAsset])
  const i18n = usePreviewI18n(language, namespaces)
  const report = useTranslationReport()
  if (!i18n) return null
  // A translation behind the published English shows the notice its page will show (docs/translations.md).
  const slug = String(props.entry.get('slug') ?? '').replace(/\/index$/, '')
  const english = report?.postVersions[slug]
  const recorded = (source as { get?: (key: string) => unknown } | undefined)?.get?.('sourceVersion')
  const stale =
    language !== defaultLanguage &&
    english !== undefined &&
    translationState(typeof recorded === 'string' && recorded !== '' ? recorded : undefined, english) === 'stale'
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={language}>
        <MemoryRouter>
          <div lang={language}>
            {stale && <StaleTranslationNotice slug={slug} />}
            <PostArticle post={post} />
          </div>
        </MemoryRouter>
      </LanguageContext.Provider>
    </I18nextProvider>
  )
}

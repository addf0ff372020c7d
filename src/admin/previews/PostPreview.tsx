import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router-dom'
import { defaultLanguage, type Language } from '../../../routes.config'
import { PostArticle } from '../../components/blog/PostArticle'
import { filledText } from '../../contentRules/placeholders'
import { templatedTitle } from '../../contentRules/searchResultWidth'
import { StaleTranslationNotice } from '../../components/blog/StaleTranslationNotice'
import { translationState } from '../../content/translations/translationStatus'
import { useTranslationReport } from '../translations/statusDocument'
import { LanguageContext } from '../../i18n/LanguageContext'
import { postLanguageFindings } from '../contentRules'
import { EntryChecks } from './EntryChecks'
import { postFromEntry, type PostEntryData } from './postFromEntry'
import type { PreviewProps } from './previewProps'
import { usePreviewI18n } from './usePreviewI18n'

const namespaces = ['common', 'blog'] as const

/**
 * A blog post being written, drawn by the post page's own article in the language of the pane
 * being edited, under the checks the save will make. Worked out on every render, not memoised:
 * Decap answers getAsset with an empty placeholder until it has loaded an image, and renders the
 * preview again once it has, with the entry unchanged (review ED-6: images blank after reopening).
 */
export function PostPreview({
  props,
  language,
  uiLanguage,
}: {
  props: PreviewProps
  language: Language
  uiLanguage: Language
}) {
  const data = ((props.entry.get('data') as { toJS?: () => PostEntryData } | undefined)?.toJS?.() ??
    {}) as PostEntryData
  const post = postFromEntry(
    data,
    language,
    (href) => String(props.getAsset(href)),
    new Date().toISOString().slice(0, 10),
  )
  const findings = postLanguageFindings(data as Record<string, unknown>, language) ?? []
  const i18n = usePreviewI18n(language, namespaces)
  const report = useTranslationReport()
  if (!i18n) return null
  // A translation behind the published English shows the notice its page will show (docs/translations.md).
  const slug = String(props.entry.get('slug') ?? '').replace(/\/index$/, '')
  const english = report?.postVersions[slug]
  const recorded = (data as Record<string, unknown>).sourceVersion
  const stale =
    language !== defaultLanguage &&
    english !== undefined &&
    translationState(typeof recorded === 'string' && recorded !== '' ? recorded : undefined, english) === 'stale'
  return (
    <>
      <EntryChecks
        findings={findings}
        uiLanguage={uiLanguage}
        searchResult={{
          title: templatedTitle(filledText(data.title ?? '', language)),
          description: filledText(data.description ?? '', language),
        }}
      />
      <I18nextProvider i18n={i18n}>
        <LanguageContext.Provider value={language}>
          <MemoryRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
            <div lang={language}>
              {stale && <StaleTranslationNotice slug={slug} />}
              <PostArticle post={post} />
            </div>
          </MemoryRouter>
        </LanguageContext.Provider>
      </I18nextProvider>
    </>
  )
}

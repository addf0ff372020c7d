import { useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { Language } from '../../../routes.config'
import { PostArticle } from '../../components/blog/PostArticle'
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
  if (!i18n) return null
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={language}>
        <div lang={language}>
          <PostArticle post={post} />
        </div>
      </LanguageContext.Provider>
    </I18nextProvider>
  )
}

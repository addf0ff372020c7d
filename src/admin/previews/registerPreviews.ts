import type CMS from 'decap-cms-app'
import type { ComponentType } from 'react'
import type { PreviewTemplateComponentProps } from 'decap-cms-core'
import type { Language } from '../../../routes.config'
import { pageCopySchemas } from '../../content/pageCopy/pageCopySchemas'
import { editorCollections } from '../../routing/editorLink'
import type { DraftStatusSource } from '../host/draftStatus'
import { entryPreview } from './EntryPreview'
import siteStylesheet from './previewStyles.css?url'

/**
 * Preview panes drawn by the site's own components and styles: a post as its page's article, a
 * page's copy as the page. The pane is a frame Decap fills with <link> tags for the registered
 * styles, so the site's stylesheet is a file of the editor's build (the CSP allows 'self').
 */
export function registerPreviews(cms: typeof CMS, editLanguage: Language, draftSource: DraftStatusSource | null): void {
  cms.registerPreviewStyle(siteStylesheet)
  const template = entryPreview(editLanguage, draftSource) as ComponentType<PreviewTemplateComponentProps>
  for (const name of new Set([editorCollections.posts, ...Object.keys(pageCopySchemas)]))
    cms.registerPreviewTemplate(name, template)
}

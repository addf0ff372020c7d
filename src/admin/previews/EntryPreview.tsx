import { defaultLanguage, type Language } from '../../../routes.config'
import { sanitizeLanguage } from '../../boot/languageValue'
import { editorCollections } from '../../routing/editorLink'
import { DraftOnHost } from '../host/DraftOnHost'
import { draftBranch, type DraftStatusSource } from '../host/draftStatus'
import { PageCopyPreview } from './PageCopyPreview'
import { languageOfCollection, pageOfNamespace } from './pageOfNamespace'
import { PostPreview } from './PostPreview'
import type { PreviewProps } from './previewProps'

/**
 * One template for every entry, choosing by collection: Decap looks templates up by a single name
 * (a folder collection's name, a file's name), and "blog" names both the posts and the blog
 * index's copy.
 */
export function entryPreview(editLanguage: Language, draftSource: DraftStatusSource | null) {
  function Preview({ props }: { props: PreviewProps }) {
    const collection = String(props.collection.get('name'))
    if (collection === editorCollections.posts)
      return (
        <PostPreview
          props={props}
          language={sanitizeLanguage(props.locale) ?? editLanguage}
          uiLanguage={editLanguage}
        />
      )
    const language = languageOfCollection(collection) ?? defaultLanguage
    const namespace = String(props.entry.get('slug'))
    const page = pageOfNamespace(namespace)
    return page ? (
      <PageCopyPreview props={props} language={language} uiLanguage={editLanguage} namespace={namespace} page={page} />
    ) : null
  }
  return function EntryPreview(props: PreviewProps) {
    const slug = String(props.entry.get('slug') ?? '')
    return (
      <>
        {/* With GitHub: what the host made of the saved draft (its checks and preview). */}
        {draftSource && slug && (
          <DraftOnHost
            source={draftSource}
            branch={draftBranch(String(props.collection.get('name')), slug)}
            uiLanguage={editLanguage}
          />
        )}
        <Preview props={props} />
      </>
    )
  }
}

/**
 * The content editor: Decap CMS configured from the site's own schemas (cmsConfig.ts), in the
 * language the staff toolbar's link asked for (?lang=), with previews drawn by the site's
 * components. Built into its own bundle (scripts/admin/buildEditor.ts) only for a build with a
 * back end; no page of the site loads it.
 */
import './manualInit'
import { defaultLanguage } from '../../routes.config'
import { sanitizeLanguage } from '../boot/languageValue'
import { postFrontMatter } from '../content/blog/postSchema'
import { pageCopySchemas } from '../content/pageCopy/pageCopySchemas'
import { loadedNamespace, loadNamespaces } from '../i18n/localeBundles'
import { cmsConfig, type CmsBackend } from './cmsConfig'
import type { EditorReference } from './editorReference'
import { localProxyAnswers, localProxyUrl, showLocalKeyMissing } from './localProxy'

declare const __CMS_BACKEND__: CmsBackend
declare const __CMS_SITE_URL__: string

const editLanguage = sanitizeLanguage(new URLSearchParams(window.location.search).get('lang')) ?? defaultLanguage
// npm run cms: decap-server behind the dev server, at this run's address.
// Read (and the key removed from the address bar) before the editor's multi-megabyte bundle is
// fetched and evaluated, so the key never lingers in the address bar or history while it loads.
const localProxy = __CMS_BACKEND__.kind === 'local' && __CMS_BACKEND__.proxyUrl === null ? localProxyUrl() : undefined

if (localProxy === null || (localProxy && !(await localProxyAnswers(localProxy)))) {
  showLocalKeyMissing()
} else {
  const namespaces = Object.keys(pageCopySchemas)
  const [{ default: CMS }, { registerPreviews }, { setUpEditorRules }, { translationSourceControl }] =
    await Promise.all([
      import('decap-cms-app'),
      import('./previews/registerPreviews'),
      import('./editorRules'),
      import('./translations/TranslationSourceControl'),
      loadNamespaces(defaultLanguage, namespaces),
      loadNamespaces(editLanguage, ['common']),
    ])
  const reference: EditorReference = {
    englishCopy: Object.fromEntries(
      namespaces.map((namespace) => [namespace, loadedNamespace(defaultLanguage, namespace) ?? {}]),
    ),
    tagNames: ((loadedNamespace(editLanguage, 'common') ?? {}) as { tags?: Record<string, string> }).tags ?? {},
  }
  registerPreviews(
    CMS,
    editLanguage,
    __CMS_BACKEND__.kind === 'github'
      ? { apiRoot: __CMS_BACKEND__.apiRoot, repo: __CMS_BACKEND__.repo, context: __CMS_BACKEND__.previewContext }
      : null,
  )
  // A post's sourceVersion (src/content/blog/postSchema.ts): what its translation was made from.
  CMS.registerWidget('translationSource', translationSourceControl(editLanguage) as never)
  const local = __CMS_BACKEND__.kind === 'local'
  setUpEditorRules(CMS, editLanguage, local)
  CMS.init({
    config: cmsConfig({
      backend: __CMS_BACKEND__,
      editLanguage,
      postSchema: postFrontMatter,
      pageCopySchemas,
      // The local editor's saves are visible on the site preview that serves it, never on the public site (review ED-4).
      siteUrl: local ? window.location.origin : __CMS_SITE_URL__,
      localProxyUrl: localProxy,
      reference,
    }) as never,
  })
}
// Decap initialises itself from config.yml on import unless told otherwise; our configuration is
// derived from the site's schemas at runtime, so it must wait for CMS.init (this module is imported first).
;(window as Window & { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT = true
export {}

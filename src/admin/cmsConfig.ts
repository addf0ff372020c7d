/**
 * The Decap CMS configuration, built from the definitions the build uses: the posts' front-matter
 * schema, every namespace's page-copy schema, the route manifest and the language list. Pure, so a
 * unit test can prove that what the editor offers is what the build accepts.
 */
import type { z } from 'zod'
import { defaultLanguage, languageDeclaration, languages, routes, type Language } from '../../routes.config'
import { postsFolder } from '../content/blog/postFiles'
import { glossaryFiles } from '../content/glossary/glossaryFiles'
import { glossaryFrontMatter } from '../content/glossary/glossarySchema'
import { editorCollections } from '../routing/editorLink'
import { localizedPath } from '../routing/localizedPath'
import { ruleWords } from '../contentRules/messages'
import { cmsFieldsOf, fieldLabel, type CmsField } from './cmsFields'
import { editorText } from './editorText'
import { namedTagOptions, withEnglishHints, type EditorReference } from './editorReference'
import { namespaceExistsIn } from '../content/translations/translatedNamespaces'
import { toolNamespaces } from '../content/pageCopy/toolNamespaces'

export { namespaceExistsIn }

/** What Decap asks GitHub's OAuth for: the smaller `public_repo` unless a private repository needs `repo` (docs/content-editor.md). */
export type GitHubAuthScope = 'public_repo' | 'repo'

/** Where the editor reads and writes: the working tree through decap-server, or GitHub with review. */
export type CmsBackend =
  /**
   * decap-server: at `proxyUrl` (the browser tests' own), or null for `npm run cms`, where it sits
   * behind the dev server at an address with this run's key (src/admin/localProxy.ts).
   */
  | { kind: 'local'; proxyUrl: string | null }
  | {
      kind: 'github'
      repo: string
      branch: string
      /** GitHub's REST API (Decap's api_root): https://api.github.com, a GitHub Enterprise host, or the tests' stand-in. */
      apiRoot: string
      /** The OAuth endpoint's origin (Decap's base_url): the sign-in window's messages must come from exactly this origin. */
      oauthBaseUrl: string
      oauthEndpoint: string
      authScope: GitHubAuthScope
      /** The commit status on a draft's head commit whose link is its preview deployment (Decap's preview_context). */
      previewContext: string
    }

export interface CmsConfigInputs {
  backend: CmsBackend
  /**
   * The language being edited: its pane is on the left, English beside it (Spanish beside
   * English); the editor's own interface speaks it too.
   */
  editLanguage: Language
  postSchema: z.ZodObject
  pageCopySchemas: Record<string, z.ZodObject>
  /** The site the editor's "view" links open: the public site, or for the local editor the site preview it is served by. */
  siteUrl: string
  /** `npm run cms`: the address of this run's guarded decap-server, which the page learns at run time. */
  localProxyUrl?: string
  /** The English beside each translated page-copy field and the tags' names (review ED-9); left out, the form shows neither. */
  reference?: EditorReference
}

/**
 * The only folders the editor reads and writes: the posts (their images beside them), the locale
 * files and the uploads. The local back end refuses any other path (scripts/admin/localBackendGuard.ts).
 */
export const editorContentFolders = {
  posts: postsFolder,
  glossary: glossaryFiles.folder,
  locales: 'locales',
  uploads: 'public/uploads',
} as const

/** Locale order for Decap: the first is the pane being edited, the second the one shown beside it. */
export function editorLocales(editLanguage: Language): Language[] {
  const beside: Language =
    editLanguage === defaultLanguage ? languages.find((language) => language !== defaultLanguage)! : defaultLanguage
  return [editLanguage, beside, ...languages.filter((language) => language !== editLanguage && language !== beside)]
}

function backendConfig(backend: CmsBackend, localProxyUrl: string | undefined) {
  if (backend.kind === 'local')
    return { backend: { name: 'proxy', proxy_url: localProxyUrl ?? backend.proxyUrl, branch: 'main' } }
  return {
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      api_root: backend.apiRoot,
      base_url: backend.oauthBaseUrl,
      auth_endpoint: backend.oauthEndpoint,
      // Decap asks for `repo` (every private repository the editor can reach) unless told otherwise.
      auth_scope: backend.authScope,
      squash_merges: true,
      // A draft's "View Preview" link: the target of this commit status on its pull request's head, once it is a success.
      preview_context: backend.previewContext,
    },
    show_preview_links: true,
    // Drafts and review on GitHub: every change is a pull request until someone publishes it.
    publish_mode: 'editorial_workflow',
  }
}

/** The page paths (in English) that read a namespace, for the entry's label. */
function pathsOf(namespace: string): string[] {
  return Object.entries(routes.pages)
    .filter(([, page]) => page.namespace === namespace && !page.path.includes(':'))
    .map(([id]) => localizedPath({ page: id as keyof typeof routes.pages, language: defaultLanguage }))
}

function pageCopyLabel(namespace: string): string {
  if (namespace === 'common') return 'Shared by every page (header, footer, forms, labels)'
  const paths = pathsOf(namespace)
  return paths.length > 0 ? `${fieldLabel(namespace)} — ${paths.join(', ')}` : fieldLabel(namespace)
}

/** The live post's path below the site's root, for Decap's "view live" link (English). */
const editorPreviewPrefix = `${localizedPath({ page: 'blogPost', language: defaultLanguage, params: { slug: 'SLUG' } })
  .replace(/SLUG\/?$/, '')
  .replace(/^\//, '')}`

/** The glossary page below the site's root (English), for Decap's "view live" link to an entry. */
const glossaryPreviewPath = localizedPath({ page: 'glossary', language: defaultLanguage }).replace(/^\//, '')

/** Each language in its own words, as the language menu names it (its declaration). */
const languageNames = (language: Language) => languageDeclaration(language).name

/** A post's fields labelled and explained in the editor's language (the rules' messages name them by the same labels). */
function inLanguage(fields: CmsField[], language: Language): CmsField[] {
  const { fields: labels } = ruleWords(language)
  const { hints } = editorText(language)
  return fields.map((field) => ({
    ...field,
    label: labels[field.name] ?? field.label,
    ...(field.name in hints ? { hint: hints[field.name as keyof typeof hints] } : {}),
  }))
}

/** A glossary entry's fields in the editor's language: its own hints, and the post's labels where the fields are alike. */
function glossaryInLanguage(fields: CmsField[], language: Language): CmsField[] {
  const { fields: labels } = ruleWords(language)
  const { glossary, hints } = editorText(language)
  const glossaryHints: Partial<Record<string, string>> = { ...glossary.hints, sourceVersion: hints.sourceVersion }
  return fields.map((field) => ({
    ...field,
    label: field.name === 'page' ? glossary.pageLabel : (labels[field.name] ?? field.label),
    ...(glossaryHints[field.name] ? { hint: glossaryHints[field.name] } : {}),
  }))
}

/** Page copy is one file per language, so its fields carry no per-language setting. */
function withoutI18n({ i18n: _i18n, fields, field, ...rest }: CmsField): CmsField {
  return {
    ...rest,
    ...(fields ? { fields: fields.map(withoutI18n) } : {}),
    ...(field ? { field: withoutI18n(field) } : {}),
  }
}

export function cmsConfig({
  backend,
  editLanguage,
  postSchema,
  pageCopySchemas,
  siteUrl,
  localProxyUrl,
  reference,
}: CmsConfigInputs) {
  const locales = editorLocales(editLanguage)
  const body: CmsField = { name: 'body', label: 'Body', widget: 'markdown', i18n: true }
  const { localNote, pageCopyNote, collections, inEnglish } = editorText(editLanguage)
  const pageCopyFields = (namespace: string, schema: z.ZodObject, language: Language): CmsField[] => {
    const fields = cmsFieldsOf(schema).map(withoutI18n)
    const english = reference?.englishCopy[namespace]
    return language === defaultLanguage || !english ? fields : withEnglishHints(fields, english, inEnglish)
  }
  // The local editor says above every list where a save goes (review ED-4).
  const note = (text?: string) => {
    const description = [backend.kind === 'local' ? localNote : undefined, text].filter(Boolean).join(' ')
    return description ? { description } : {}
  }
  return {
    load_config_file: false,
    ...backendConfig(backend, localProxyUrl),
    site_url: siteUrl,
    // Decap's own interface in the language being edited (decap-cms-app registers es, pt, fr and de).
    locale: editLanguage,
    // Uploads outside a post (none today) go here; a post's images live in its own folder.
    media_folder: editorContentFolders.uploads,
    public_folder: '/uploads',
    // Posts: src/content/blog/<slug>/index.<language>.md is Decap's multiple_files layout (postFiles.ts).
    i18n: { structure: 'multiple_files', locales, default_locale: defaultLanguage },
    collections: [
      {
        name: editorCollections.posts,
        label: collections.posts,
        label_singular: collections.post,
        folder: postsFolder,
        // src/content/blog/<slug>/index.<language>.md (Decap's multiple_files layout): see postFiles.ts.
        path: '{{slug}}/index',
        extension: 'md',
        format: 'yaml-frontmatter',
        media_folder: '',
        public_folder: '',
        create: true,
        slug: '{{slug}}',
        summary: '{{title}} · {{date}}',
        sortable_fields: ['date', 'title'],
        preview_path: `${editorPreviewPrefix}{{dirname}}`,
        i18n: true,
        ...note(),
        fields: inLanguage([...cmsFieldsOf(postSchema), body], editLanguage).map((field) =>
          reference ? namedTagOptions(field, reference.tagNames) : field,
        ),
      },
      // The glossary: the same layout as the posts (src/content/collections/collectionFiles.ts), one
      // entry per term; the site shows them all on one page, each at its own #slug.
      {
        name: editorCollections.glossary,
        label: collections.glossary,
        label_singular: collections.glossaryEntry,
        folder: editorContentFolders.glossary,
        path: '{{slug}}/index',
        extension: 'md',
        format: 'yaml-frontmatter',
        create: true,
        slug: '{{slug}}',
        summary: '{{title}}',
        sortable_fields: ['title'],
        preview_path: `${glossaryPreviewPath}#{{dirname}}`,
        i18n: true,
        ...note(),
        fields: glossaryInLanguage([...cmsFieldsOf(glossaryFrontMatter), body], editLanguage),
      },
      // Decap keeps files collections in one file per entry for all languages (single_file), and the
      // build reads locales/<language>/<namespace>.json: so one collection per language, the
      // language being edited first. The preview shows English beside a translation.
      ...[editLanguage, ...languages.filter((language) => language !== editLanguage)].map((language) => ({
        name: editorCollections.pages(language),
        label: collections.pageCopy(languageNames(language)),
        label_singular: collections.pageCopy(languageNames(language)),
        format: 'json',
        editor: { preview: true },
        ...note(pageCopyNote),
        files: Object.entries(pageCopySchemas)
          .filter(([namespace]) => namespaceExistsIn(namespace, language) && !toolNamespaces.includes(namespace))
          .map(([namespace, schema]) => ({
            name: namespace,
            label: pageCopyLabel(namespace),
            file: `${editorContentFolders.locales}/${language}/${namespace}.json`,
            fields: pageCopyFields(namespace, schema, language),
          })),
      })),
    ],
  }
}

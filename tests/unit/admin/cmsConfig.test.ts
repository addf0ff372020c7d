/**
 * The content editor's configuration is derived from the schemas the build validates with: these
 * tests prove that a schema change reaches the CMS form without another edit, that the form's
 * limits are the build's. (That Decap accepts it in every language: tests/e2e/contentEditor.spec.ts.)
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { languages } from '../../../routes.config'
import { cmsBackendFrom, cmsBackendOrigins } from '../../../src/admin/cmsBackendConfig'
import {
  cmsConfig,
  editorContentFolders,
  editorLocales,
  namespaceExistsIn,
  type CmsConfigInputs,
} from '../../../src/admin/cmsConfig'
import { glossaryFiles } from '../../../src/content/glossary/glossaryFiles'
import { glossaryFrontMatter } from '../../../src/content/glossary/glossarySchema'
import type { CmsField } from '../../../src/admin/cmsFields'
import { editorText } from '../../../src/admin/editorText'
import { isUnwrittenTranslation, postFrontMatter } from '../../../src/content/blog/postSchema'
import { pageCopySchemas } from '../../../src/content/pageCopy/pageCopySchemas'
import { toolNamespaces } from '../../../src/content/pageCopy/toolNamespaces'
import { editorEntryUrl } from '../../../src/routing/editorLink'
import { editorHeaders } from '../../../scripts/hosting/headers'
import { editorSiteHeadersFile } from '../../../scripts/admin/buildEditor'

const inputs: CmsConfigInputs = {
  backend: { kind: 'local', proxyUrl: 'http://localhost:8081/api/v1' },
  editLanguage: 'en',
  postSchema: postFrontMatter,
  pageCopySchemas,
  siteUrl: 'https://www.vaultline.example',
}
const field = (fields: CmsField[] | undefined, name: string) => fields?.find((f) => f.name === name)
const blogOf = (config: ReturnType<typeof cmsConfig>) =>
  config.collections.find((c) => c.name === 'blog') as { fields: CmsField[]; folder: string; path: string }
const pagesOf = (config: ReturnType<typeof cmsConfig>, language: string) =>
  config.collections.find((c) => c.name === `pages-${language}`) as {
    files: { name: string; file: string; fields: CmsField[] }[]
  }
const matches = (rule: [string, string] | undefined, value: string) => new RegExp(rule![0]).test(value)

describe('the glossary form follows the glossary’s schema (issue 43 item 5: a second collection)', () => {
  const glossary = cmsConfig(inputs).collections.find((c) => c.name === 'glossary') as {
    fields: CmsField[]
    folder: string
    path: string
    i18n: boolean
    preview_path: string
  }

  it('writes src/content/glossary/<slug>/index.<language>.md, the layout the build reads, with every field and the body', () => {
    expect(glossary.folder).toBe(glossaryFiles.folder)
    expect(glossary.path).toBe('{{slug}}/index')
    expect(glossary.i18n).toBe(true)
    expect(glossary.fields.map((f) => f.name)).toEqual([...Object.keys(glossaryFrontMatter.shape), 'body'])
    expect(glossary.preview_path).toBe('glossary/#{{dirname}}')
  })

  it('asks for the linked page once, in English, from the pages every language has; the build’s limits are the form’s', () => {
    expect(glossary.fields.filter((f) => f.i18n === 'duplicate').map((f) => f.name)).toEqual(['page'])
    const page = field(glossary.fields, 'page')!
    expect(page).toMatchObject({ widget: 'select', required: false })
    expect(page.options).toContain('encryption')
    expect(page.options).not.toContain('blogPost')
    expect(page.options).not.toContain('competitorComparison')
    const description = field(glossary.fields, 'description')!
    expect(matches(description.pattern, 'x'.repeat(49))).toBe(false)
    expect(matches(description.pattern, 'x'.repeat(50))).toBe(true)
  })

  it('ED-9: speaks the edit language with the glossary’s own hints: a heading, not a page title, and no images', () => {
    const english = cmsConfig(inputs).collections.find((c) => c.name === 'glossary') as { fields: CmsField[] }
    expect(field(english.fields, 'title')!.hint).toMatch(/^The term as readers look it up/)
    expect(field(english.fields, 'body')!.hint).toMatch(/^One to three short paragraphs, with no headings or images/)
    for (const language of languages) {
      const form = cmsConfig({ ...inputs, editLanguage: language }).collections.find((c) => c.name === 'glossary') as {
        fields: CmsField[]
      }
      const words = editorText(language)
      expect(field(form.fields, 'page')!.label, language).toBe(words.glossary.pageLabel)
      expect(field(form.fields, 'title')!.hint, language).not.toBe(words.hints.title)
      expect(field(form.fields, 'body')!.hint, language).not.toBe(words.hints.body)
      expect(field(form.fields, 'sourceVersion')!.hint, language).toBe(words.hints.sourceVersion)
    }
  })

  it('is a folder the local editor may write, and its translations record their English as posts do', () => {
    expect(editorContentFolders.glossary).toBe('src/content/glossary')
    expect(field(glossary.fields, 'sourceVersion')).toMatchObject({ widget: 'translationSource' })
    expect(editorEntryUrl({ kind: 'glossaryEntry', slug: 'ml-kem' }, 'de')).toMatch(
      /\?lang=de#\/collections\/glossary\/entries\/ml-kem\/index$/,
    )
  })
})

describe('the blog form follows the front-matter schema', () => {
  const blog = blogOf(cmsConfig(inputs))

  it('has every front-matter field, in order, and the body', () => {
    expect(blog.fields.map((f) => f.name)).toEqual([...Object.keys(postFrontMatter.shape), 'body'])
    expect(blog.folder).toBe('src/content/blog')
    expect(blog.path).toBe('{{slug}}/index')
  })

  it('refuses a title over 90 characters and a description outside 50–200, with the reason', () => {
    const title = field(blog.fields, 'title')!
    expect(matches(title.pattern, 'x'.repeat(90))).toBe(true)
    expect(matches(title.pattern, 'x'.repeat(91))).toBe(false)
    expect(title.pattern![1]).toBe('Use 10 to 90 characters.')
    const description = field(blog.fields, 'description')!
    expect(matches(description.pattern, 'x'.repeat(49))).toBe(false)
    expect(matches(description.pattern, 'x'.repeat(50))).toBe(true)
    expect(matches(description.pattern, 'x'.repeat(201))).toBe(false)
  })

  it('offers tags and covers from the allowed lists only, and marks optional fields', () => {
    const tags = field(blog.fields, 'tags')!
    expect(tags).toMatchObject({ widget: 'select', multiple: true, min: 1, max: 6 })
    expect(tags.options).toEqual(postFrontMatter.shape.tags.unwrap().options)
    expect(field(blog.fields, 'cover')!.options).toEqual(postFrontMatter.shape.cover.options)
    expect(field(blog.fields, 'draft')).toMatchObject({ widget: 'boolean', required: false })
    expect(field(blog.fields, 'date')).toMatchObject({
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      time_format: false,
    })
    expect(field(blog.fields, 'author')).toMatchObject({ widget: 'string' })
  })

  it('ED-1 / ED-7: asks for the language-neutral fields once, in English, and copies them into every translation', () => {
    const neutral = ['date', 'updated', 'author', 'tags', 'cover', 'coverImage', 'draft']
    expect(blog.fields.filter((f) => f.i18n === 'duplicate').map((f) => f.name)).toEqual(neutral)
    // sourceVersion too: each translation records the English it was made from (src/content/translations/).
    expect(blog.fields.filter((f) => f.i18n === true).map((f) => f.name)).toEqual([
      'title',
      'description',
      'authorRole',
      'coverAlt',
      'sourceVersion',
      'body',
    ])
    // A translation holding only the copied fields is one nobody has written: the build skips it.
    expect(
      isUnwrittenTranslation({ date: '2026-05-19', author: 'Amara Lewis', tags: ['ai'], cover: 'voice' }, '\n'),
    ).toBe(true)
    expect(isUnwrittenTranslation({ date: '2026-05-19', title: 'Un titre' }, '')).toBe(false)
    expect(isUnwrittenTranslation({ date: '2026-05-19' }, 'Un texte.')).toBe(false)
  })

  it('offers an uploaded cover as an image widget (upload only, saved in the post’s folder) with its alt text beside it, both optional', () => {
    const fields = blog.fields.map((f) => f.name)
    expect(fields.slice(fields.indexOf('cover'), fields.indexOf('cover') + 3)).toEqual([
      'cover',
      'coverImage',
      'coverAlt',
    ])
    expect(field(blog.fields, 'coverImage')).toMatchObject({
      widget: 'image',
      choose_url: false,
      required: false,
    })
    expect(field(blog.fields, 'coverImage')!.hint).toMatch(/at least 1200×630/)
    expect(field(blog.fields, 'coverAlt')).toMatchObject({
      widget: 'string',
      required: false,
      pattern: ['^[\\s\\S]{3,250}$', 'Use 3 to 250 characters.'],
    })
    // The art stays required: the form cannot require it only when no image is given.
    expect(field(blog.fields, 'cover')).not.toHaveProperty('required')
    // An upload lands beside the post's Markdown, where the build looks for it.
    expect(blogOf(cmsConfig(inputs))).toMatchObject({ media_folder: '', public_folder: '' })
  })

  it('shows a field added to the schema without another edit', () => {
    const extended = postFrontMatter.extend({
      summaryForSales: z.string().max(140).optional(),
      series: z.enum(['pqc-101', 'field-notes']),
    })
    const fields = blogOf(cmsConfig({ ...inputs, postSchema: extended })).fields
    expect(field(fields, 'summaryForSales')).toMatchObject({
      widget: 'text',
      required: false,
      pattern: ['^[\\s\\S]{0,140}$', 'Use at most 140 characters.'],
    })
    expect(field(fields, 'series')).toMatchObject({ widget: 'select', options: ['pqc-101', 'field-notes'] })
  })
})

describe('page copy follows the page-copy schemas', () => {
  it('has one entry per namespace and language file, English-only copy in English only', () => {
    for (const language of languages) {
      const pages = pagesOf(cmsConfig(inputs), language)
      const expected = Object.keys(pageCopySchemas).filter(
        (namespace) => namespaceExistsIn(namespace, language) && !toolNamespaces.includes(namespace),
      )
      expect(pages.files.map((f) => f.name)).toEqual(expected)
      for (const file of pages.files) expect(file.file).toBe(`locales/${language}/${file.name}.json`)
    }
    expect(namespaceExistsIn('sign-in', 'de')).toBe(false)
    expect(namespaceExistsIn('pricing', 'fr')).toBe(false)
    expect(namespaceExistsIn('home', 'pt')).toBe(true)
  })

  it('nests objects and lists as the schema does', () => {
    const downloads = pagesOf(cmsConfig(inputs), 'es').files.find((f) => f.name === 'downloads')!
    const desktop = field(downloads.fields, 'desktop')!
    expect(desktop.widget).toBe('object')
    const items = field(desktop.fields, 'items')!
    expect(items.widget).toBe('list')
    expect(items.fields!.map((f) => f.name)).toEqual(['title', 'body', 'requirements'])
    const hero = field(downloads.fields, 'hero')!
    expect(field(hero.fields, 'eyebrow')).toMatchObject({ required: false })
  })

  it('shows a key added to a namespace schema without another edit', () => {
    const home = pageCopySchemas.home.extend({
      awards: z.strictObject({ heading: z.string(), items: z.array(z.string()) }),
    })
    const files = pagesOf(cmsConfig({ ...inputs, pageCopySchemas: { ...pageCopySchemas, home } }), 'fr').files
    const awards = field(files.find((f) => f.name === 'home')!.fields, 'awards')!
    expect(awards.fields!.map((f) => [f.name, f.widget])).toEqual([
      ['heading', 'string'],
      ['items', 'list'],
    ])
  })
})

describe('languages', () => {
  it('puts the language being edited first and English beside it', () => {
    expect(editorLocales('de')).toEqual(['de', 'en', 'es', 'pt', 'fr'])
    expect(editorLocales('en')).toEqual(['en', 'es', 'pt', 'fr', 'de'])
    expect(cmsConfig({ ...inputs, editLanguage: 'pt' }).i18n).toEqual({
      structure: 'multiple_files',
      locales: ['pt', 'en', 'es', 'fr', 'de'],
      default_locale: 'en',
    })
  })

  it('links the staff toolbar to the entry in the page’s language', () => {
    expect(editorEntryUrl({ kind: 'page', namespace: 'threat-ai' }, 'fr')).toBe(
      '/admin/?lang=fr#/collections/pages-fr/entries/threat-ai',
    )
    expect(editorEntryUrl({ kind: 'post', slug: 'ss7-interception-explained' }, 'es')).toBe(
      '/admin/?lang=es#/collections/blog/entries/ss7-interception-explained/index',
    )
  })
})

describe('back ends', () => {
  const github = {
    kind: 'github',
    repo: 'vaultline/website',
    branch: 'main',
    apiRoot: 'https://api.github.com',
    oauthBaseUrl: 'https://cms.vaultline.example',
    oauthEndpoint: 'oauth/auth',
    authScope: 'public_repo',
    previewContext: 'Site preview',
  } as const

  it('security 2026-11-27 M4: GitHub uses the editorial workflow and the smallest scope; the local server does not', () => {
    expect(cmsConfig({ ...inputs, backend: github })).toMatchObject({
      backend: {
        name: 'github',
        repo: 'vaultline/website',
        api_root: 'https://api.github.com',
        base_url: 'https://cms.vaultline.example',
        auth_endpoint: 'oauth/auth',
        auth_scope: 'public_repo',
      },
      publish_mode: 'editorial_workflow',
    })
    expect(cmsConfig(inputs)).not.toHaveProperty('publish_mode')
  })

  it('links a draft’s preview from the commit status the preview deployments post, under the name the build is given', () => {
    expect(cmsConfig({ ...inputs, backend: github })).toMatchObject({
      backend: { preview_context: 'Site preview' },
      show_preview_links: true,
    })
    const env = { CMS_GITHUB_REPO: 'vaultline/website', CMS_ORIGIN: 'https://cms.vaultline.example' }
    expect(cmsBackendFrom({ ...env, CMS_PREVIEW_STATUS_CONTEXT: ' Preview on Pages ' })).toMatchObject({
      previewContext: 'Preview on Pages',
    })
    expect(() => cmsBackendFrom({ ...env, CMS_PREVIEW_STATUS_CONTEXT: 'a\nb' })).toThrow(/CMS_PREVIEW_STATUS_CONTEXT/)
  })

  it('serves the sign-in from the editor’s own origin by default, and names the variable that is wrong', () => {
    expect(cmsBackendFrom({})).toBeNull()
    expect(
      cmsBackendFrom({ CMS_GITHUB_REPO: 'vaultline/website', CMS_ORIGIN: 'https://cms.vaultline.example/' }),
    ).toEqual(github)
    expect(
      cmsBackendFrom({
        CMS_GITHUB_REPO: 'vaultline/website',
        CMS_OAUTH_BASE_URL: 'https://cms-auth.vaultline.example',
        CMS_OAUTH_ENDPOINT: 'auth',
        CMS_GITHUB_AUTH_SCOPE: 'repo',
      }),
    ).toEqual({
      ...github,
      oauthBaseUrl: 'https://cms-auth.vaultline.example',
      oauthEndpoint: 'auth',
      authScope: 'repo',
    })
    expect(() => cmsBackendFrom({ CMS_GITHUB_REPO: 'vaultline/website' })).toThrow(/CMS_OAUTH_BASE_URL.*is not set/)
    expect(() => cmsBackendFrom({ CMS_GITHUB_REPO: 'not a repo', CMS_OAUTH_BASE_URL: 'https://a.example' })).toThrow(
      /CMS_GITHUB_REPO/,
    )
    expect(() => cmsBackendFrom({ CMS_GITHUB_REPO: 'a/b', CMS_OAUTH_BASE_URL: 'http://auth.example' })).toThrow(
      /not https/,
    )
    expect(() =>
      cmsBackendFrom({ CMS_GITHUB_REPO: 'a/b', CMS_ORIGIN: 'https://cms.vaultline.example/admin/' }),
    ).toThrow(/CMS_ORIGIN.*is not an origin/)
    expect(() =>
      cmsBackendFrom({
        CMS_GITHUB_REPO: 'a/b',
        CMS_ORIGIN: 'https://cms.vaultline.example',
        CMS_GITHUB_AUTH_SCOPE: 'admin:org',
      }),
    ).toThrow(/CMS_GITHUB_AUTH_SCOPE/)
    expect(() => cmsBackendFrom({ CMS_BACKEND: 'gitlab' })).toThrow(/CMS_BACKEND/)
    // npm run cms reaches decap-server through the editor's own origin; the browser tests name theirs.
    expect(cmsBackendFrom({ CMS_BACKEND: 'local' })).toEqual({ kind: 'local', proxyUrl: null })
    expect(cmsBackendOrigins(cmsBackendFrom({ CMS_BACKEND: 'local' }))).toEqual([])
    expect(
      cmsBackendOrigins(cmsBackendFrom({ CMS_BACKEND: 'local', CMS_LOCAL_PROXY_URL: 'http://127.0.0.1:54330/api/v1' })),
    ).toEqual(['http://127.0.0.1:54330'])
  })

  it('lets the tests point the editor at stand-ins on this machine, and nowhere else over http', () => {
    const local = cmsBackendFrom({
      CMS_GITHUB_REPO: 'a/b',
      CMS_ORIGIN: 'http://127.0.0.1:4400',
      CMS_GITHUB_API_ROOT: 'http://127.0.0.1:4401',
    })
    expect(local).toMatchObject({ apiRoot: 'http://127.0.0.1:4401', oauthBaseUrl: 'http://127.0.0.1:4400' })
    expect(cmsBackendOrigins(local)).toEqual(['http://127.0.0.1:4401', 'http://127.0.0.1:4400'])
    expect(() =>
      cmsBackendFrom({
        CMS_GITHUB_REPO: 'a/b',
        CMS_ORIGIN: 'https://cms.vaultline.example',
        CMS_GITHUB_API_ROOT: 'http://github.internal',
      }),
    ).toThrow(/CMS_GITHUB_API_ROOT.*not https/)
    // GitHub Enterprise Server: the API below a path; the CSP names its origin.
    const enterprise = cmsBackendFrom({
      CMS_GITHUB_REPO: 'a/b',
      CMS_ORIGIN: 'https://cms.vaultline.example',
      CMS_GITHUB_API_ROOT: 'https://git.vaultline.example/api/v3/',
    })
    expect(enterprise).toMatchObject({ apiRoot: 'https://git.vaultline.example/api/v3' })
    expect(cmsBackendOrigins(enterprise)).toEqual(['https://git.vaultline.example', 'https://cms.vaultline.example'])
  })
})

describe('the editor’s own headers', () => {
  it('security 2026-11-27 L6: keep the sign-in window’s opener, and are the editor’s, not the site’s', () => {
    const headers = editorHeaders(['https://api.github.com', 'https://cms.vaultline.example'])
    // same-origin (the site's) severs the GitHub sign-in window from the editor: the sign-in could never complete.
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups')
    expect(headers['Content-Security-Policy']).toContain(
      "connect-src 'self' blob: https://api.github.com https://cms.vaultline.example;",
    )
    expect(headers['Content-Security-Policy']).toContain("script-src 'self';")
    expect(headers['Content-Security-Policy']).not.toMatch(/sha256-|unsafe-eval/)
    expect(headers).toMatchObject({
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    })
  })
})

describe('the editor on its own origin', () => {
  it('is where the staff toolbar links, when the build has CMS_ORIGIN', () => {
    const before = process.env.CMS_ORIGIN
    process.env.CMS_ORIGIN = 'https://cms.vaultline.example'
    try {
      expect(editorEntryUrl({ kind: 'post', slug: 'ss7-interception-explained' }, 'de')).toBe(
        'https://cms.vaultline.example/?lang=de#/collections/blog/entries/ss7-interception-explained/index',
      )
    } finally {
      if (before === undefined) delete process.env.CMS_ORIGIN
      else process.env.CMS_ORIGIN = before
    }
  })

  it('writes its own headers file: the editor’s headers everywhere, hashed assets cached', () => {
    const file = editorSiteHeadersFile(
      {
        kind: 'github',
        repo: 'vaultline/website',
        branch: 'main',
        apiRoot: 'https://api.github.com',
        oauthBaseUrl: 'https://cms.vaultline.example',
        oauthEndpoint: 'oauth/auth',
        authScope: 'public_repo',
        previewContext: 'Site preview',
      },
      'cloudflare',
    )
    expect(file).toContain('/*\n  Content-Security-Policy: ')
    expect(file).toContain('  Cross-Origin-Opener-Policy: same-origin-allow-popups\n')
    expect(file).toContain('/assets/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n')
  })
})

describe('the editor speaks the language being edited', () => {
  it('ED-9: Decap’s interface and the post form’s labels and hints are in the edit language', () => {
    const german = cmsConfig({ ...inputs, editLanguage: 'de' })
    expect(german.locale).toBe('de')
    const fields = blogOf(german).fields
    expect(['title', 'date', 'authorRole', 'coverAlt', 'body'].map((name) => field(fields, name)!.label)).toEqual([
      'Titel',
      'Datum',
      'Funktion des Autors',
      'Alternativtext des Titelbilds',
      'Text',
    ])
    expect(field(fields, 'title')!.hint).toMatch(/^Ein Suchergebnis zeigt etwa 580 px/)
    expect(field(fields, 'body')!.hint).toContain('{{facts.cipher}}')
    expect(cmsConfig(inputs).locale).toBe('en')
  })

  it('ED-9: a translation’s page copy shows the English of each field under it, written as it is, and English copy shows none', () => {
    const reference = {
      englishCopy: {
        home: {
          hero: { title: 'Private by design', intro: 'Messages *only* you read' },
          meta: { title: 'Vaultline', description: 'Post-quantum messaging' },
        },
      },
      tagNames: {},
    }
    const german = pagesOf(cmsConfig({ ...inputs, editLanguage: 'de', reference }), 'de').files.find(
      (file) => file.name === 'home',
    )!
    const hero = field(german.fields, 'hero')!
    expect(field(hero.fields, 'title')!.hint).toBe('Englisch: „Private by design“')
    // Decap renders hints as Markdown; the English is escaped so it reads as written.
    expect(field(hero.fields, 'intro')!.hint).toBe('Englisch: „Messages \\*only\\* you read“')
    const french = pagesOf(cmsConfig({ ...inputs, editLanguage: 'fr', reference }), 'fr').files.find(
      (file) => file.name === 'home',
    )!
    expect(field(field(french.fields, 'meta')!.fields, 'description')!.hint).toBe(
      'En anglais : « Post-quantum messaging »',
    )
    const english = pagesOf(cmsConfig({ ...inputs, editLanguage: 'de', reference }), 'en').files.find(
      (file) => file.name === 'home',
    )!
    expect(field(field(english.fields, 'hero')!.fields, 'title')!.hint).toBeUndefined()
  })

  it('ED-9: the post form offers tags by their names in the edit language and stores their slugs', () => {
    const tags = field(
      blogOf(
        cmsConfig({
          ...inputs,
          editLanguage: 'de',
          reference: { englishCopy: {}, tagNames: { 'mobile-networks': 'Mobilfunknetze' } },
        }),
      ).fields,
      'tags',
    )!
    expect(tags.options).toContainEqual({ label: 'Mobilfunknetze', value: 'mobile-networks' })
    expect(tags.options!.map((option) => (typeof option === 'string' ? option : option.value))).toEqual(
      postFrontMatter.shape.tags.unwrap().options,
    )
  })

  it('ED-4: the local editor says above each list that it saves to this computer; the GitHub editor does not', () => {
    const local = cmsConfig({ ...inputs, editLanguage: 'pt' })
    for (const collection of local.collections)
      expect((collection as { description?: string }).description, collection.name).toMatch(
        /^Este editor guarda apenas neste computador/,
      )
    const github = cmsConfig({
      ...inputs,
      backend: cmsBackendFrom({ CMS_GITHUB_REPO: 'vaultline/website', CMS_ORIGIN: 'https://cms.vaultline.example' })!,
    })
    expect((blogOf(github) as { description?: string }).description).toBeUndefined()
    // Page copy says what the {{…}} in its text are, whatever the back end.
    expect((pagesOf(github, 'en') as { description?: string }).description).toMatch(/\{\{facts\.commercial\.kem\}\}/)
  })
})

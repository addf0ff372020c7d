/**
 * The content editor's previews draw what the build would: a post entry becomes the article its
 * page shows (same Markdown rules, reading time and facts), and each page's copy finds the page
 * that reads it. (That the previews render in the editor, styled: tests/e2e/contentEditor.spec.ts.)
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { routes } from '../../../routes.config'
import { languageOfCollection, pageOfNamespace } from '../../../src/admin/previews/pageOfNamespace'
import { postFromEntry, type PostEntryData } from '../../../src/admin/previews/postFromEntry'
import { pageCopySchemas } from '../../../src/content/pageCopy/pageCopySchemas'
import { toolNamespaces } from '../../../src/content/pageCopy/toolNamespaces'
import { blogDir, parsePost, renderPost } from '../../../scripts/content/blogContent'

const noAssets = (href: string) => `blob:preview/${href}`

/** A post file as Decap hands it to the preview: front matter as fields, the Markdown as `body`. */
function entryOf(slug: string, language: 'en' | 'de'): { data: PostEntryData; source: string } {
  const source = readFileSync(join(blogDir, slug, `index.${language}.md`), 'utf8')
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!
  const { date, ...fields } = parseYaml(frontMatter!, { schema: 'core' }) as Omit<PostEntryData, 'date'> & {
    date: unknown
  }
  // YAML reads an unquoted date as a Date; Decap's date field holds the text.
  return {
    data: { ...fields, date: date instanceof Date ? date.toISOString().slice(0, 10) : String(date), body },
    source,
  }
}

describe('a post entry in the preview', () => {
  it('is the article the build renders from the same file: body, contents, reading time and fields', () => {
    for (const language of ['en', 'de'] as const) {
      const { data, source } = entryOf('ss7-interception-explained', language)
      const { draft: _draft, ...read } = parsePost(
        source,
        'test',
        'ss7-interception-explained',
        language,
        join(blogDir, 'ss7-interception-explained'),
      )!
      const built = renderPost(read, { dir: blogDir }, new Map())
      const previewed = postFromEntry(data, language, noAssets, '2026-01-01')
      expect(previewed.html).toBe(built.html)
      expect(previewed.headings).toEqual(built.headings)
      expect(previewed).toMatchObject({
        title: built.title,
        description: built.description,
        date: built.date,
        readingMinutes: built.readingMinutes,
        tags: built.tags,
        cover: built.cover,
      })
    }
  })

  it('draws images from the editor’s files, a lone image as a figure with its caption, alt text escaped', () => {
    const { html } = postFromEntry(
      {
        body: 'Intro.\n\n![A "quoted" diagram](./figure.png "How keys are exchanged")\n\nText with ![inline](other.svg) image.',
      },
      'en',
      noAssets,
      '2026-01-01',
    )
    expect(html).toContain(
      '<figure><img src="blob:preview/./figure.png" alt="A &quot;quoted&quot; diagram" decoding="async"><figcaption>How keys are exchanged</figcaption></figure>',
    )
    expect(html).toContain('<p>Text with <img src="blob:preview/other.svg" alt="inline" decoding="async"> image.</p>')
  })

  it('shows an uploaded cover from the editor’s files with its alt text, and the drawn art without one', () => {
    const withUpload = postFromEntry(
      { cover: 'quantum', coverImage: 'cover.jpg', coverAlt: 'A server room behind glass' },
      'en',
      noAssets,
      '2026-01-01',
    )
    expect(withUpload.coverPicture).toMatchObject({
      alt: 'A server room behind glass',
      image: { fallback: 'blob:preview/cover.jpg', avif: [], webp: [] },
    })
    expect(postFromEntry({ cover: 'quantum' }, 'en', noAssets, '2026-01-01').coverPicture).toBeUndefined()
  })

  it('fills {{facts.…}} in the language, keeps a name the facts do not hold as typed, and escapes raw HTML', () => {
    const { html, title } = postFromEntry(
      {
        title: 'Since {{facts.nist.published}}',
        body: 'Uses {{facts.nist.kem}} and {{facts.noSuchFact}}.\n\n<script>alert(1)</script>',
      },
      'de',
      noAssets,
      '2026-01-01',
    )
    expect(title).toMatch(/^Since \S+ 20\d\d$/)
    expect(html).toContain('Uses ML-KEM and {{facts.noSuchFact}}.')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toContain('<script>')
  })

  it('a new post without a date shows the day it is written; an unfinished body still reads one minute', () => {
    const post = postFromEntry({}, 'fr', noAssets, '2026-11-25')
    expect(post).toMatchObject({ date: '2026-11-25', readingMinutes: 1, tags: [], headings: [], html: '' })
  })
})

describe('page copy in the preview', () => {
  it('every namespace the editor offers is drawn by a page that reads it (common by the home page)', () => {
    for (const namespace of Object.keys(pageCopySchemas).filter((name) => !toolNamespaces.includes(name))) {
      const page = pageOfNamespace(namespace)
      expect(page, namespace).not.toBeNull()
      const definition = routes.pages[page!] as { namespace: string; sharedNamespaces?: readonly string[] }
      if (namespace !== 'common')
        expect([definition.namespace, ...(definition.sharedNamespaces ?? [])]).toContain(namespace)
    }
    // The pictures' copy belongs to no page of its own: the first page that shows the pictures draws it.
    expect(pageOfNamespace('visuals')).toBe('home')
    expect(pageOfNamespace('common')).toBe('home')
    // The blog's copy is the index page's, not a post's (whose page needs a slug).
    expect(pageOfNamespace('blog')).toBe('blog')
    expect(pageOfNamespace('no-such-namespace')).toBeNull()
  })

  it('takes the language from the page-copy collection, and none from the posts', () => {
    expect(languageOfCollection('pages-fr')).toBe('fr')
    expect(languageOfCollection('pages-en')).toBe('en')
    expect(languageOfCollection('blog')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { blogIndexPageSize, languages, type Language } from '../../../routes.config'
import type { BlogContent, PostSource } from '../../../scripts/content/blogContent'
import { blogDocuments, latestPostCount, relatedPostsOf } from '../../../scripts/content/blogDocuments'
import {
  postTags,
  type BlogIndexPageData,
  type PostIndex,
  type PostPageData,
  type PostSummary,
} from '../../../src/content/blog/postTypes'

/** A post with every field filled; dates count down from the end of 2025 so index order is date order. */
function post(number: number, overrides: Partial<PostSource> = {}): PostSource {
  return {
    slug: `post-${number}`,
    language: 'en',
    title: `Post number ${number}`,
    description: 'A description long enough to pass the front matter rules of the blog.',
    date: new Date(Date.UTC(2025, 11, 31) - number * 86_400_000).toISOString().slice(0, 10),
    author: 'Eleanor Marsh',
    authorRole: 'Head of Cryptography',
    tags: ['cryptography'],
    cover: 'quantum',
    readingMinutes: 4,
    languages: ['en'],
    markdown: `## Heading of post ${number}\n\nThe body of post ${number}.`,
    ...overrides,
  }
}

/** The blog as loadBlogContent returns it: index per language, newest first. */
function contentOf(posts: PostSource[]): BlogContent {
  const index = Object.fromEntries(
    languages.map((language) => [
      language,
      posts.filter((p) => p.language === language).map(({ markdown: _markdown, ...summary }) => summary),
    ]),
  ) as PostIndex
  return { dir: '/nowhere', posts, index }
}

function documents(content: BlogContent): Map<string, unknown> {
  return new Map([...blogDocuments(content, new Map())].map(([path, make]) => [path, make()]))
}

/** How post pages chose related posts before they were worked out at build time: the definition to keep. */
function relatedBySorting(post: PostSummary, all: PostSummary[], count = 3): PostSummary[] {
  return all
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, count)
    .map(({ other }) => other)
}

describe('blog data documents', () => {
  it('splits each language’s index into pages of blogIndexPageSize posts, newest first, with every language’s page count', () => {
    const english = Array.from({ length: blogIndexPageSize * 2 + 5 }, (_, i) => post(i + 1))
    const german = Array.from({ length: 3 }, (_, i) => post(i + 1, { language: 'de' }))
    const docs = documents(contentOf([...english, ...german]))
    const pages = [1, 2, 3].map((n) => docs.get(`/blog-data/en/index/${n}.json`) as BlogIndexPageData)
    expect(pages.map((page) => page.posts.length)).toEqual([blogIndexPageSize, blogIndexPageSize, 5])
    expect(pages.flatMap((page) => page.posts.map((p) => p.slug))).toEqual(english.map((p) => p.slug))
    expect(docs.has('/blog-data/en/index/4.json')).toBe(false)
    expect(pages[0]!.pageCounts).toEqual({ en: 3, es: 1, pt: 1, fr: 1, de: 1 })
    // A language without posts still has its (empty) first page: /es/blog exists.
    expect((docs.get('/blog-data/es/index/1.json') as BlogIndexPageData).posts).toEqual([])
  })

  it('gives the home page only the newest posts, and list pages no post bodies', () => {
    const docs = documents(contentOf(Array.from({ length: 40 }, (_, i) => post(i + 1))))
    const latest = docs.get('/blog-data/en/latest.json') as PostSummary[]
    expect(latest.map((p) => p.slug)).toEqual(['post-1', 'post-2', 'post-3'].slice(0, latestPostCount))
    expect(JSON.stringify(docs.get('/blog-data/en/index/1.json'))).not.toContain('The body of post')
  })

  it('gives a post its own body, its neighbours by date and related posts, and nothing else of the blog', () => {
    const posts = Array.from({ length: 200 }, (_, i) => post(i + 1, { tags: i % 2 ? ['cryptography'] : ['voice'] }))
    const docs = documents(contentOf(posts))
    const page = docs.get('/blog-data/en/posts/post-50.json') as PostPageData
    expect(page.post.slug).toBe('post-50')
    expect(page.post.html).toContain('<h2 id="heading-of-post-50">')
    expect(page.newer).toEqual({ slug: 'post-49', title: 'Post number 49' })
    expect(page.older).toEqual({ slug: 'post-51', title: 'Post number 51' })
    expect(page.related.map((p) => p.slug)).toEqual(['post-2', 'post-4', 'post-6'])
    // The same size in a blog of 200 posts as in one of 10: a page's data does not grow with the blog.
    const small = documents(contentOf(posts.slice(0, 10))).get('/blog-data/en/posts/post-5.json') as PostPageData
    expect(JSON.stringify(page).length).toBeLessThan(JSON.stringify(small).length * 1.1)
    expect(JSON.stringify(page)).not.toContain('The body of post 49')
  })

  it('leaves out the neighbour a first or last post does not have', () => {
    const docs = documents(contentOf([post(1), post(2)]))
    expect((docs.get('/blog-data/en/posts/post-1.json') as PostPageData).newer).toBeUndefined()
    expect((docs.get('/blog-data/en/posts/post-2.json') as PostPageData).older).toBeUndefined()
  })

  it('chooses related posts exactly as sorting every post by shared tags, then date, would', () => {
    // Deterministic pseudo-random tags and shared dates, so ties in both are exercised.
    let seed = 7
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const summaries: PostSummary[] = Array.from({ length: 120 }, (_, i) => {
      const tags = postTags.filter(() => random() < 0.25)
      const { markdown: _markdown, ...summary } = post(i + 1, {
        tags: tags.length ? [...tags] : ['ai'],
        date: `2025-0${1 + Math.floor(i / 30)}-01`,
      })
      return summary
    })
    const related = relatedPostsOf(summaries)
    summaries.forEach((summary, i) =>
      expect(
        related[i]!.map((p) => p.slug),
        summary.slug,
      ).toEqual(relatedBySorting(summary, summaries).map((p) => p.slug)),
    )
  })

  it('writes every language’s documents under its own prefix', () => {
    const docs = documents(contentOf(languages.map((language: Language) => post(1, { language }))))
    for (const language of languages) expect(docs.has(`/blog-data/${language}/posts/post-1.json`)).toBe(true)
  })
})

/**
 * The blog's data documents (types in src/content/blog/postTypes.ts, URLs in
 * src/routing/blogDataPaths.ts): per language, one per post (with its neighbours and related
 * posts worked out here, so a post page never needs the list of all posts), one per page of the
 * blog index, and the newest posts for the home page. The Vite plugin writes them into dist/.
 */
import { blogIndexPageSize, languages, type Language } from '../../routes.config'
import {
  postTags,
  type BlogIndexPageData,
  type PostLink,
  type PostPageData,
  type PostSummary,
} from '../../src/content/blog/postTypes'
import { blogIndexPageCount } from '../../src/routing/blogIndexPages'
import { blogDataPaths } from '../../src/routing/blogDataPaths'
import { renderPost, summaryWithCover, type BlogContent, type PostImages } from './blogContent'

/** Posts the home page shows (src/components/blog/LatestPosts.tsx shows the whole document). */
export const latestPostCount = 3
const relatedPostCount = 3

// Posts may only use postTags (checked when they are read), one bit each.
if (postTags.length > 31)
  throw new Error(
    'scripts/content/blogDocuments.ts keeps tags as bits of a 32-bit number: with more than 31 tags, count shared tags another way.',
  )
const tagBits = new Map<string, number>(postTags.map((tag, index) => [tag, 1 << index]))

const link = (post: PostSummary | undefined): PostLink | undefined => post && { slug: post.slug, title: post.title }

/**
 * Up to `count` posts sharing the most tags with each post of a list, the newest first among
 * equals; a post sharing no tag is never related. One pass per post keeping the best few, with
 * tags as bit sets, so a language of a thousand posts takes milliseconds, not a sort per post.
 */
export function relatedPostsOf(posts: readonly PostSummary[], count = relatedPostCount): PostSummary[][] {
  const masks = posts.map((post) => post.tags.reduce((bits, tag) => bits | (tagBits.get(tag) ?? 0), 0))
  const shared = (a: number, b: number) => {
    let bits = a & b
    let total = 0
    for (; bits; bits &= bits - 1) total += 1
    return total
  }
  return posts.map((post, index) => {
    const best: { post: PostSummary; shared: number }[] = []
    posts.forEach((other, otherIndex) => {
      if (otherIndex === index) return
      const score = shared(masks[index]!, masks[otherIndex]!)
      if (score === 0) return
      // Later in the list means older or, on the same date, later by slug: it ranks after every equal.
      let at = best.length
      while (
        at > 0 &&
        (best[at - 1]!.shared < score || (best[at - 1]!.shared === score && best[at - 1]!.post.date < other.date))
      )
        at -= 1
      if (at < count) best.splice(at, 0, { post: other, shared: score })
      if (best.length > count) best.pop()
    })
    return best.map((entry) => entry.post)
  })
}

/** Every data document of the blog by URL path, each made when asked for: a post's body is rendered to HTML only then. */
export function* blogDocuments(
  content: BlogContent,
  images: PostImages,
): Generator<[path: string, make: () => unknown]> {
  const sources = new Map(content.posts.map((post) => [`${post.language}/${post.slug}`, post]))
  const pageCounts = Object.fromEntries(
    languages.map((language) => [language, blogIndexPageCount(content.index[language].length)]),
  ) as Record<Language, number>
  for (const language of languages) {
    // Cards show an uploaded cover too: those summaries get its built picture; the others are used as they are.
    const posts = content.index[language].map((summary) => {
      const source = sources.get(`${language}/${summary.slug}`)!
      return source.coverUpload ? summaryWithCover(source, images) : summary
    })
    yield [blogDataPaths.latest(language), () => posts.slice(0, latestPostCount)]
    for (let page = 1; page <= pageCounts[language]; page += 1) {
      const indexPage = (): BlogIndexPageData => ({
        page,
        posts: posts.slice((page - 1) * blogIndexPageSize, page * blogIndexPageSize),
        pageCounts,
      })
      yield [blogDataPaths.indexPage(language, page), indexPage]
    }
    const related = relatedPostsOf(posts)
    for (const [index, summary] of posts.entries()) {
      const postPage = (): PostPageData => ({
        post: renderPost(sources.get(`${language}/${summary.slug}`)!, content, images),
        newer: link(posts[index - 1]),
        older: link(posts[index + 1]),
        related: related[index]!,
      })
      yield [blogDataPaths.post(language, summary.slug), postPage]
    }
  }
}

/**
 * The pages the browser tests that walk "every page" open: each page of the manifest in each
 * language, but of the pages there is one of per post (the post, its aliases) and per later page
 * of the blog index only a sample whose size does not depend on how many posts there are. A
 * browser test over every post took a few seconds a post, so a blog of 1,000 posts would have made
 * `npm run test:e2e` hours long (issue 36); what every post must hold whatever its layout (valid
 * HTML, links, head tags, translated text) is checked on every page by dist-check in the build.
 *
 * The sample, per language: the newest post, the one with the longest title (the heading that
 * wraps most), the newest with each thing in a body that changes the layout (an image, a table,
 * code) and with an uploaded cover; and the blog index's second page.
 */
import type { Language } from '../../routes.config'
import { loadBlogContent, type PostSource } from '../../scripts/content/blogContent'
import { routeEntries } from '../../scripts/content/routeEntries'
import type { RouteEntry } from '../../src/routing/routeTable'

const layouts: ((post: PostSource) => boolean)[] = [
  (post) => /!\[[^\]]*\]\(/.test(post.markdown),
  (post) => /^\s*\|.*\|\s*$/m.test(post.markdown),
  (post) => /^\s*(```|~~~)/m.test(post.markdown),
  (post) => post.coverUpload !== undefined,
]

function samplePosts(): Map<Language, Set<string>> {
  const { posts, index } = loadBlogContent()
  const sample = new Map<Language, Set<string>>()
  for (const [language, summaries] of Object.entries(index) as [Language, { slug: string }[]][]) {
    // The index lists each language's posts newest first.
    const newestFirst = summaries.map(
      ({ slug }) => posts.find((post) => post.slug === slug && post.language === language)!,
    )
    const chosen = [
      newestFirst[0],
      newestFirst.reduce<PostSource | undefined>(
        (longest, post) => (!longest || post.title.length > longest.title.length ? post : longest),
        undefined,
      ),
      ...layouts.map((has) => newestFirst.find(has)),
    ]
    sample.set(language, new Set(chosen.flatMap((post) => (post ? [post.slug] : []))))
  }
  return sample
}

/** The route entries other than redirects, with the pages made from posts cut down to the sample. */
export function samplePages(): RouteEntry[] {
  const posts = samplePosts()
  return routeEntries().filter((entry) => {
    if (entry.kind === 'redirect') return false
    const params = entry.kind === 'notFound' ? undefined : entry.params
    if (params?.slug !== undefined) return posts.get(entry.language)?.has(params.slug) ?? false
    if (params?.page !== undefined) return params.page === '2'
    return true
  })
}

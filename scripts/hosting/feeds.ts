/**
 * RSS 2.0 and Atom feeds of the blog, one pair per language: /rss.xml, /atom.xml, /es/rss.xml, …
 * Each holds the newest posts only, as feeds do, so it stays small however large the blog grows.
 */
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { languages, type Language } from '../../routes.config'
import { site } from '../../src/config/site'
import { lastRevised } from '../../src/content/blog/postRevision'
import type { PostIndex, PostSummary } from '../../src/content/blog/postTypes'
import { feedEntryLimit, feedPaths } from '../../src/routing/feedPaths'
import { localizedPath } from '../../src/routing/localizedPath'
import { projectRoot } from '../shared/projectPaths'

function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const postUrl = (post: PostSummary) =>
  site.siteUrl + localizedPath({ page: 'blogPost', language: post.language, params: { slug: post.slug } })

/** What a feed says in its language: its title and description, and the label of each tag (its categories). */
export interface FeedCopy {
  title: string
  description: string
  /** Tag slug → label in the feed's language (common.json `tags`); a slug without one is written as it is. */
  tags?: Record<string, string>
}

const category = (tag: string, tags: FeedCopy['tags']) => tags?.[tag] ?? tag

/** When a feed's content last changed: the latest publication or revision among its entries (lastRevised, as the sitemap and BlogPosting say). */
const feedRevised = (posts: readonly PostSummary[]) => posts.map(lastRevised).sort().at(-1)

/** A feed's copy from the locale files: the blog page's title and description, and the tags' labels. */
export function feedCopy(language: Language): FeedCopy {
  const blog = JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'blog.json'), 'utf8')) as {
    meta: { title: string; description: string }
  }
  const common = JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'common.json'), 'utf8')) as {
    tags: Record<string, string>
    meta: { titleTemplate: string }
  }
  // The feed's title as the pages write theirs: the language's title template, not a brand typed here.
  return {
    title: common.meta.titleTemplate.replace('{{title}}', blog.meta.title),
    description: blog.meta.description,
    tags: common.tags,
  }
}

function rssFeed(language: Language, { title, description, tags }: FeedCopy, posts: readonly PostSummary[]): string {
  const self = site.siteUrl + feedPaths(language).rss
  const items = posts.map(
    (post) => `    <item>
      <title>${xml(post.title)}</title>
      <link>${xml(postUrl(post))}</link>
      <guid isPermaLink="true">${xml(postUrl(post))}</guid>
      <pubDate>${new Date(`${post.date}T09:00:00Z`).toUTCString()}</pubDate>
      <dc:creator>${xml(post.author)}</dc:creator>
      <description>${xml(post.description)}</description>
${post.tags.map((tag) => `      <category>${xml(category(tag, tags))}</category>`).join('\n')}
    </item>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(title)}</title>
    <link>${xml(site.siteUrl + localizedPath({ page: 'blog', language }))}</link>
    <description>${xml(description)}</description>
    <language>${language}</language>
    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>
${feedRevised(posts) ? `    <lastBuildDate>${new Date(`${feedRevised(posts)}T09:00:00Z`).toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`
}

function atomFeed(language: Language, { title, description, tags }: FeedCopy, posts: readonly PostSummary[]): string {
  const self = site.siteUrl + feedPaths(language).atom
  const revised = feedRevised(posts)
  const updated = revised ? `${revised}T09:00:00Z` : '2025-01-01T00:00:00Z'
  const entries = posts.map(
    (post) => `  <entry>
    <title>${xml(post.title)}</title>
    <link rel="alternate" href="${xml(postUrl(post))}"/>
    <id>${xml(postUrl(post))}</id>
    <published>${post.date}T09:00:00Z</published>
    <updated>${lastRevised(post)}T09:00:00Z</updated>
    <author><name>${xml(post.author)}</name></author>
    <summary>${xml(post.description)}</summary>
${post.tags.map((tag) => `    <category term="${xml(tag)}" label="${xml(category(tag, tags))}"/>`).join('\n')}
  </entry>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">
  <title>${xml(title)}</title>
  <subtitle>${xml(description)}</subtitle>
  <link rel="self" href="${xml(self)}"/>
  <link rel="alternate" href="${xml(site.siteUrl + localizedPath({ page: 'blog', language }))}"/>
  <id>${xml(self)}</id>
  <updated>${updated}</updated>
${entries.join('\n')}
</feed>
`
}

/** Feed titles come from the blog page's own title and description in each language. */
export async function writeFeeds(
  distDir: string,
  index: PostIndex,
  copy: (language: Language) => FeedCopy,
): Promise<number> {
  for (const language of languages) {
    const feedCopy = copy(language)
    const paths = feedPaths(language)
    const newest = index[language].slice(0, feedEntryLimit)
    await mkdir(dirname(join(distDir, paths.rss)), { recursive: true })
    await writeFile(join(distDir, paths.rss), rssFeed(language, feedCopy, newest))
    await writeFile(join(distDir, paths.atom), atomFeed(language, feedCopy, newest))
  }
  return languages.length * 2
}

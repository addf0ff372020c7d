/**
 * Reads and validates every blog post (Markdown + front matter); renders a post's Markdown to
 * HTML on request. Reading is cheap (front matter and a word count), so the route table, feeds
 * and sitemap can read the whole blog; only the data documents render every body, once a build.
 */
import { createHash } from 'node:crypto'
import { join, relative, sep } from 'node:path'
import { defaultLanguage, languages, type Language } from '../../routes.config'
import { countWords, escapeHtml, readingMinutes, renderPostMarkdown } from '../../src/content/blog/postMarkdown'
import { isUnwrittenTranslation, postFrontMatter } from '../../src/content/blog/postSchema'
import { postFileName, postFiles } from '../../src/content/blog/postFiles'
import type { Post, PostIndex, PostSummary } from '../../src/content/blog/postTypes'
import { imagePriorityAt } from '../../src/content/blog/imagePriority'
import { srcsetOf } from '../../src/content/blog/responsiveImage'
import {
  buildError,
  EmptyContentBody,
  InvalidPostFrontMatter,
  UnknownFactPlaceholder,
} from '../../src/errors/buildErrors'
import { fillFactPlaceholders } from '../../src/i18n/factPlaceholders'
import type { RuleFinding } from '../../src/contentRules/findings'
import { describeFinding } from '../../src/contentRules/messages'
import { frontMatterFindings, normalisedFrontMatter } from '../../src/contentRules/postRules'
import { folderFingerprint, oncePerBuild } from './buildSnapshot'
import { splitFrontMatter } from './frontMatter'
import { readCollection, type CollectionDefinition, type CollectionProblem } from './collectionContent'
import { coverImageFile, coverPictureOf, type CoverUpload } from './postCovers'
import { imageReferences, postImageFile, type ResponsiveImage } from './postImages'

export const blogDir = join(import.meta.dirname, '..', '..', 'src', 'content', 'blog')

/** The built form of each image a post shows, by its file (scripts/content/postImages.ts). */
export type PostImages = ReadonlyMap<string, ResponsiveImage>

/** The article column is at most 48rem wide; below that the image spans the screen less the page's padding. */
const figureSizes = '(min-width: 52rem) 48rem, calc(100vw - 2rem)'

function pictureHtml(image: ResponsiveImage, alt: string, position: number): string {
  const loading = imagePriorityAt(position) === 'high' ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"'
  return (
    `<picture><source type="image/avif" srcset="${srcsetOf(image.avif)}" sizes="${figureSizes}">` +
    `<source type="image/webp" srcset="${srcsetOf(image.webp)}" sizes="${figureSizes}">` +
    `<img src="${image.fallback}" width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}" ${loading} decoding="async"></picture>`
  )
}

/** Replaces {{facts.…}} in a post with the language's value, as locale strings do; an unknown name stops the build. */
export function interpolateFacts(text: string, language: Language, file: string): string {
  return fillFactPlaceholders(text, language, (path) => {
    throw buildError(UnknownFactPlaceholder, { file, placeholder: path })
  })
}

/** A front-matter finding in the build's words: what is wrong, what the field needs and an example. */
function buildWording(finding: RuleFinding): string {
  const { problem, fix } = describeFinding(finding, 'en')
  return finding.rule === 'missing' ? `is missing. ${fix}` : `${problem} ${fix}`
}

/** A post as read from its file: what lists show, its Markdown body (rendered by renderPost) and its uploaded cover, if any (built into coverPicture). */
export interface PostSource extends PostSummary {
  markdown: string
  coverUpload?: CoverUpload
}

/**
 * Reads one post's file; `dir` is the post's folder, where its cover image is. Null for a language
 * nobody has written yet: an empty file, or a translation holding only what the editor copies from English.
 */
export function parsePost(
  source: string,
  file: string,
  slug: string,
  language: Language,
  dir: string,
): (Omit<PostSource, 'draft'> & { draft: boolean }) | null {
  if (source.trim() === '') return null
  const { data, body } = splitFrontMatter(interpolateFacts(source, language, file), file)
  if (language !== defaultLanguage && isUnwrittenTranslation(data, body)) return null
  const frontMatter = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {}
  // Every problem of the front matter at once, each with what the field needs (src/contentRules/postRules.ts).
  const problems = frontMatterFindings(frontMatter)
  if (problems.length > 0)
    throw buildError(InvalidPostFrontMatter, {
      file,
      problems: problems.map((finding) => ({ field: finding.field, problem: buildWording(finding) })),
    })
  const result = postFrontMatter.safeParse(normalisedFrontMatter(frontMatter))
  if (!result.success) throw result.error
  const words = countWords(body)
  if (words === 0) throw buildError(EmptyContentBody, { file, noun: 'post' })
  const meta = result.data
  // A missing image or alt text stops the build here, naming the post, before anything is built.
  for (const reference of imageReferences(body)) postImageFile(reference, dir, file)
  // Only a post with an upload has the key, so the documents of every other post stay as they were.
  const cover =
    meta.coverImage === undefined
      ? {}
      : {
          coverUpload: {
            name: meta.coverImage,
            file: coverImageFile(meta.coverImage, dir, file),
            alt: meta.coverAlt!,
            postFile: file,
          },
        }
  return {
    slug,
    language,
    title: meta.title,
    description: meta.description,
    date: meta.date,
    // Absent (not undefined) when never revised, so the documents of every other post stay as they were.
    ...(meta.updated === undefined ? {} : { updated: meta.updated }),
    author: meta.author,
    authorRole: meta.authorRole,
    tags: meta.tags,
    cover: meta.cover,
    readingMinutes: readingMinutes(words),
    languages: [],
    markdown: body,
    ...cover,
    draft: meta.draft ?? false,
  }
}

/** The post's folder and the file its Markdown is in, for its images and for messages. */
function postLocation(
  content: Pick<BlogContent, 'dir'>,
  post: Pick<PostSummary, 'slug' | 'language'>,
): { dir: string; file: string } {
  const dir = join(content.dir, post.slug)
  return {
    dir,
    file: relative(join(content.dir, '..', '..', '..'), join(dir, postFileName(post.language)))
      .split(sep)
      .join('/'),
  }
}

/** The image files the published posts show (uploaded covers and body images), for buildResponsiveImages. */
export function postImageFiles(content: BlogContent): string[] {
  return content.posts.flatMap((post) => {
    const { dir, file } = postLocation(content, post)
    const body = imageReferences(post.markdown).map((reference) => postImageFile(reference, dir, file))
    return post.coverUpload ? [post.coverUpload.file, ...body] : body
  })
}

/** A summary as documents carry it: the uploaded cover built into a picture, the build's own fields left out. */
export function summaryWithCover(
  { markdown: _markdown, coverUpload, ...summary }: PostSource,
  images: PostImages,
): PostSummary {
  return coverUpload ? { ...summary, coverPicture: coverPictureOf(coverUpload, images) } : summary
}

/** The post as its page shows it: the summary with the body rendered to HTML and its section headings. */
export function renderPost(source: PostSource, content: Pick<BlogContent, 'dir'>, images: PostImages): Post {
  const summary = summaryWithCover(source, images)
  const { dir, file } = postLocation(content, summary)
  const imageOf = (href: string) => {
    const image = images.get(postImageFile({ href, alt: 'checked when the post was read', title: null }, dir, file))
    if (!image)
      throw new Error(
        `${file}: the image "${href}" was not built; build the post's images (buildResponsiveImages with postImageFiles) before rendering it.`,
      )
    return image
  }
  return {
    ...summary,
    ...renderPostMarkdown(
      source.markdown,
      ({ href, alt, position }) => pictureHtml(imageOf(href), alt, position),
      summary.coverPicture ? 1 : 0,
    ),
  }
}

export interface BlogContent {
  /** The folder the posts were read from (one folder per post). */
  dir: string
  posts: PostSource[]
  index: PostIndex
}

/** A post file the build would refuse, and the post it is (for the page it keeps from rendering). */
export type PostProblem = CollectionProblem

/** The blog as a collection (scripts/content/collectionContent.ts): its files, and what a post is. */
export const blogCollection: CollectionDefinition<PostSource> = { noun: 'post', files: postFiles, parse: parsePost }

/**
 * Every published post, validated; drafts are left out unless asked for (the dev server), then
 * marked `draft`. Throws a BuildError naming the file, unless `onProblem` takes it: then the file
 * is left out and the others are read (the dev server, where one bad post must not take down the
 * rest). Within one `npm run build` the published posts are read once for every step
 * (scripts/content/buildSnapshot.ts); callers must not change what it returns.
 */
export function loadBlogContent(
  options: { dir?: string; includeDrafts?: boolean; onProblem?: (problem: PostProblem) => void } = {},
): BlogContent {
  const dir = options.dir ?? blogDir
  if (options.includeDrafts || options.onProblem)
    return readBlogContent(dir, options.includeDrafts ?? false, options.onProblem)
  return oncePerBuild(
    `blog-content-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`,
    () => folderFingerprint(dir),
    () => readBlogContent(dir, false, undefined),
  )
}

function readBlogContent(
  dir: string,
  includeDrafts: boolean,
  onProblem: ((problem: PostProblem) => void) | undefined,
): BlogContent {
  const posts = readCollection(blogCollection, { dir, includeDrafts, ...(onProblem && { onProblem }) })
  const index = Object.fromEntries(
    languages.map((language) => [
      language,
      posts
        .filter((p) => p.language === language)
        .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
        .map(({ markdown: _markdown, coverUpload: _coverUpload, ...summary }) => summary),
    ]),
  ) as PostIndex
  return { dir, posts, index }
}

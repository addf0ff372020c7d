/**
 * Reads and validates every blog post (Markdown + front matter); renders a post's Markdown to
 * HTML on request. Reading is cheap (front matter and a word count), so the route table, feeds
 * and sitemap can read the whole blog; only the data documents render every body, once a build.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { Marked, type Tokens } from 'marked'
import { parse as parseYaml } from 'yaml'
import { defaultLanguage, languages, type Language } from '../../routes.config'
import { postFrontMatter } from '../../src/content/blog/postSchema'
import { parsePostPath, postFileName, postFilePath } from '../../src/content/blog/postFiles'
import type { Post, PostIndex, PostSummary } from '../../src/content/blog/postTypes'
import { buildErrors } from '../../src/errors/buildErrors'
import { factVariables } from '../../src/i18n/factVariables'
import { imageReferences, postImageFile, type ResponsiveImage } from './postImages'

export const blogDir = join(import.meta.dirname, '..', '..', 'src', 'content', 'blog')
const wordsPerMinute = 220

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function slugifyHeading(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The built form of each image a post shows, by its file (scripts/content/postImages.ts). */
export type PostImages = ReadonlyMap<string, ResponsiveImage>

/** The article column is at most 48rem wide; below that the image spans the screen less the page's padding. */
const figureSizes = '(min-width: 52rem) 48rem, calc(100vw - 2rem)'
/** The spec's rule for the page: the first two images load at once with high priority, the rest lazily. */
const eagerImages = 2

function pictureHtml(image: ResponsiveImage, alt: string, position: number): string {
  const srcset = (list: ResponsiveImage['avif']) => list.map(({ src, width }) => `${src} ${width}w`).join(', ')
  const loading = position < eagerImages ? 'loading="eager" fetchpriority="high"' : 'loading="lazy"'
  return (
    `<picture><source type="image/avif" srcset="${srcset(image.avif)}" sizes="${figureSizes}">` +
    `<source type="image/webp" srcset="${srcset(image.webp)}" sizes="${figureSizes}">` +
    `<img src="${image.fallback}" width="${image.width}" height="${image.height}" alt="${escapeHtml(alt)}" ${loading} decoding="async"></picture>`
  )
}

/**
 * Markdown to HTML for posts: raw HTML is shown as text, links may only be relative or https,
 * and an image becomes a responsive <picture>: a <figure> with its title as the caption when it
 * stands alone in its paragraph (not wrapped in <p>, where a figure may not go).
 */
function renderMarkdown(markdown: string, imageOf: (href: string) => ResponsiveImage): { html: string; headings: Post['headings'] } {
  const headings: Post['headings'] = []
  let imagesShown = 0
  const marked = new Marked({
    gfm: true,
    renderer: {
      paragraph({ tokens }: Tokens.Paragraph) {
        const [only] = tokens
        if (tokens.length === 1 && only!.type === 'image') {
          // A figure: the image alone in its paragraph, with its title as the caption.
          const { href, text, title } = only as Tokens.Image
          const caption = title ? `<figcaption>${escapeHtml(title)}</figcaption>` : ''
          return `<figure>${pictureHtml(imageOf(href), text.trim(), imagesShown++)}${caption}</figure>\n`
        }
        return `<p>${this.parser.parseInline(tokens)}</p>\n`
      },
      html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeHtml(text),
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens)
        const plain = tokens.map((t) => ('text' in t ? t.text : t.raw)).join('')
        const id = slugifyHeading(plain)
        if (depth === 2) headings.push({ id, text: plain })
        const level = Math.min(depth + 0, 4)
        return `<h${level} id="${id}">${text}</h${level}>\n`
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens)
        if (!/^(https:\/\/|\/(?!\/)|#)/.test(href)) return text
        return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`
      },
      image: ({ href, text }: Tokens.Image) => pictureHtml(imageOf(href), text.trim(), imagesShown++),
    },
  })
  return { html: marked.parse(markdown, { async: false }), headings }
}

function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) throw buildErrors.missingPostFrontMatter(file)
  let data: unknown
  try {
    data = parseYaml(match[1]!, { schema: 'core' })
  } catch (error) {
    throw buildErrors.invalidPostFrontMatter(file, '(yaml)', `is not valid YAML: ${(error as Error).message.split('\n')[0]}`)
  }
  return { data, body: match[2] ?? '' }
}

/** Replaces {{facts.…}} in a post with the language's value, as locale strings do; an unknown name stops the build. */
export function interpolateFacts(text: string, language: Language, file: string): string {
  const facts = factVariables(language)
  return text.replace(/\{\{\s*(facts\.[\w.]+)\s*\}\}/g, (_match, path: string) => {
    const value = path.split('.').slice(1).reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), facts)
    if (typeof value !== 'string' && typeof value !== 'number') throw buildErrors.unknownFactPlaceholder(file, path)
    return String(value)
  })
}

/** A post as read from its file: what lists show, and its Markdown body (rendered by renderPost). */
export interface PostSource extends PostSummary {
  markdown: string
}

export function parsePost(source: string, file: string, slug: string, language: Language): Omit<PostSource, 'draft'> & { draft: boolean } {
  const { data, body } = splitFrontMatter(interpolateFacts(source, language, file), file)
  // YAML reads an unquoted date as a Date; the schema wants the text.
  if (data && typeof data === 'object' && (data as { date?: unknown }).date instanceof Date) {
    ;(data as { date: unknown }).date = ((data as { date: Date }).date).toISOString().slice(0, 10)
  }
  const result = postFrontMatter.safeParse(data)
  if (!result.success) {
    const issue = result.error.issues[0]!
    const field = issue.path.join('.') || '(front matter)'
    throw buildErrors.invalidPostFrontMatter(file, field, issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : `is invalid: ${issue.message}`)
  }
  const words = body.match(/[\p{L}\p{N}]+/gu)?.length ?? 0
  if (words === 0) throw buildErrors.emptyPostBody(file)
  const meta = result.data
  return {
    slug,
    language,
    title: meta.title,
    description: meta.description,
    date: meta.date,
    author: meta.author,
    authorRole: meta.authorRole,
    tags: meta.tags,
    cover: meta.cover,
    readingMinutes: Math.max(1, Math.round(words / wordsPerMinute)),
    languages: [],
    markdown: body,
    draft: meta.draft ?? false,
  }
}

/** The post's folder and the file its Markdown is in, for its images and for messages. */
export function postLocation(content: Pick<BlogContent, 'dir'>, post: Pick<PostSummary, 'slug' | 'language'>): { dir: string; file: string } {
  const dir = join(content.dir, post.slug)
  return { dir, file: relative(join(content.dir, '..', '..', '..'), join(dir, postFileName(post.language))).split(sep).join('/') }
}

/** The image files the published posts show, for buildResponsiveImages. */
export function postImageFiles(content: BlogContent): string[] {
  return content.posts.flatMap((post) => {
    const { dir, file } = postLocation(content, post)
    return imageReferences(post.markdown).map((reference) => postImageFile(reference, dir, file))
  })
}

/** The post as its page shows it: the summary with the body rendered to HTML and its section headings. */
export function renderPost({ markdown, ...summary }: PostSource, content: Pick<BlogContent, 'dir'>, images: PostImages): Post {
  const { dir, file } = postLocation(content, summary)
  const imageOf = (href: string) => {
    const image = images.get(postImageFile({ href, alt: 'checked when the post was read', title: null }, dir, file))
    if (!image) throw new Error(`${file}: the image "${href}" was not built; build the post's images (buildResponsiveImages with postImageFiles) before rendering it.`)
    return image
  }
  return { ...summary, ...renderMarkdown(markdown, imageOf) }
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

export interface BlogContent {
  /** The folder the posts were read from (one folder per post). */
  dir: string
  posts: PostSource[]
  index: PostIndex
}

/** Every published post, validated; drafts are left out unless asked for (the dev server), then marked `draft`. Throws a BuildError naming the file. */
export function loadBlogContent(options: { dir?: string; includeDrafts?: boolean } = {}): BlogContent {
  const dir = options.dir ?? blogDir
  const seen = new Map<string, string>()
  const posts: PostSource[] = []
  for (const path of markdownFiles(dir).sort()) {
    const file = relative(join(dir, '..', '..', '..'), path).split(sep).join('/')
    const location = parsePostPath(relative(dir, path).split(sep).join('/'))
    if (!location) throw buildErrors.invalidPostPath(file)
    const { slug, language } = location
    const key = `${slug.toLowerCase()}/${language}`
    if (seen.has(key)) throw buildErrors.duplicatePostSlug(file, seen.get(key)!)
    seen.set(key, file)
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || !(languages as readonly string[]).includes(language)) throw buildErrors.invalidPostPath(file)
    const post = parsePost(readFileSync(path, 'utf8'), file, slug, language as Language)
    // A missing image or alt text stops the build here, naming the post, before anything is built.
    for (const reference of imageReferences(post.markdown)) postImageFile(reference, join(dir, slug), file)
    if (post.draft && !options.includeDrafts) continue
    // Only a draft carries the flag, so a build (which leaves drafts out) writes none.
    const { draft, ...published } = post
    posts.push(draft ? { ...published, draft: true } : published)
  }
  const languagesOf = new Map<string, Set<Language>>()
  for (const post of posts) languagesOf.set(post.slug, (languagesOf.get(post.slug) ?? new Set()).add(post.language))
  for (const post of posts) {
    const written = languagesOf.get(post.slug)!
    if (!written.has(defaultLanguage)) throw buildErrors.postWithoutEnglishOriginal(postFilePath(post.slug, post.language), post.slug)
    post.languages = languages.filter((language) => written.has(language))
  }
  const index = Object.fromEntries(
    languages.map((language) => [
      language,
      posts
        .filter((p) => p.language === language)
        .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
        .map(({ markdown: _markdown, ...summary }) => summary),
    ]),
  ) as PostIndex
  return { dir, posts, index }
}

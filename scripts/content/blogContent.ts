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
import type { Post, PostIndex, PostSummary } from '../../src/content/blog/postTypes'
import { buildErrors } from '../../src/errors/buildErrors'
import { factVariables } from '../../src/i18n/factVariables'

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

/** Markdown to HTML for posts: raw HTML is shown as text, links may only be relative or https. */
function renderMarkdown(markdown: string): { html: string; headings: Post['headings'] } {
  const headings: Post['headings'] = []
  const marked = new Marked({
    gfm: true,
    renderer: {
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
      image: ({ text }: Tokens.Image) => escapeHtml(text),
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

export function parsePost(source: string, file: string, slug: string, language: Language): PostSource & { draft: boolean } {
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

/** The post as its page shows it: the summary with the body rendered to HTML and its section headings. */
export function renderPost({ markdown, ...summary }: PostSource): Post {
  return { ...summary, ...renderMarkdown(markdown) }
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

export interface BlogContent {
  posts: PostSource[]
  index: PostIndex
}

/** Every published post, validated; drafts are left out unless asked for. Throws a BuildError naming the file. */
export function loadBlogContent(options: { dir?: string; includeDrafts?: boolean } = {}): BlogContent {
  const dir = options.dir ?? blogDir
  const seen = new Map<string, string>()
  const posts: PostSource[] = []
  for (const path of markdownFiles(dir).sort()) {
    const file = relative(join(dir, '..', '..', '..'), path).split(sep).join('/')
    const match = /^([^/]+)\/([^/]+)\.md$/.exec(relative(dir, path).split(sep).join('/'))
    if (!match) throw buildErrors.invalidPostPath(file)
    const [, slug = '', language = ''] = match
    const key = `${slug.toLowerCase()}/${language}`
    if (seen.has(key)) throw buildErrors.duplicatePostSlug(file, seen.get(key)!)
    seen.set(key, file)
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || !(languages as readonly string[]).includes(language)) throw buildErrors.invalidPostPath(file)
    const post = parsePost(readFileSync(path, 'utf8'), file, slug, language as Language)
    if (post.draft && !options.includeDrafts) continue
    const { draft: _draft, ...published } = post
    posts.push(published)
  }
  const languagesOf = new Map<string, Set<Language>>()
  for (const post of posts) languagesOf.set(post.slug, (languagesOf.get(post.slug) ?? new Set()).add(post.language))
  for (const post of posts) {
    const written = languagesOf.get(post.slug)!
    if (!written.has(defaultLanguage)) throw buildErrors.postWithoutEnglishOriginal(`src/content/blog/${post.slug}/${post.language}.md`, post.slug)
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
  return { posts, index }
}

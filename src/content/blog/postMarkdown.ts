/**
 * A post's Markdown to HTML, by the rules every rendering of a post follows: raw HTML is shown as
 * text, links may only be relative or https, headings get ids (level-2 ones make the table of
 * contents), and an image standing alone in its paragraph becomes a <figure> with its title as the
 * caption. A link whose title is a language code (`[NIST: FIPS 203 (auf Englisch)](https://… "en")`)
 * leads to a page in that language: it gets `hreflang`, not a tooltip (WCAG 3.1.2; a translated
 * post says in its text which of its sources are in English). A phrase in another language than
 * the post's is written as a bracketed span, `[Harvest now, decrypt later]{lang=en}`, and becomes
 * `<span lang="en">` (WCAG 3.1.2: a screen reader speaks it with that language's voice). No Node code here: the build (scripts/content/blogContent.ts) and the content editor's
 * preview (src/admin/previews/) both render with it, each drawing the image itself.
 */
import { Marked, type Token, type Tokens, type TokenizerAndRendererExtension } from 'marked'
import { isSitePath } from '../../hosting/redirectTarget'
import type { Post } from './postTypes'

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

function slugifyHeading(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * Whether a post may link to `href`: a heading of the page (`#…`), an https site, or a path on this
 * site (src/hosting/redirectTarget.ts). `/\host` and `/<tab>/host` are not paths here: a browser
 * reads `\` as `/` and drops the tab, and goes to another host (security review 2026-12-01, SEC-13).
 */
function linkAllowed(href: string): boolean {
  if (href.startsWith('#')) return true
  if (href.startsWith('https://')) return !/[\\\s\p{Cc}]/u.test(href)
  return isSitePath(href)
}

/** A link title that names the destination's language rather than describing it. */
const destinationLanguage = /^[a-z]{2}$/

/** `[phrase]{lang=en}`: the bracketed span of Pandoc's Markdown, with a language code as its only attribute. */
const languageSpanPattern = /^\[([^[\]\n]+)\]\{lang=([a-z]{2})\}/

interface LanguageSpan extends Tokens.Generic {
  type: 'languageSpan'
  lang: string
  /** The phrase, as a heading's plain text (the table of contents) reads it. */
  text: string
  tokens: Token[]
}

/** Exported for the content rules, which read a post's text as its page shows it (src/contentRules/markdownText.ts). */
export const languageSpan: TokenizerAndRendererExtension = {
  name: 'languageSpan',
  level: 'inline',
  start: (source) => source.indexOf('['),
  tokenizer(source) {
    const match = languageSpanPattern.exec(source)
    if (!match) return undefined
    const span: LanguageSpan = {
      type: 'languageSpan',
      raw: match[0],
      lang: match[2]!,
      text: match[1]!,
      tokens: this.lexer.inlineTokens(match[1]!),
    }
    return span
  },
  renderer(token) {
    const span = token as LanguageSpan
    return `<span lang="${span.lang}">${this.parser.parseInline(span.tokens)}</span>`
  },
}

/** Draws one image of the post; `position` counts the post's images from 0, in reading order. */
export type PostImageHtml = (image: { href: string; alt: string; position: number }) => string

export function renderPostMarkdown(
  markdown: string,
  imageHtml: PostImageHtml,
  imagesAbove = 0,
): { html: string; headings: Post['headings'] } {
  const headings: Post['headings'] = []
  // The page's images above the body (an uploaded cover) count towards the first two that load at once.
  let imagesShown = imagesAbove
  const image = (href: string, alt: string) => imageHtml({ href, alt: alt.trim(), position: imagesShown++ })
  const marked = new Marked({
    gfm: true,
    extensions: [languageSpan],
    renderer: {
      paragraph({ tokens }: Tokens.Paragraph) {
        const [only] = tokens
        if (tokens.length === 1 && only!.type === 'image') {
          // A figure: the image alone in its paragraph (a <figure> may not go inside a <p>).
          const { href, text, title } = only as Tokens.Image
          const caption = title ? `<figcaption>${escapeHtml(title)}</figcaption>` : ''
          return `<figure>${image(href, text)}${caption}</figure>\n`
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
        if (!linkAllowed(href)) return text
        if (title && destinationLanguage.test(title))
          return `<a href="${escapeHtml(href)}" hreflang="${title}">${text}</a>`
        return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`
      },
      image: ({ href, text }: Tokens.Image) => image(href, text),
    },
  })
  return { html: marked.parse(markdown, { async: false }), headings }
}

const wordsPerMinute = 220

/** Words in a post's body: letters and digits, in any script. */
export function countWords(markdown: string): number {
  // A language span's markup ("{lang=en}") is not words the reader reads.
  return markdown.replace(/\]\{lang=[a-z]{2}\}/g, ']').match(/[\p{L}\p{N}]+/gu)?.length ?? 0
}

/** The "n min read" of a post of so many words (countWords), never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / wordsPerMinute))
}

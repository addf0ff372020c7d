/**
 * What the rules read of a post's Markdown: the text a reader sees, block by block (headings,
 * paragraphs, list items, table cells, image descriptions), the links and the images. Read with
 * the lexer the post's page is rendered with (marked, src/content/blog/postMarkdown.ts), its
 * language spans included: `[phrase]{lang=en}` is read as the phrase the page shows.
 */
import { Marked, type Token, type Tokens } from 'marked'
import { languageSpan } from '../content/blog/postMarkdown'

const lexer = new Marked({ gfm: true, extensions: [languageSpan] })

export interface MarkdownParts {
  /** The visible text, one entry per block; code is not prose and is left out. */
  blocks: string[]
  /** Every link's destination, as written. */
  links: string[]
  images: { href: string; alt: string }[]
}

/** The text of inline tokens as a reader sees it (an image counts as its description). */
function inlineText(tokens: readonly Token[] | undefined, parts: MarkdownParts): string {
  return (tokens ?? [])
    .map((token) => {
      if (token.type === 'image') {
        const image = token as Tokens.Image
        parts.images.push({ href: image.href, alt: image.text.trim() })
        return image.text
      }
      if (token.type === 'link') parts.links.push((token as Tokens.Link).href)
      if (token.type === 'codespan') return ''
      const nested = (token as { tokens?: Token[] }).tokens
      return nested ? inlineText(nested, parts) : 'text' in token ? String(token.text) : ''
    })
    .join('')
}

export function markdownParts(markdown: string): MarkdownParts {
  const parts: MarkdownParts = { blocks: [], links: [], images: [] }
  const block = (text: string) => {
    if (text.trim()) parts.blocks.push(text.trim())
  }
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'heading' || token.type === 'paragraph' || token.type === 'text')
        block(inlineText((token as Tokens.Paragraph).tokens, parts))
      else if (token.type === 'list') for (const item of (token as Tokens.List).items) visit(item.tokens)
      else if (token.type === 'blockquote') visit((token as Tokens.Blockquote).tokens)
      else if (token.type === 'table') {
        const table = token as Tokens.Table
        // A row is read whole, as dist-check reads a built table: a cue in one cell, the subject in another.
        for (const row of [table.header, ...table.rows])
          block(row.map((cell) => inlineText(cell.tokens, parts)).join(' | '))
      }
    }
  }
  visit(lexer.lexer(markdown))
  return parts
}

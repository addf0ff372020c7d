import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { countWords, renderPostMarkdown } from '../../../src/content/blog/postMarkdown'

const blogDir = join(import.meta.dirname, '../../../src/content/blog')
const noImages = () => ''

describe('ACC-09: phrases in another language than the post’s are marked (WCAG 3.1.2)', () => {
  it('a bracketed span with a language code becomes a span with lang, its Markdown rendered inside', () => {
    const { html } = renderPostMarkdown('Sie nennen es „[Harvest *now*, decrypt later]{lang=en}“.', noImages)
    expect(html).toBe('<p>Sie nennen es „<span lang="en">Harvest <em>now</em>, decrypt later</span>“.</p>\n')
  })

  it('a link and brackets without a language code are left as they were', () => {
    const { html } = renderPostMarkdown(
      '[NIST](https://csrc.nist.gov "en") and [a note]{class=x} and [plain]',
      noImages,
    )
    expect(html).toContain('<a href="https://csrc.nist.gov" hreflang="en">NIST</a>')
    expect(html).toContain('[a note]{class=x}')
    expect(html).toContain('[plain]')
    expect(html).not.toContain('<span')
  })

  it('in a heading, the table of contents and the id read the phrase, not its markup', () => {
    const { html, headings } = renderPostMarkdown('## Was „[Out of Band]{lang=en}“ bedeuten sollte', noImages)
    expect(headings).toEqual([{ id: 'was-out-of-band-bedeuten-sollte', text: 'Was „Out of Band“ bedeuten sollte' }])
    expect(html).toContain('<span lang="en">Out of Band</span>')
  })

  it('the markup is not counted as words read', () => {
    expect(countWords('„[Harvest now, decrypt later]{lang=en}“')).toBe(4)
  })

  it('the German post about harvest-now-decrypt-later marks its English phrase', () => {
    const markdown = readFileSync(join(blogDir, 'harvest-now-decrypt-later', 'index.de.md'), 'utf8')
    const { html } = renderPostMarkdown(markdown, noImages)
    expect(html).toContain('(<span lang="en">Harvest now, decrypt later</span>)')
  })

  it('no translated post leaves a span unmarked by mistake: every `]{` in one is a language span', () => {
    const malformed: string[] = []
    for (const post of readdirSync(blogDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(join(blogDir, post.name)).filter((name) => /^index\.\w\w\.md$/.test(name))) {
        const markdown = readFileSync(join(blogDir, post.name, file), 'utf8')
        for (const span of markdown.matchAll(/\]\{[^}]*\}/g))
          if (!/^\]\{lang=[a-z]{2}\}$/.test(span[0])) malformed.push(`${post.name}/${file}: ${span[0]}`)
      }
    }
    expect(malformed).toEqual([])
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderPostMarkdown } from '../../../src/content/blog/postMarkdown'

const blogDir = join(import.meta.dirname, '../../../src/content/blog')
const noImages = () => ''

describe('accessibility 2026-11-27 A11Y-18: links to pages in another language', () => {
  it('a language code as the link title becomes hreflang, not a tooltip', () => {
    const { html } = renderPostMarkdown(
      '[NIST: FIPS 203 (auf Englisch)](https://csrc.nist.gov/pubs/fips/203/final "en")',
      noImages,
    )
    expect(html).toContain(
      '<a href="https://csrc.nist.gov/pubs/fips/203/final" hreflang="en">NIST: FIPS 203 (auf Englisch)</a>',
    )
    expect(html).not.toContain('title=')
  })

  it('any other title stays a title', () => {
    const { html } = renderPostMarkdown(
      '[FIPS 203](https://csrc.nist.gov/pubs/fips/203/final "The ML-KEM standard")',
      noImages,
    )
    expect(html).toContain('title="The ML-KEM standard"')
    expect(html).not.toContain('hreflang')
  })

  it('every link from a translated post to another site says which language it leads to', () => {
    const unmarked: string[] = []
    for (const post of readdirSync(blogDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      for (const file of readdirSync(join(blogDir, post.name)).filter((name) =>
        /^index\.(es|pt|fr|de)\.md$/.test(name),
      )) {
        const markdown = readFileSync(join(blogDir, post.name, file), 'utf8')
        for (const link of markdown.matchAll(/(?<!!)\[[^\]]+\]\((https:\/\/[^)\s]+)(?: "([^"]*)")?\)/g)) {
          if (!/^[a-z]{2}$/.test(link[2] ?? '')) unmarked.push(`${post.name}/${file}: ${link[1]}`)
        }
      }
    }
    expect(unmarked).toEqual([])
  })
})

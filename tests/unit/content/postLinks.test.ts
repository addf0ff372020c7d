import { describe, expect, it } from 'vitest'
import { renderPostMarkdown } from '../../../src/content/blog/postMarkdown'

const noImages = () => ''
const linkOf = (markdown: string) => /<a href="([^"]*)"/.exec(renderPostMarkdown(markdown, noImages).html)?.[1] ?? null

describe('links in posts: relative to the site, or https', () => {
  it('keeps links to the site, to a heading and to https sites', () => {
    expect(linkOf('[threats](/threats/quantum/)')).toBe('/threats/quantum/')
    expect(linkOf('[below](#key-exchange)')).toBe('#key-exchange')
    expect(linkOf('[NIST](https://csrc.nist.gov/pubs/fips/203/final)')).toBe(
      'https://csrc.nist.gov/pubs/fips/203/final',
    )
  })

  it('SEC-13 / security 2026-11-27 I3: writes no link a browser reads as another host (/\\host, tab-split slashes) or as another scheme', () => {
    for (const markdown of [
      '[x](/\\evil.example)',
      '[x](/\\\\evil.example)',
      '[x](</\tevil.example>)',
      '[x](/./\\evil.example)',
      '[x](//evil.example)',
      '[x](<//evil.example>)',
      '[x](http://evil.example)',
      '[x](javascript:alert(1))',
    ])
      expect(linkOf(markdown), markdown).toBeNull()
    // The text stays; only the link goes.
    expect(renderPostMarkdown('[the text](/\\evil.example)', noImages).html).toBe('<p>the text</p>\n')
  })
})

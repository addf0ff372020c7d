/**
 * The content rules read a post's Markdown as its page shows it (src/contentRules/markdownText.ts):
 * a phrase marked as another language, `[phrase]{lang=en}`, is the phrase, as the built page's
 * `<span lang="en">` reads, not its markup.
 */
import { describe, expect, it } from 'vitest'
import { markdownParts } from '../../../src/contentRules/markdownText'
import { postFindings } from '../../../src/contentRules/postRules'

describe('the text the content rules read of a post', () => {
  it('reads a language span as its phrase, as the page shows it, links beside it included', () => {
    const parts = markdownParts(
      'Der Angriff heißt [Harvest now, decrypt later]{lang=en}: [mehr dazu](/blog/) und [NIST](https://csrc.nist.gov/ "en").',
    )
    expect(parts.blocks).toEqual(['Der Angriff heißt Harvest now, decrypt later: mehr dazu und NIST.'])
    expect(parts.links).toEqual(['/blog/', 'https://csrc.nist.gov/'])
  })

  it('quotes a marked phrase to the writer without its markup', () => {
    const found = postFindings(
      {
        data: {
          title: 'A procurement checklist for quantum-safe messaging',
          description:
            'Twelve questions to put to any vendor of encrypted messaging before a government contract is signed.',
          date: '2026-11-20',
          author: 'Amara Lewis',
          authorRole: 'Head of Public Sector',
          tags: ['standards'],
          cover: 'standards',
        },
        body: 'Our encryption is unbreakable, even against a [Quantencomputer]{lang=de}.',
      },
      'en',
    )
    const quoted = found.filter((finding) => finding.rule === 'unheld absolute')
    expect(quoted).toHaveLength(1)
    expect(quoted[0]).toMatchObject({
      sentence: 'Our encryption is unbreakable, even against a Quantencomputer.',
    })
    expect(JSON.stringify(quoted[0])).not.toContain('{lang=en}')
  })
})

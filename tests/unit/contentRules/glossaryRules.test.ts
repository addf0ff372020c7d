/**
 * The content rules on glossary entries where they are written (issue 43 item 5: the second
 * collection gets the blog's rules, not a copy of them): the site's entries pass in every
 * language, and an unheld absolute, an unknown fact or a broken link is found, in the editor's
 * check before a save too.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { entryFindings, refusal } from '../../../src/admin/contentRules'
import { glossaryFiles } from '../../../src/content/glossary/glossaryFiles'
import { glossaryFindings } from '../../../src/contentRules/glossaryRules'
import { splitFrontMatter } from '../../../scripts/content/frontMatter'
import { projectRoot } from '../../../scripts/shared/projectPaths'

const entry = (body: string, data: Record<string, unknown> = {}) => ({
  data: {
    title: 'Safety number',
    description: 'A number two people compare to check that nobody sits between their devices.',
    ...data,
  },
  body,
})

describe('content rules on glossary entries', () => {
  it('find nothing in the site’s entries, in any language', () => {
    const found: string[] = []
    for (const slug of readdirSync(join(projectRoot, glossaryFiles.folder), { withFileTypes: true }))
      if (slug.isDirectory())
        for (const language of languages) {
          const file = glossaryFiles.filePath(slug.name, language)
          const { data, body } = splitFrontMatter(readFileSync(join(projectRoot, file), 'utf8'), file)
          for (const finding of glossaryFindings({ data: data as Record<string, unknown>, body }, language))
            found.push(`${file}: ${finding.rule} in ${finding.field}`)
        }
    expect(found).toEqual([])
  })

  it('find an unheld absolute claim, an unknown fact and a broken link, each in its field', () => {
    const findings = glossaryFindings(
      entry('Nobody can ever read these messages. The cipher is {{facts.ciphr}}. See [the page](/no-such-page/).', {
        description: 'A number two people compare, so that nobody can ever read their messages, whatever happens.',
      }),
      'en',
    )
    expect(findings.map((finding) => `${finding.field}: ${finding.rule}`)).toEqual(
      expect.arrayContaining([
        'body: broken link',
        'body: unknown placeholder',
        'body: unheld absolute',
        'description: unheld absolute',
      ]),
    )
  })

  it('refuse the editor’s save of a translation that breaks a rule, naming its language', () => {
    const found = entryFindings({
      collection: 'glossary',
      slug: 'safety-number',
      data: entry('A safety number is derived from both people’s identity keys.'),
      i18n: { de: entry('Niemand kann diese Nachrichten jemals lesen.', { title: 'Sicherheitsnummer' }) },
    })
    expect(found.map(({ language, findings }) => [language, findings.map((f) => f.rule)])).toEqual([
      ['en', []],
      ['de', ['unheld absolute']],
    ])
    expect(refusal(found, 'en')).toMatch(/^one problem to fix first\. \(1\) DE · Body[^]*Niemand/)
  })
})

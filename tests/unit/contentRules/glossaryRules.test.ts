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
import { ruleWords } from '../../../src/contentRules/messages'
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

/** An entry as the editor holds it: its fields and its body side by side. */
const editorFields = (body: string, data: Record<string, unknown> = {}) => {
  const { data: fields } = entry(body, data)
  return { ...fields, body }
}

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
      data: editorFields('A safety number is derived from both people’s identity keys.'),
      i18n: { de: editorFields('Niemand kann diese Nachrichten jemals lesen.', { title: 'Sicherheitsnummer' }) },
    })
    expect(found.map(({ language, findings }) => [language, findings.map((f) => f.rule)])).toEqual([
      ['en', []],
      ['de', ['unheld absolute']],
    ])
    expect(refusal(found, 'en')).toMatch(/^one problem to fix first\. \(1\) DE · Body[^]*Niemand/)
  })
})

describe('issue 43 item 5: the editor refuses a glossary translation missing its title or description', () => {
  const translation = (data: Record<string, unknown>) =>
    entryFindings({
      collection: 'glossary',
      slug: 'safety-number',
      data: editorFields('A safety number is derived from both people’s identity keys.', { page: 'encryption' }),
      i18n: {
        fr: {
          title: '',
          description: 'Un nombre que deux personnes comparent pour vérifier que personne ne s’interpose.',
          page: 'encryption',
          body: 'Le numéro de sécurité est dérivé des clés d’identité des deux personnes.',
          ...data,
        },
      },
    })

  it('says so in the editor’s language, in words for a term, not a post’s headline', () => {
    expect(refusal(translation({}), 'en')).toBe(
      'one problem to fix first. (1) FR · Title: is empty. Fill in the term as readers look it up, with its usual abbreviation (2 to 60 characters), such as “ML-KEM (FIPS 203)”.',
    )
    expect(refusal(translation({ title: 'Numéro de sécurité', description: 'Trop court.' }), 'de')).toBe(
      `${ruleWords('de').refused(1)} (1) FR · Beschreibung: hat 11 Zeichen; nötig sind mindestens 50. Schreiben Sie einen Satz (50 bis 200 Zeichen), der den Begriff definiert, etwa „Das von NIST in FIPS 203 standardisierte Post-Quanten-Verfahren zur Schlüsselkapselung“.`,
    )
  })

  it('speaks of the linked page once, in English, where it is chosen', () => {
    const found = entryFindings({
      collection: 'glossary',
      slug: 'safety-number',
      data: editorFields('A safety number is derived from both people’s identity keys.', { page: 'no-such-page' }),
      i18n: {
        de: editorFields('Die Sicherheitsnummer wird aus den Identitätsschlüsseln beider Personen abgeleitet.', {
          page: 'no-such-page',
          title: 'Sicherheitsnummer',
        }),
      },
    })
    expect(found.map(({ language, findings }) => [language, findings.map((f) => `${f.field}: ${f.rule}`)])).toEqual([
      ['en', ['page: invalid']],
      ['de', []],
    ])
  })
})

/**
 * The content rules of a post (src/contentRules/postRules.ts), the ones the editor runs before a
 * save, the dev server on the post viewed and the build when it reads the post: what the site
 * cannot publish is an error, what a search result would cut is a warning, and each finding says
 * to the writer, in their language, which field, what to change and an example.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { languages, type Language } from '../../../routes.config'
import { errorsOf, type RuleFinding } from '../../../src/contentRules/findings'
import { describeFinding, findingLine } from '../../../src/contentRules/messages'
import { postFindings } from '../../../src/contentRules/postRules'

const blogDir = join(import.meta.dirname, '../../../src/content/blog')

const valid = {
  title: 'A procurement checklist for quantum-safe messaging',
  description: 'Twelve questions to put to any vendor of encrypted messaging before a government contract is signed.',
  date: '2026-11-20',
  author: 'Amara Lewis',
  authorRole: 'Head of Public Sector',
  tags: ['standards'],
  cover: 'standards',
}
const body = 'Ask every vendor which key exchange protects the messages recorded today, and who holds the keys.'
const rules = (found: readonly RuleFinding[]) => found.map((finding) => [finding.field, finding.rule, finding.severity])

describe('the rules of a post', () => {
  it('pass every post as it stands, in every language it is written in', () => {
    const failing: string[] = []
    for (const slug of readdirSync(blogDir).filter((name) => !name.includes('.')))
      for (const file of readdirSync(join(blogDir, slug)).filter((name) => name.endsWith('.md'))) {
        const language = file.split('.')[1] as Language
        const [, frontMatter, text] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(
          readFileSync(join(blogDir, slug, file), 'utf8'),
        )!
        const found = postFindings({ data: parse(frontMatter!, { schema: 'core' }), body: text! }, language)
        failing.push(...found.map((finding) => `${slug}/${file}: ${findingLine(finding, 'en')}`))
      }
    expect(failing).toEqual([])
  })

  it('DV-5: name every missing or invalid field at once, each with what it needs and an example', () => {
    const found = postFindings(
      {
        data: { ...valid, date: '19.05.2026', tags: ['mobile-network'], author: undefined, description: 'Short.' },
        body,
      },
      'en',
    )
    expect(rules(found)).toEqual([
      ['description', 'invalid', 'error'],
      ['date', 'invalid', 'error'],
      ['author', 'missing', 'error'],
      ['tags', 'invalid', 'error'],
      ['description', 'too thin', 'warning'],
    ])
    const words = (field: string) => describeFinding(found.find((finding) => finding.field === field)!, 'en')
    expect(words('date')).toEqual({
      field: 'Date',
      problem: 'is not in the form it needs.',
      fix: 'Use the publication date as YYYY-MM-DD, such as 2026-05-19.',
    })
    expect(words('description').problem).toBe('has 6 characters; it needs at least 50.')
    expect(words('tags').fix).toMatch(/^Choose post-quantum, cryptography, .* or voice\.$/)
    expect(words('author').fix).toBe('Fill in the author’s name, such as Vaultline for a post by the company’s team.')
  })

  it('ED-8: refuse an absolute about security that no fact holds, and a placeholder that names no fact', () => {
    const found = postFindings(
      {
        data: { ...valid, title: 'Messages nobody can ever read' },
        body: 'Our encryption is unbreakable, so your messages are private forever.\n\nEvery call uses {{facts.ciper}}.',
      },
      'en',
    )
    expect(rules(found)).toEqual([
      ['body', 'unknown placeholder', 'error'],
      ['title', 'unheld absolute', 'error'],
      ['body', 'unheld absolute', 'error'],
    ])
    expect(describeFinding(found[0]!, 'en')).toEqual({
      field: 'Body',
      problem: '{{facts.ciper}} names no technical fact, so the page would show it as typed.',
      fix: 'Did you mean {{facts.cipher}}?',
    })
    expect(describeFinding(found[2]!, 'en').problem).toBe(
      '“Our encryption is unbreakable, so your messages are private forever.” promises something absolute about security (“unbreakable”) that no fact holds.',
    )
    // The same sentence rules as the built page: a held absolute passes.
    expect(
      errorsOf(
        postFindings(
          {
            data: valid,
            body: 'Messages, calls and files between Vaultline users never fall back to SMS, email or the phone network.',
          },
          'en',
        ),
      ),
    ).toEqual([])
  })

  it('ED-8: refuse an algorithm named outside the facts, or in the role the facts give another', () => {
    const found = postFindings({ data: valid, body: 'Releases are signed with Ed25519. We use AES-128 inside.' }, 'en')
    expect(found.map((finding) => [finding.rule, 'name' in finding ? finding.name : ''])).toEqual([
      ['wrong role', 'Ed25519'],
      ['unknown name', 'AES-128'],
    ])
    expect(describeFinding(found[0]!, 'en').fix).toBe(
      'Write {{facts.releaseSigning.pq}} and {{facts.releaseSigning.hashBased}} instead of the name.',
    )
  })

  it('DV-1: refuse a Markdown link to a page that does not exist; a page, an alias, a redirect or a published post pass', () => {
    const linking = (links: string) =>
      postFindings({ data: valid, body: `${body} ${links}` }, 'en', {
        postExists: (slug, language) => slug === 'ss7-interception-explained' && language !== 'pt',
      })
    expect(
      errorsOf(linking('[a](/threats/) [b](/de/threats/network/) [c](/post/ss7-interception-explained/)')),
    ).toEqual([])
    expect(
      errorsOf(linking('[a](/solutions/secure-call/) [b](/pt/post/ss7-interception-explained/) [c](/post/nope)')).map(
        (finding) => (finding.rule === 'broken link' ? finding.target : finding.rule),
      ),
    ).toEqual(['/solutions/secure-call/', '/pt/post/ss7-interception-explained/', '/post/nope'])
    // Files and other sites are left to the build, which sees what it publishes.
    expect(errorsOf(linking('[pdf](/downloads/guide.pdf) [x](https://example.org/missing)'))).toEqual([])
  })

  it('refuse an image without alt text and a post without text', () => {
    expect(rules(postFindings({ data: valid, body: `${body}\n\n![](figure.png)` }, 'en'))).toEqual([
      ['body', 'image alt', 'error'],
    ])
    expect(rules(postFindings({ data: valid, body: '\n' }, 'en'))).toEqual([['body', 'empty body', 'error']])
  })

  it('ED-2: warn, never refuse, about a title or description a search result would cut; the brand goes first', () => {
    // 58 characters: over with " | Vaultline" (613 px), within without it, so the title goes out without the brand.
    const fitsAlone = postFindings(
      { data: { ...valid, title: 'Three habits that keep a secure messaging rollout on track' }, body },
      'en',
    )
    expect(fitsAlone).toEqual([])
    const german = postFindings(
      {
        data: {
          ...valid,
          title: 'Drei Gewohnheiten, die die Einführung sicherer Kommunikation in Behörden auf Kurs halten',
        },
        body,
      },
      'de',
    )
    expect(rules(german)).toEqual([['title', 'too wide', 'warning']])
    expect(describeFinding(german[0]!, 'de')).toEqual({
      field: 'Titel',
      problem:
        'Ein Suchergebnis zeigt etwa 580 px eines Titels; dieser ist 910 px breit, das Ende wird also abgeschnitten.',
      fix: 'Kürzen Sie um etwa 33 Zeichen, mit den gesuchten Wörtern zuerst. Gespeichert und veröffentlicht wird trotzdem.',
    })
  })

  it('word every kind of finding in all five languages, with nothing left unfilled', () => {
    const all = postFindings(
      {
        data: { ...valid, date: 'tomorrow', tags: [], cover: 'sunset', coverImage: 'x.png', updated: '2026-01-01' },
        body: 'Nobody can read our keys. {{facts.nope}} [x](/nowhere/) ![](a.png) Releases are signed with Ed25519 and AES-128.',
      },
      'en',
    )
    const kinds = new Set(all.map((finding) => ('reason' in finding ? finding.reason : finding.rule)))
    expect(kinds.size).toBeGreaterThanOrEqual(9)
    for (const language of languages)
      for (const finding of all) {
        const line = findingLine(finding, language, 'en')
        expect(line, `${language}: ${line}`).not.toMatch(/undefined|NaN|%\{|\$\{/)
        expect(describeFinding(finding, language).fix.length, line).toBeGreaterThan(10)
      }
  })
})

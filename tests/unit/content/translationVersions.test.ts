/**
 * What counts as a change of an English source (src/content/translations/sourceVersion.ts): the
 * hash the build, the dev server and the editor compute, and the decision it feeds.
 */
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { sha256Hex } from '../../../src/content/translations/contentHash'
import { localeStrings } from '../../../src/content/translations/localeStrings'
import { paragraphsOf, postChanges } from '../../../src/content/translations/sourceChanges'
import {
  normalizedText,
  postSourceVersion,
  sourceVersionPattern,
  stringSourceVersion,
} from '../../../src/content/translations/sourceVersion'
import {
  parseStringRecords,
  serializeStringRecords,
  stringRecordsFile,
} from '../../../src/content/translations/stringRecords'
import { translationState } from '../../../src/content/translations/translationStatus'

const post = {
  title: 'On-premises or cloud for secure communications?',
  description: 'Managed cloud, sovereign hosting or your own data centre? How to decide.',
  authorRole: 'Director of Threat Intelligence',
  body: 'The servers relay ciphertext. Whoever operates them cannot read the content.\n\n## What it does change\n\n- **Metadata.** Servers see who sends to whom.\n- **Availability.** A managed service is only reachable if the network path to it is.\n',
}

describe('the hash of a source', () => {
  it.each(['', 'abc', 'Servers see who sends to whom — and when: «métadonnées» 🔐', 'x'.repeat(55), 'y'.repeat(200)])(
    // The editor's bundle hashes in plain JavaScript: contentEditor.spec.ts checks that what the
    // browser records is the version Node computes.
    'is SHA-256 of the text’s UTF-8 bytes (%#)',
    (text) => {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'))
    },
  )
})

describe('the version of an English post', () => {
  const version = postSourceVersion(post)

  it('is ten hexadecimal digits, as the schema and the records accept', () => {
    expect(version).toMatch(sourceVersionPattern)
  })

  it('changes when a word of the body changes, so its translations become stale', () => {
    const edited = { ...post, body: post.body.replace('cannot read', 'can never read') }
    expect(postSourceVersion(edited)).not.toBe(version)
    expect(translationState(version, postSourceVersion(edited))).toBe('stale')
  })

  it.each(['title', 'description', 'authorRole', 'coverAlt'] as const)('changes when the %s changes', (field) => {
    expect(postSourceVersion({ ...post, [field]: 'Something else entirely' })).not.toBe(version)
  })

  it('does not change when only white space does: a paragraph re-wrapped, lines ending in spaces, Windows line ends, a folded title', () => {
    const reformatted = {
      ...post,
      title: `${post.title.replace(' for ', '\n  for ')} `,
      body: post.body
        .replace('ciphertext. Whoever', 'ciphertext.\nWhoever')
        .replace(/\n/g, '  \r\n')
        .replace('## What', '\r\n\r\n## What'),
    }
    expect(postSourceVersion(reformatted)).toBe(version)
    expect(translationState(version, postSourceVersion(reformatted))).toBe('current')
  })

  it('leaves the language-neutral fields out: they are the same in every language', () => {
    expect(postSourceVersion({ ...post, ...{ date: '2030-01-01', tags: ['ai'] } })).toBe(version)
  })
})

describe('the state of a translation', () => {
  it('is current when it records the English’s version, stale when it records another, unrecorded when it records none', () => {
    expect(translationState('0123456789', '0123456789')).toBe('current')
    expect(translationState('0123456789', 'abcdefabcd')).toBe('stale')
    expect(translationState(undefined, 'abcdefabcd')).toBe('unrecorded')
  })
})

describe('locale strings', () => {
  it('are named by their path, a plural’s forms one string in CLDR order', () => {
    const strings = localeStrings({
      hero: { title: 'Secure messaging' },
      editorial: { paragraphs: ['One.', 'Two.'] },
      readingTime_other: '{{count}} min read',
      readingTime_one: '{{count}} min read (one)',
    })
    expect([...strings]).toEqual([
      ['hero.title', ['Secure messaging']],
      ['editorial.paragraphs.0', ['One.']],
      ['editorial.paragraphs.1', ['Two.']],
      ['readingTime', ['{{count}} min read (one)', '{{count}} min read']],
    ])
  })

  it('a string’s version changes with its words, not with its spacing', () => {
    const version = stringSourceVersion(['Message sizes are padded.'])
    expect(stringSourceVersion(['Message  sizes are\npadded.'])).toBe(version)
    expect(stringSourceVersion(['Message sizes are padded to a few sizes.'])).not.toBe(version)
  })

  it('records: one line per string in the English order, refused with the fix when a value is not a version', () => {
    const text = serializeStringRecords(
      'de',
      new Map([
        ['home:hero.title', 'aaaaaaaaaa'],
        ['blog:contents', 'bbbbbbbbbb'],
      ]),
      ['blog:contents', 'home:hero.title'],
    )
    expect(text.split('\n').slice(2, 4)).toEqual([
      '  "blog:contents": "bbbbbbbbbb",',
      '  "home:hero.title": "aaaaaaaaaa"',
    ])
    expect([...parseStringRecords(JSON.parse(text), stringRecordsFile('de'))]).toEqual([
      ['blog:contents', 'bbbbbbbbbb'],
      ['home:hero.title', 'aaaaaaaaaa'],
    ])
    expect(() => parseStringRecords({ 'home:hero.title': 'latest' }, 'locales/de.translated-from.json')).toThrow(
      /locales\/de\.translated-from\.json: "home:hero\.title".*npm run translations:record/,
    )
  })
})

describe('what changed in the English', () => {
  it('names each changed field and each changed, added or removed paragraph or list item, not the rest of the post', () => {
    const now = {
      ...post,
      title: 'On-premises or cloud?',
      body: post.body
        .replace('cannot read the content.', 'cannot read the content. The exception is a call to an ordinary phone.')
        .replace('who sends to whom.', 'who sends to whom and when.')
        .concat('\nA new closing paragraph.\n'),
    }
    expect(postChanges(post, now)).toEqual([
      { field: 'title', before: post.title, after: 'On-premises or cloud?' },
      {
        field: 'body',
        before: 'The servers relay ciphertext. Whoever operates them cannot read the content.',
        after:
          'The servers relay ciphertext. Whoever operates them cannot read the content. The exception is a call to an ordinary phone.',
      },
      {
        field: 'body',
        before: '- **Metadata.** Servers see who sends to whom.',
        after: '- **Metadata.** Servers see who sends to whom and when.',
      },
      { field: 'body', after: 'A new closing paragraph.' },
    ])
  })

  it('reads paragraphs as they read: list items apart, white space collapsed', () => {
    expect(paragraphsOf('One\nline.\n\n- a\n- b\n\n\n2. c')).toEqual(['One line.', '- a', '- b', '2. c'])
    expect(normalizedText('  a \t b\n')).toBe('a b')
  })
})

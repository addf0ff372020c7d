/**
 * The glossary, a second collection on the blog's pipeline (issue 43, item 5): its files are read
 * by the same reader as the posts (scripts/content/collectionContent.ts), so the same mistakes stop
 * the build with the same kind of message naming the file, a translation behind its English is
 * marked, and its translations are in the same report and recorded by the same command.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { blogCollection } from '../../../scripts/content/blogContent'
import { glossaryCollection, glossaryDocuments, loadGlossary } from '../../../scripts/content/glossaryContent'
import { recordPost } from '../../../scripts/content/translationRecords'
import { readTranslationReport } from '../../../scripts/content/translationStatus'
import { glossaryFiles } from '../../../src/content/glossary/glossaryFiles'
import type { GlossaryEntry } from '../../../src/content/glossary/glossaryTypes'
import { glossaryDataPaths } from '../../../src/routing/glossaryDataPaths'

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

/** A project of its own: the files given, by path from its root. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'vaultline-glossary-'))
  roots.push(root)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const entry = (title: string, description: string, body: string, extra = '') =>
  `---\ntitle: "${title}"\ndescription: "${description}"\n${extra}---\n${body}\n`
const english = entry(
  'Safety number',
  'A number two people compare to check that nobody sits between their devices, once and in person.',
  'A safety number is derived from both people’s identity keys.',
  'page: encryption\n',
)
const german = entry(
  'Sicherheitsnummer',
  'Eine Nummer, die zwei Personen einmal persönlich vergleichen, um zu prüfen, dass niemand dazwischensitzt.',
  'Eine Sicherheitsnummer wird aus den Identitätsschlüsseln beider Personen abgeleitet.',
  'page: encryption\n',
)
const glossaryDir = (root: string) => join(root, glossaryFiles.folder)
const stopped = (read: () => unknown): Error => {
  try {
    read()
  } catch (error) {
    return error as Error
  }
  throw new Error('the glossary was read without an error')
}

describe('the glossary is a collection on the blog’s pipeline', () => {
  it('shares the blog’s reader and file layout, and the site’s glossary has every entry in English and each translation', () => {
    expect(glossaryCollection.files.parsePath('ml-kem/index.de.md')).toEqual({ slug: 'ml-kem', language: 'de' })
    expect(blogCollection.files.parsePath('ml-kem/index.de.md')).toEqual({ slug: 'ml-kem', language: 'de' })
    const { entries } = loadGlossary()
    const english = entries.filter((entry) => entry.language === 'en')
    expect(english.length).toBeGreaterThanOrEqual(10)
    for (const term of english) expect(term.languages, term.slug).toEqual([...languages])
    expect(entries.filter((entry) => entry.staleTranslation)).toEqual([])
  })

  it('stops the build on a field at fault, naming the file and every field, with what each needs', () => {
    const root = project({
      'src/content/glossary/safety-number/index.en.md': entry(
        'Safety number',
        'Too short.',
        'Text.',
        'page: nowhere\n',
      ),
    })
    const error = stopped(() => loadGlossary({ dir: glossaryDir(root) }))
    expect(error.message).toContain('[InvalidCollectionEntry] src/content/glossary/safety-number/index.en.md:')
    expect(error.message).toContain(
      'front matter field "description" is shorter than 50 characters: define the term in one whole sentence',
    )
    expect(error.message).toContain('front matter field "page" is not a page every language has')
    expect(error.message).toContain('docs/collections.md')
  })

  it('refuses an image or a heading in an entry: the term is the heading, and images belong in posts', () => {
    for (const body of ['## What it is\n\nText.', 'Text.\n\n![A diagram](./diagram.svg)']) {
      const root = project({
        'src/content/glossary/safety-number/index.en.md': entry('Safety number', english.split('"')[3]!, body),
      })
      expect(stopped(() => loadGlossary({ dir: glossaryDir(root) })).message).toMatch(
        /the text (has a heading|shows an image)/,
      )
    }
  })

  it('stops the build on a translation without its English, in the words it uses for a post', () => {
    const root = project({ 'src/content/glossary/safety-number/index.de.md': german })
    expect(stopped(() => loadGlossary({ dir: glossaryDir(root) })).message).toBe(
      '[TranslationWithoutEnglishOriginal] src/content/glossary/safety-number/index.de.md: the glossary entry "safety-number" has no English original (src/content/glossary/safety-number/index.en.md).\n  → Write the English glossary entry first; translations follow it.',
    )
  })

  it('marks a translation the English has changed since it was recorded, and lists it in the translation report', () => {
    const root = project({
      'src/content/glossary/safety-number/index.en.md': english,
      'src/content/glossary/safety-number/index.de.md': german,
      'locales/en/common.json': '{}',
    })
    // Missing records: listed as recording no version; recorded: current, then stale once the English changes.
    expect(readTranslationReport(root, null).items.filter((item) => item.kind === 'glossaryEntry')).toEqual(
      expect.arrayContaining([expect.objectContaining({ language: 'de', id: 'safety-number', state: 'unrecorded' })]),
    )
    expect(recordPost(root, 'safety-number', 'de', glossaryFiles)).toMatch(/^[0-9a-f]{10}$/)
    expect(loadGlossary({ dir: glossaryDir(root) }).entries.find((e) => e.language === 'de')?.staleTranslation).toBe(
      undefined,
    )
    const file = join(root, 'src/content/glossary/safety-number/index.en.md')
    writeFileSync(file, readFileSync(file, 'utf8').replace('both people’s identity keys', 'the two identity keys'))
    expect(loadGlossary({ dir: glossaryDir(root) }).entries.find((e) => e.language === 'de')?.staleTranslation).toBe(
      true,
    )
    const items = readTranslationReport(root, null).items.filter((item) => item.kind === 'glossaryEntry')
    expect(items.find((item) => item.language === 'de')).toMatchObject({
      state: 'stale',
      file: 'src/content/glossary/safety-number/index.de.md',
    })
    expect(items.filter((item) => item.state === 'missing').map((item) => item.language)).toEqual(['es', 'pt', 'fr'])
  })

  it('gives each language every term: a term not yet translated is there in English, and says so by its language', () => {
    const root = project({
      'src/content/glossary/safety-number/index.en.md': english,
      'src/content/glossary/safety-number/index.de.md': german,
      'src/content/glossary/imsi-catcher/index.en.md': entry(
        'IMSI catcher',
        'A fake mobile base station that nearby phones connect to, letting its operator identify them.',
        'Phones connect to the base station with the strongest signal.',
      ),
    })
    const documents = new Map(glossaryDocuments(loadGlossary({ dir: glossaryDir(root) })))
    const inGerman = documents.get(glossaryDataPaths.terms('de'))!() as GlossaryEntry[]
    expect(inGerman.map((term) => [term.title, term.language])).toEqual([
      ['IMSI catcher', 'en'],
      ['Sicherheitsnummer', 'de'],
    ])
    expect(inGerman[1]!.html).toContain('Identitätsschlüsseln')
    expect(inGerman[1]!.page).toBe('encryption')
  })
})

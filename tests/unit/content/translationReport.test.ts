/**
 * The translation report (scripts/content/translationStatus.ts, translationReport.ts) and the
 * records it reads, on a small project of its own and on the project's own content.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { languages } from '../../../routes.config'
import { loadBlogContent } from '../../../scripts/content/blogContent'
import { readPostSource } from '../../../scripts/content/postSources'
import { findRecordedVersion, type SourceHistory } from '../../../scripts/content/sourceHistory'
import {
  recordPost,
  recordStrings,
  englishStringVersions,
  withSourceVersion,
} from '../../../scripts/content/translationRecords'
import { itemLine, reportSummary, writeTranslationReport } from '../../../scripts/content/translationReport'
import { readTranslationReport } from '../../../scripts/content/translationStatus'
import { projectRoot } from '../../../scripts/shared/projectPaths'
import { postSourceVersion } from '../../../src/content/translations/sourceVersion'

const translations = languages.filter((language) => language !== 'en')
const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

const englishPost = `---
title: "Choosing where secure messaging runs"
description: "Managed cloud, sovereign hosting or your own data centre: how to decide by threat model and cost."
date: 2026-10-28
author: "Priya Raman"
authorRole: "Director of Threat Intelligence"
tags: [deployment]
cover: deployment
---
The servers relay ciphertext. Whoever operates them cannot read the content.

## What it changes

- **Metadata.** Servers see who sends to whom and when.
- **Cipher.** Messages are encrypted with {{facts.cipher}}.
`
const translatedPost = `---
title: "Dónde se ejecuta la mensajería segura"
description: "Nube gestionada, alojamiento soberano o su propio centro de datos: cómo decidir según la amenaza y el coste."
date: 2026-10-28
author: "Priya Raman"
authorRole: "Directora de Inteligencia de Amenazas"
tags: [deployment]
cover: deployment
---
Los servidores retransmiten texto cifrado. Quien los opere no puede leer el contenido.

## Lo que cambia

- **Metadatos.** Los servidores ven quién envía a quién y cuándo.
- **Cifrado.** Los mensajes se cifran con {{facts.cipher}}.
`
const englishCopy = {
  hero: { title: 'Secure messaging', intro: 'Message sizes are padded.' },
  readingTime_one: '{{count}} minute',
  readingTime_other: '{{count}} minutes',
}
const translatedCopy = {
  hero: { title: 'Mensajería segura', intro: 'Los mensajes se rellenan.' },
  readingTime_one: '{{count}} minuto',
  readingTime_other: '{{count}} minutos',
}

/** A project with one post and one namespace of copy, every translation recorded as made from the English as written. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'translations-'))
  roots.push(root)
  const postDir = join(root, 'src', 'content', 'blog', 'where-it-runs')
  mkdirSync(postDir, { recursive: true })
  writeFileSync(join(postDir, 'index.en.md'), englishPost)
  for (const language of languages) {
    mkdirSync(join(root, 'locales', language), { recursive: true })
    writeFileSync(
      join(root, 'locales', language, 'home.json'),
      JSON.stringify(language === 'en' ? englishCopy : translatedCopy),
    )
    if (language === 'en') continue
    writeFileSync(join(postDir, `index.${language}.md`), translatedPost)
    recordPost(root, 'where-it-runs', language)
    recordStrings(root, language, englishStringVersions(root, 'home'))
  }
  return root
}

const edit = (root: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))

describe('the report of a project', () => {
  let root: string
  beforeEach(() => {
    root = project()
  })

  it('is empty once every translation records the English as it is', () => {
    expect(readTranslationReport(root, null, '2026-12-01').items).toEqual([])
  })

  it('recording a post adds one line to its front matter and changes nothing else', () => {
    const recorded = readFileSync(join(root, 'src/content/blog/where-it-runs/index.de.md'), 'utf8')
    expect(recorded).toBe(
      translatedPost.replace(
        'cover: deployment\n',
        `cover: deployment\nsourceVersion: "${postSourceVersion(readPostSource(englishPost, 'en').text)}"\n`,
      ),
    )
    expect(withSourceVersion(recorded, '0123456789')).toBe(
      recorded.replace(/sourceVersion: "\w+"/, 'sourceVersion: "0123456789"'),
    )
    // A version of digits only stays text: YAML would otherwise read it as a number.
    expect(readPostSource(withSourceVersion(recorded, '0123456789'), 'de').recorded).toBe('0123456789')
  })

  it('a deliberately edited English post makes every translation of it stale, aged from its date without git history', () => {
    edit(root, 'src/content/blog/where-it-runs/index.en.md', (text) =>
      text.replace('cannot read the content.', 'cannot read the content, except on calls to ordinary phones.'),
    )
    const { items } = readTranslationReport(root, null, '2026-12-01')
    expect(items.map((item) => [item.language, item.kind, item.id, item.state])).toEqual(
      translations.map((language) => [language, 'post', 'where-it-runs', 'stale']),
    )
    expect(items[0]).toMatchObject({
      file: 'src/content/blog/where-it-runs/index.es.md',
      sourceFile: 'src/content/blog/where-it-runs/index.en.md',
      sourceChanged: { date: '2026-10-28', basis: 'date' },
      changesUnavailable: 'noHistory',
    })
    expect(itemLine(items[0]!, '2026-12-01')).toBe(
      'es  post where-it-runs: stale, English changed 2026-10-28, 34 days ago (from the English post’s date) (src/content/blog/where-it-runs/index.es.md)',
    )
  })

  it('ages a stale post from the English’s updated date when it has one', () => {
    edit(root, 'src/content/blog/where-it-runs/index.en.md', (text) =>
      text
        .replace('date: 2026-10-28\n', 'date: 2026-10-28\nupdated: 2026-11-27\n')
        .replace('ciphertext', 'only ciphertext'),
    )
    expect(readTranslationReport(root, null, '2026-12-01').items[0]!.sourceChanged).toEqual({
      date: '2026-11-27',
      basis: 'updated',
    })
  })

  it('with git history, says what changed and the day it did', () => {
    const before = readFileSync(join(root, 'src/content/blog/where-it-runs/index.en.md'), 'utf8')
    edit(root, 'src/content/blog/where-it-runs/index.en.md', (text) =>
      text.replace('who sends to whom and when', 'who sends to whom, when and from which IP address'),
    )
    const history: SourceHistory = {
      shallow: false,
      versionsOf: (file) => [
        { commit: null, date: '2026-11-30', text: readFileSync(join(root, file), 'utf8') },
        { commit: 'b'.repeat(40), date: '2026-11-20', text: before },
      ],
    }
    const [item] = readTranslationReport(root, history, '2026-12-01').items
    expect(item).toMatchObject({
      sourceChanged: { date: '2026-11-30', basis: 'git' },
      changes: [
        {
          field: 'body',
          before: '- **Metadata.** Servers see who sends to whom and when.',
          after: '- **Metadata.** Servers see who sends to whom, when and from which IP address.',
        },
      ],
    })
  })

  it('a new value of a fact the post uses makes no translation stale, though the page shows the new value', async () => {
    const dir = join(root, 'src', 'content', 'blog')
    const cipherLine = (posts: ReturnType<typeof loadBlogContent>['posts']) =>
      posts.find((post) => post.language === 'de')!.markdown.match(/Cifrado.*$/m)![0]
    expect(cipherLine(loadBlogContent({ dir, includeDrafts: true }).posts)).toContain('AES-256-GCM')
    // Unit test files share their modules (vitest.config.ts, isolate: false): the new value is given
    // to fresh copies of the content modules only, and the registry is reset again after.
    vi.resetModules()
    vi.doMock('../../../src/i18n/factVariables', async (importOriginal) => {
      const original = await importOriginal<typeof import('../../../src/i18n/factVariables')>()
      return {
        ...original,
        factVariables: (...args: Parameters<typeof original.factVariables>) => ({
          ...original.factVariables(...args),
          cipher: 'ChaCha20-Poly1305',
        }),
      }
    })
    try {
      const fresh = await import('../../../scripts/content/blogContent')
      const status = await import('../../../scripts/content/translationStatus')
      const posts = fresh.loadBlogContent({ dir, includeDrafts: true }).posts
      expect(cipherLine(posts)).toContain('ChaCha20-Poly1305')
      expect(posts.filter((post) => post.staleTranslation)).toEqual([])
      expect(status.readTranslationReport(root, null, '2026-12-01').items).toEqual([])
    } finally {
      vi.doUnmock('../../../src/i18n/factVariables')
      vi.resetModules()
    }
  })

  it('the build marks a stale translation for its notice, and only that one: not one that records no version', () => {
    const dir = join(root, 'src', 'content', 'blog')
    edit(root, 'src/content/blog/where-it-runs/index.fr.md', (text) => text.replace(/sourceVersion: "\w+"\n/, ''))
    edit(root, 'src/content/blog/where-it-runs/index.de.md', (text) =>
      text.replace(/sourceVersion: "\w+"/, 'sourceVersion: "0000000000"'),
    )
    const marked = loadBlogContent({ dir, includeDrafts: true })
      .posts.filter((post) => post.staleTranslation)
      .map((post) => post.language)
    expect(marked).toEqual(['de'])
  })

  it('an edited English string makes that string stale in every language, and no other', () => {
    edit(root, 'locales/en/home.json', (text) =>
      text.replace('Message sizes are padded.', 'Message sizes are padded to a few sizes.'),
    )
    expect(
      readTranslationReport(root, null, '2026-12-01').items.map((item) => [item.language, item.id, item.state]),
    ).toEqual(translations.map((language) => [language, 'home:hero.intro', 'stale']))
  })

  it('a plural is one string: a changed form makes it stale once', () => {
    edit(root, 'locales/en/home.json', (text) => text.replace('"{{count}} minutes"', '"{{count}} minutes to read"'))
    expect(
      readTranslationReport(root, null, '2026-12-01')
        .items.filter((item) => item.language === 'de')
        .map((item) => item.id),
    ).toEqual(['home:readingTime'])
  })

  it('names a translation that records no version, and one not written yet', () => {
    edit(root, 'src/content/blog/where-it-runs/index.fr.md', (text) => text.replace(/sourceVersion: "\w+"\n/, ''))
    writeFileSync(join(root, 'src/content/blog/where-it-runs/index.pt.md'), '')
    edit(root, 'locales/de.translated-from.json', (text) => text.replace(/\s*"home:hero\.title": "\w+",/, ''))
    expect(
      readTranslationReport(root, null, '2026-12-01').items.map((item) => [item.language, item.id, item.state]),
    ).toEqual([
      ['pt', 'where-it-runs', 'missing'],
      ['fr', 'where-it-runs', 'unrecorded'],
      ['de', 'home:hero.title', 'unrecorded'],
    ])
  })

  it('is written to build-report/translations.json, and summed up for the build’s output', () => {
    edit(root, 'src/content/blog/where-it-runs/index.en.md', (text) => text.replace('Metadata', 'Metadata and logs'))
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const report = writeTranslationReport(root, null)
      expect(JSON.parse(readFileSync(join(root, 'build-report', 'translations.json'), 'utf8'))).toEqual(report)
      const printed = log.mock.calls.map((call) => String(call[0])).join('\n')
      expect(printed).toMatch(
        /^\[translations\] 4 stale, 0 missing \(4 posts, 0 strings\); every one in build-report\/translations\.json/,
      )
      expect(printed).toContain('de  post where-it-runs: stale, English changed 2026-10-28')
    } finally {
      log.mockRestore()
    }
    expect(reportSummary({ generated: '2026-12-01', history: 'git', items: [], postVersions: {} })).toEqual([
      '[translations] every translation is up to date with its English source',
    ])
  })
})

describe('finding the recorded version in the history', () => {
  const versions = ['v3', 'v2', 'v2', 'v1'].map((text, index) => ({
    text,
    commit: String(index),
    date: `2026-11-0${4 - index}`,
  }))
  it('gives the text then and the day of the first version that differs from it', () => {
    expect(
      findRecordedVersion(
        versions,
        'v2',
        (text) => text,
        (text) => text,
      ),
    ).toEqual({ then: 'v2', changedOn: '2026-11-04' })
    expect(
      findRecordedVersion(
        versions,
        'v1',
        (text) => text,
        (text) => text,
      ),
    ).toEqual({ then: 'v1', changedOn: '2026-11-02' })
    expect(
      findRecordedVersion(
        versions,
        'v0',
        (text) => text,
        (text) => text,
      ),
    ).toBeUndefined()
  })
})

describe('the project’s own content', () => {
  const onPremises = (language: string) => {
    const file = `src/content/blog/choosing-on-premises-or-cloud/index.${language}.md`
    return {
      ...readPostSource(readFileSync(join(projectRoot, file), 'utf8'), file),
      source: readFileSync(join(projectRoot, file), 'utf8'),
    }
  }

  it('TR-01: the Spanish on-premises-or-cloud post is translated from the corrected English (the Voice Gateway exception, what the servers see)', () => {
    const spanish = onPremises('es')
    expect(spanish.recorded).toBe(onPremises('en').version)
    expect(spanish.source).toContain(
      'Una llamada a un teléfono convencional pasa por un Voice Gateway, que la descifra',
    )
    expect(spanish.source).toContain(
      'quién envía a quién y cuándo, qué dispositivos se conectan y desde qué dirección IP',
    )
    expect(spanish.source).not.toContain('quién está registrado')
  })

  it('TR-02: the French on-premises-or-cloud post is translated from the corrected English (the Voice Gateway exception, what the servers see)', () => {
    const french = onPremises('fr')
    expect(french.recorded).toBe(onPremises('en').version)
    expect(french.source).toMatch(/Un appel vers un téléphone ordinaire passe par un Voice Gateway, qui le déchiffre/)
    expect(french.source).toContain(
      'qui écrit à qui et quand, quels appareils se connectent et depuis quelle adresse IP',
    )
    expect(french.source).not.toContain('qui est inscrit')
  })

  it('TR-01 / TR-02: the translation report of today’s content is empty: every translation records the English as it is', () => {
    expect(readTranslationReport(projectRoot, null).items).toEqual([])
  })

  it('an edit of the English on-premises post makes all four translations stale in the report', () => {
    const root = mkdtempSync(join(tmpdir(), 'translations-own-'))
    roots.push(root)
    cpSync(
      join(projectRoot, 'src/content/blog/choosing-on-premises-or-cloud'),
      join(root, 'src/content/blog/choosing-on-premises-or-cloud'),
      { recursive: true },
    )
    cpSync(join(projectRoot, 'locales'), join(root, 'locales'), { recursive: true })
    expect(readTranslationReport(root, null).items).toEqual([])
    edit(root, 'src/content/blog/choosing-on-premises-or-cloud/index.en.md', (text) =>
      text.replace('can hear such calls.', 'can hear such calls, and keeps no recording of them.'),
    )
    expect(readTranslationReport(root, null).items.map((item) => `${item.language} ${item.id} ${item.state}`)).toEqual(
      translations.map((language) => `${language} choosing-on-premises-or-cloud stale`),
    )
  })
})

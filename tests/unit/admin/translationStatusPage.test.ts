/**
 * What the content editor says about translations behind their English: its status page
 * (src/admin/translations/statusPage.ts), written in each language, and the page-copy notice's
 * reckoning of which strings of an entry are behind (pageCopyStatus.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { languages, type Language } from '../../../routes.config'
import { translationStatusFiles } from '../../../scripts/admin/translationStatusFiles'
import { projectRoot } from '../../../scripts/shared/projectPaths'
import { staleStrings } from '../../../src/admin/translations/pageCopyStatus'
import type { StatusCopy } from '../../../src/admin/translations/statusCopy'
import { statusPageHtml } from '../../../src/admin/translations/statusPage'
import { stringSourceVersion } from '../../../src/content/translations/sourceVersion'
import type { TranslationReport } from '../../../src/content/translations/translationStatus'

const copyOf = (language: Language) =>
  JSON.parse(readFileSync(join(projectRoot, 'locales', language, 'translation-status.json'), 'utf8')) as StatusCopy
const languageNames = { en: 'English', es: 'Español', pt: 'Português', fr: 'Français', de: 'Deutsch' }

const report: TranslationReport = {
  generated: '2026-12-01',
  history: 'git',
  postVersions: { 'choosing-on-premises-or-cloud': '08613dd2b4' },
  items: [
    {
      kind: 'post',
      language: 'es',
      id: 'choosing-on-premises-or-cloud',
      state: 'stale',
      file: 'src/content/blog/choosing-on-premises-or-cloud/index.es.md',
      sourceFile: 'src/content/blog/choosing-on-premises-or-cloud/index.en.md',
      recorded: 'a19f9fc9c2',
      current: '08613dd2b4',
      sourceChanged: { date: '2026-11-27', basis: 'git' },
      changes: [
        {
          field: 'body',
          before: 'Whoever operates them cannot read the content.',
          after: 'Whoever operates them cannot read the content. The exception is a call to an ordinary phone.',
        },
      ],
    },
    {
      kind: 'string',
      language: 'de',
      id: 'threat-network:counter.items.4.body',
      state: 'stale',
      file: 'locales/de/threat-network.json',
      sourceFile: 'locales/en/threat-network.json',
      recorded: '0123456789',
      current: 'abcdefabcd',
      changesUnavailable: 'noHistory',
    },
    {
      kind: 'post',
      language: 'de',
      id: 'a-new-post',
      state: 'missing',
      file: 'src/content/blog/a-new-post/index.de.md',
      sourceFile: 'src/content/blog/a-new-post/index.en.md',
      current: 'abcdefabcd',
    },
  ],
}

describe('the translation status page', () => {
  it('lists, per language, each translation behind its English with its age, what changed and a link to its entry', () => {
    const page = parse(statusPageHtml({ report, language: 'en', copy: copyOf('en'), languageNames }))
    expect(page.querySelector('html')!.getAttribute('lang')).toBe('en')
    expect(page.querySelector('h1')!.text).toBe('Translation status')
    const spanish = page.querySelector('section[aria-labelledby="es"]')!
    expect(spanish.querySelector('h2')!.text).toBe('Español')
    expect(spanish.querySelector('h3')!.text).toBe('Posts')
    const item = spanish.querySelector('li')!
    expect(item.querySelector('a')!.getAttribute('href')).toBe(
      '../?lang=es#/collections/blog/entries/choosing-on-premises-or-cloud/index',
    )
    expect(item.text).toContain('Behind the English')
    expect(item.text).toContain('The English changed on 27 November 2026, 4 days ago.')
    expect(item.querySelector('del')!.text).toBe('Whoever operates them cannot read the content.')
    expect(item.querySelector('ins')!.text).toContain('The exception is a call to an ordinary phone.')
    expect(page.querySelector('section[aria-labelledby="pt"]')!.text).toContain('Up to date.')
    const german = page.querySelector('section[aria-labelledby="de"]')!
    expect(german.querySelectorAll('h3').map((heading) => heading.text)).toEqual(['Posts', 'Page text'])
    expect(german.querySelector('h4')!.text).toBe('locales/de/threat-network.json')
    expect(german.text).toContain('Not written yet')
    expect(german.text).toContain('this copy of the site has no git history')
    expect(german.querySelector('a[href="../?lang=de#/collections/pages-de/entries/threat-network"]')!.text).toBe(
      'counter.items.4.body',
    )
  })

  it.each([
    ['es', 'Estado de las traducciones', 'El original en inglés cambió el 27 de noviembre de 2026, hace 4 días.'],
    ['pt', 'Estado das traduções', 'O original em inglês mudou a 27 de novembro de 2026, há 4 dias.'],
    ['fr', 'État des traductions', 'L’original anglais a changé le 27 novembre 2026, il y a 4\u00a0jours.'],
    ['de', 'Stand der Übersetzungen', 'Das englische Original hat sich am 27. November 2026 geändert, vor 4 Tagen.'],
  ] as const)(
    'is written in %s, links back to the editor from its folder, and names every language',
    (language, title, age) => {
      const page = parse(statusPageHtml({ report, language, copy: copyOf(language), languageNames }))
      expect(page.querySelector('html')!.getAttribute('lang')).toBe(language)
      expect(page.querySelector('h1')!.text).toBe(title)
      expect(page.text).toContain(age)
      expect(page.querySelector('section li a')!.getAttribute('href')).toMatch(/^\.\.\/\.\.\/\?lang=es#/)
      expect(page.querySelectorAll('nav a').map((link) => link.getAttribute('hreflang'))).toEqual([...languages])
      expect(page.querySelector('nav a[aria-current="page"]')!.getAttribute('lang')).toBe(language)
    },
  )

  it('says an English changed on the day of the report changed today', () => {
    const today = {
      ...report,
      items: [{ ...report.items[0]!, sourceChanged: { date: '2026-12-01', basis: 'git' as const } }],
    }
    const page = parse(statusPageHtml({ report: today, language: 'de', copy: copyOf('de'), languageNames }))
    expect(page.querySelector('section li')!.text).toContain('Das englische Original hat sich heute geändert.')
  })

  it('says every translation is up to date when none is behind', () => {
    const page = parse(
      statusPageHtml({ report: { ...report, items: [] }, language: 'fr', copy: copyOf('fr'), languageNames }),
    )
    expect(page.querySelector('main')!.text).toContain(
      'Toutes les traductions sont à jour par rapport à leur original anglais.',
    )
    expect(page.querySelectorAll('section')).toHaveLength(0)
  })

  it('runs no script and sets no style in the page: its stylesheet is a file beside it', () => {
    const files = translationStatusFiles(projectRoot, report)
    expect([...files.keys()].sort()).toEqual([
      'translation-status.json',
      'translation-status/de/index.html',
      'translation-status/es/index.html',
      'translation-status/fr/index.html',
      'translation-status/index.html',
      'translation-status/pt/index.html',
      'translation-status/status.css',
    ])
    for (const [path, text] of files)
      if (path.endsWith('.html')) {
        const page = parse(text)
        expect(page.querySelectorAll('script')).toHaveLength(0)
        expect(page.querySelectorAll('[style]')).toHaveLength(0)
        expect(page.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex, nofollow')
      }
    expect(JSON.parse(files.get('translation-status.json')!)).toEqual(report)
  })
})

describe('the strings of a page-copy entry behind their English', () => {
  const english = { hero: { title: 'Secure messaging', intro: 'Message sizes are padded.' } }
  const german = { hero: { title: 'Sichere Nachrichten', intro: 'Nachrichten werden aufgefüllt.' } }
  const records = new Map([
    ['home:hero.title', stringSourceVersion(['Secure messaging'])],
    ['home:hero.intro', stringSourceVersion(['Message sizes are padded.'])],
  ])

  it('are none while every record names the English as it is', () => {
    expect(staleStrings('home', english, german, records)).toEqual([])
  })

  it('are those whose English changed since their record, or that have none', () => {
    const changed = { hero: { ...english.hero, intro: 'Message sizes are padded to a few sizes.' } }
    expect(
      staleStrings('home', changed, german, new Map([...records].filter(([id]) => id !== 'home:hero.title'))),
    ).toEqual([
      { id: 'home:hero.title', key: 'hero.title', state: 'unrecorded' },
      { id: 'home:hero.intro', key: 'hero.intro', state: 'stale', recorded: records.get('home:hero.intro') },
    ])
  })
})

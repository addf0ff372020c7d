/**
 * `npm run dev` and translations (scripts/plugins/translationsPlugin.ts): a saved translation is
 * recorded as made from the English as it is, an unchanged one keeps its record, and the page being
 * viewed lists what on it is behind its English. Driven through the plugin's own hooks with a
 * stand-in for Vite's server (its watcher and logger), on a small project of its own.
 */
import { EventEmitter } from 'node:events'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import type { IndexHtmlTransformContext, ViteDevServer } from 'vite'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { readPostSource } from '../../../scripts/content/postSources'
import { recordPost, recordStrings, englishStringVersions } from '../../../scripts/content/translationRecords'
import { readTranslationReport } from '../../../scripts/content/translationStatus'
import { translationsPlugin } from '../../../scripts/plugins/translationsPlugin'
import { projectRoot } from '../../../scripts/shared/projectPaths'

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

const post = (title: string, body: string) =>
  `---\ntitle: "${title}"\ndescription: "A description long enough for the schema of the posts, in this language."\ndate: 2026-10-28\nauthor: "Priya Raman"\nauthorRole: "Director"\ntags: [deployment]\ncover: deployment\n---\n${body}\n`

/** A project of one post in English and German and the copy the pages read, every translation recorded. */
function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'translations-dev-'))
  roots.push(root)
  mkdirSync(join(root, 'src/content/blog/where-it-runs'), { recursive: true })
  writeFileSync(
    join(root, 'src/content/blog/where-it-runs/index.en.md'),
    post('Where it runs', 'The servers relay ciphertext.'),
  )
  writeFileSync(
    join(root, 'src/content/blog/where-it-runs/index.de.md'),
    post('Wo es läuft', 'Die Server leiten Chiffretext weiter.'),
  )
  for (const language of ['en', 'es', 'pt', 'fr', 'de']) mkdirSync(join(root, 'locales', language), { recursive: true })
  writeFileSync(
    join(root, 'locales/en/blog.json'),
    JSON.stringify({ contents: 'Contents', related: 'Related articles' }),
  )
  writeFileSync(join(root, 'locales/de/blog.json'), JSON.stringify({ contents: 'Inhalt', related: 'Ähnliche Artikel' }))
  for (const language of ['en', 'de'])
    writeFileSync(
      join(root, 'locales', language, 'translation-status.json'),
      readFileSync(join(projectRoot, 'locales', language, 'translation-status.json')),
    )
  recordPost(root, 'where-it-runs', 'de')
  for (const namespace of ['blog', 'translation-status'])
    recordStrings(root, 'de', englishStringVersions(root, namespace))
  return root
}

/** The plugin on a stand-in server; `save` writes a file and tells the plugin, as Vite's watcher would. */
function serve(root: string) {
  const watcher = new EventEmitter()
  const logged: string[] = []
  const log = (message: string) => logged.push(message)
  const server = { config: { root, logger: { info: log, warn: log, error: log } }, watcher } as unknown as ViteDevServer
  const plugin = translationsPlugin({ history: () => null }) as unknown as {
    configureServer: (server: ViteDevServer) => void
    transformIndexHtml: (html: string, context: Partial<IndexHtmlTransformContext>) => string
  }
  plugin.configureServer(server)
  const save = (file: string, text: string) => {
    writeFileSync(join(root, file), text)
    watcher.emit('all', 'change', join(root, file))
  }
  const page = (path: string) =>
    parse(plugin.transformIndexHtml('<html><body><div id="root"></div></body></html>', { path, originalUrl: path }))
  return { save, page, logged }
}

const recorded = (root: string, file: string) => readPostSource(readFileSync(join(root, file), 'utf8'), file).recorded
/** The German part of the report: this project has no other translation. */
const report = (root: string) =>
  readTranslationReport(root, null, '2026-12-01')
    .items.filter((item) => item.language === 'de')
    .map((item) => `${item.language} ${item.id} ${item.state}`)

describe('translations in npm run dev', () => {
  let root: string
  beforeEach(() => {
    root = project()
  })

  it('an edit of the English leaves its translation stale, and the terminal says so', () => {
    const { save, page, logged } = serve(root)
    save('src/content/blog/where-it-runs/index.en.md', post('Where it runs', 'The servers relay only ciphertext.'))
    save('locales/en/blog.json', JSON.stringify({ contents: 'Contents', related: 'Related posts' }))
    expect(report(root)).toEqual(['de where-it-runs stale', 'de blog:related stale'])
    expect(logged.join('\n')).not.toContain('recorded as translated')
    page('/de/') // the next page (or a quiet moment) reads the report again
    expect(logged.at(-1)).toMatch(/^\[translations\] 2 stale, \d+ missing/)
    expect(logged.at(-1)).toContain('de  post where-it-runs: stale, English changed 2026-10-28')
  })

  it('saving a changed translation records it as made from the current English; the report is empty again', () => {
    const { save, logged } = serve(root)
    save('src/content/blog/where-it-runs/index.en.md', post('Where it runs', 'The servers relay only ciphertext.'))
    save('locales/en/blog.json', JSON.stringify({ contents: 'Contents', related: 'Related posts' }))
    save('src/content/blog/where-it-runs/index.de.md', post('Wo es läuft', 'Die Server leiten nur Chiffretext weiter.'))
    save('locales/de/blog.json', JSON.stringify({ contents: 'Inhalt', related: 'Ähnliche Beiträge' }))
    expect(report(root)).toEqual([])
    expect(recorded(root, 'src/content/blog/where-it-runs/index.de.md')).toBe(
      readPostSource(readFileSync(join(root, 'src/content/blog/where-it-runs/index.en.md'), 'utf8'), 'en').version,
    )
    expect(logged.join('\n')).toContain('locales/de/blog.json: related recorded as translated from the current English')
  })

  it('a save that changes nothing a translation says (the editor re-writing its front matter) records nothing', () => {
    const { save } = serve(root)
    save('src/content/blog/where-it-runs/index.en.md', post('Where it runs', 'The servers relay only ciphertext.'))
    const german = readFileSync(join(root, 'src/content/blog/where-it-runs/index.de.md'), 'utf8')
    save('src/content/blog/where-it-runs/index.de.md', german.replace('title: "Wo es läuft"', "title: 'Wo es läuft'"))
    expect(report(root)).toEqual(['de where-it-runs stale'])
  })

  it('only the strings a save changed are recorded', () => {
    const { save } = serve(root)
    save('locales/en/blog.json', JSON.stringify({ contents: 'Table of contents', related: 'Related posts' }))
    save('locales/de/blog.json', JSON.stringify({ contents: 'Inhalt', related: 'Ähnliche Beiträge' }))
    expect(report(root)).toEqual(['de blog:contents stale'])
  })

  it('the page being viewed lists what on it is behind its English, in its language; other pages and English ones list nothing', () => {
    const { save, page } = serve(root)
    save('src/content/blog/where-it-runs/index.en.md', post('Where it runs', 'The servers relay only ciphertext.'))
    save('locales/en/blog.json', JSON.stringify({ contents: 'Contents', related: 'Related posts' }))
    const panel = page('/de/post/where-it-runs/').querySelector('body > [role="note"]')!
    expect(panel.getAttribute('lang')).toBe('de')
    expect(panel.querySelector('p')!.text).toBe(
      'Übersetzungen auf dieser Seite, die hinter dem englischen Original zurückliegen',
    )
    expect(panel.querySelectorAll('li').map((item) => item.querySelector('code')!.text)).toEqual([
      'Der Beitrag',
      'blog:related',
    ])
    expect(page('/de/post/where-it-runs/').querySelector('#root')).not.toBeNull()
    expect(page('/post/where-it-runs/').querySelector('[role="note"]')).toBeNull()
    expect(page('/de/threats/').querySelector('[role="note"]')).toBeNull()
  })
})

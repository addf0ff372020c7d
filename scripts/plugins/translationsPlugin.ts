/**
 * Development only (`npm run dev`, `npm run cms`): translations in step with their English.
 *
 * - Saving a translation records it: a translated post or locale string that changes while the
 *   server runs (typed in an editor, or saved by the content editor through `npm run cms`) is
 *   recorded as made from the English as it is now (scripts/content/translationRecords.ts). A
 *   translation that does not change keeps its record, so an English edit leaves it stale.
 * - The terminal says which translations are behind their English, when the server starts and
 *   whenever that changes; the page being viewed lists its own at its top (translationsPanel.ts).
 *
 * Never an error: a stale translation is published as it is (docs/translations.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { defaultLanguage, languages, type Language } from '../../routes.config'
import type { StatusCopy } from '../../src/admin/translations/statusCopy'
import { parsePostPath, postsFolder } from '../../src/content/blog/postFiles'
import { localeStrings } from '../../src/content/translations/localeStrings'
import { postSourceVersion, stringSourceVersion } from '../../src/content/translations/sourceVersion'
import { stringRecordKey } from '../../src/content/translations/stringRecords'
import type { TranslationReport } from '../../src/content/translations/translationStatus'
import { matchPage } from '../../src/routing/routePatterns'
import { readPostSource } from '../content/postSources'
import { isUnwrittenPostFile } from '../content/frontMatter'
import { sourceHistory, type SourceHistory } from '../content/sourceHistory'
import { englishStringVersions, recordPost, recordStrings } from '../content/translationRecords'
import { reportSummary } from '../content/translationReport'
import { readTranslationReport } from '../content/translationStatus'
import { pageItems, translationsPanel } from './translationsPanel'

const isTranslation = (language: string): language is Language =>
  language !== defaultLanguage && (languages as readonly string[]).includes(language)

/** What a translation file says now, to tell a save that changed it from one that did not: by post or by string. */
type Said = Map<string, string>

function postSaid(root: string, file: string): string | undefined {
  const source = readFileSync(join(root, file), 'utf8')
  if (isUnwrittenPostFile(source, file)) return undefined
  return postSourceVersion(readPostSource(source, file).text)
}

function stringsSaid(root: string, file: string): Said {
  const said: Said = new Map()
  for (const [key, forms] of localeStrings(JSON.parse(readFileSync(join(root, file), 'utf8'))))
    said.set(key, stringSourceVersion(forms))
  return said
}

/** A file of the project, as the records name it: a translated post, a translated locale file, or neither. */
function translationFile(
  file: string,
):
  | { kind: 'post'; slug: string; language: Language }
  | { kind: 'strings'; language: Language; namespace: string }
  | null {
  if (file.startsWith(`${postsFolder}/`)) {
    const post = parsePostPath(file.slice(postsFolder.length + 1))
    return post && isTranslation(post.language) ? { kind: 'post', slug: post.slug, language: post.language } : null
  }
  const strings = /^locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file)
  return strings && isTranslation(strings[1]!)
    ? { kind: 'strings', language: strings[1], namespace: strings[2]! }
    : null
}

export interface TranslationsPluginOptions {
  /** Where versions and dates of the English come from: the checkout's git history by default. */
  history?: (root: string) => SourceHistory | null
}

export function translationsPlugin({ history = sourceHistory }: TranslationsPluginOptions = {}): Plugin {
  let server: ViteDevServer | undefined
  let report: TranslationReport | undefined
  let root = ''
  /** What each translation said when last seen: a change of it is a save to record. */
  const seen = new Map<string, string | Said | undefined>()
  const remember = (file: string): void => {
    const found = translationFile(file)
    if (!found || !existsSync(join(root, file))) {
      seen.delete(file)
      return
    }
    try {
      seen.set(file, found.kind === 'post' ? postSaid(root, file) : stringsSaid(root, file))
    } catch {
      // Half-saved or invalid: the build's own checks say so; it is read again at the next save.
    }
  }
  /** Whether a file changed since the report was read: the next page or the quiet after a burst of saves reads it again. */
  let dirty = true
  const refresh = () => {
    if (!dirty) return
    dirty = false
    const before = report && JSON.stringify(report.items)
    try {
      report = readTranslationReport(root, history(root))
    } catch (error) {
      // A file half-written or invalid: the build's checks name it; the report is read again at the next save.
      server?.config.logger.warn(`[translations] not read: ${(error as Error).message}`, { timestamp: true })
      return
    }
    if (JSON.stringify(report.items) !== before)
      server?.config.logger.info(reportSummary(report, 10).join('\n'), { timestamp: true })
  }
  /** Records the save of a translation, if it changed what it says. */
  const recordSave = (file: string) => {
    const found = translationFile(file)
    if (!found || !existsSync(join(root, file))) return
    const before = seen.get(file)
    remember(file)
    const now = seen.get(file)
    const log = (what: string) =>
      server?.config.logger.info(`[translations] ${what} recorded as translated from the current English`, {
        timestamp: true,
      })
    try {
      if (found.kind === 'post') {
        if (now === undefined || now === before) return
        if (recordPost(root, found.slug, found.language)) log(file)
        return
      }
      const english = englishStringVersions(root, found.namespace)
      const changed = new Map(
        [...((now as Said | undefined) ?? [])]
          .filter(([key, said]) => (before as Said | undefined)?.get(key) !== said)
          .flatMap(([key]) => {
            const id = stringRecordKey(found.namespace, key)
            return english.has(id) ? [[id, english.get(id)!] as const] : []
          }),
      )
      if (changed.size > 0 && recordStrings(root, found.language, changed) > 0)
        log(`${file}: ${[...changed.keys()].map((id) => id.slice(id.indexOf(':') + 1)).join(', ')}`)
    } catch (error) {
      server?.config.logger.warn(`[translations] ${file} was not recorded: ${(error as Error).message}`, {
        timestamp: true,
      })
    }
  }
  return {
    name: 'vaultline:translations',
    apply: 'serve',
    configureServer(devServer) {
      server = devServer
      root = devServer.config.root
      const project = (path: string) => relative(root, path).split(sep).join('/')
      for (const language of languages.filter(isTranslation)) {
        const dir = join(root, 'locales', language)
        if (existsSync(dir)) for (const name of readdirNames(dir)) remember(`locales/${language}/${name}`)
      }
      for (const slug of readdirNames(join(root, postsFolder)))
        for (const language of languages.filter(isTranslation)) remember(`${postsFolder}/${slug}/index.${language}.md`)
      refresh()
      let pending: NodeJS.Timeout | undefined
      devServer.watcher.on('all', (event, path) => {
        const file = project(path)
        if (!file.startsWith(`${postsFolder}/`) && !file.startsWith('locales/')) return
        if (event === 'add' || event === 'change') recordSave(file)
        if (event === 'unlink') seen.delete(file)
        dirty = true
        // One report for a burst of saves (the editor writes every language of a post at once).
        clearTimeout(pending)
        pending = setTimeout(refresh, 300).unref()
      })
    },
    transformIndexHtml(html, context) {
      refresh()
      if (!report) return html
      const pathname = (context.originalUrl ?? context.path).split('?')[0]!
      const match = matchPage(decodeURIComponent(pathname))
      if (!match) return html
      const items = pageItems(report, match.page, match.language, match.params)
      if (items.length === 0) return html
      const copy = JSON.parse(
        readFileSync(join(root, 'locales', match.language, 'translation-status.json'), 'utf8'),
      ) as StatusCopy
      return html.replace(
        /<body[^>]*>/,
        (body) => `${body}${translationsPanel(items, copy, match.language, report!.generated)}`,
      )
    },
  }
}

function readdirNames(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir) : []
}

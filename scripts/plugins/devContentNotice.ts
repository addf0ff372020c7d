/**
 * Development only: the content rules (src/contentRules/) on the page being viewed, as the editor
 * runs them before a save and the build on every page (issue 41, review DV-1). The page's sources
 * are read as they are on disk (its post in its language, the glossary's entries on the glossary
 * page, its copy files, the shared copy), the
 * keys the render asked for and did not find are added, and the page carries what was found at
 * its top, in its own language, beside the problems of other entries (a post the build would
 * refuse, left out of the site meanwhile: scripts/plugins/devProblems.ts). Each finding is also
 * printed once in the terminal, in English, with its file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { defaultLanguage, routes, type Language } from '../../routes.config'
import { postFilePath } from '../../src/content/blog/postFiles'
import { isUnwrittenTranslation } from '../../src/content/blog/postSchema'
import { copyFindings } from '../../src/contentRules/copyRules'
import type { RuleFinding } from '../../src/contentRules/findings'
import { colon, describeFinding, findingLine, ruleWords } from '../../src/contentRules/messages'
import { postFindings } from '../../src/contentRules/postRules'
import { glossaryFindings } from '../../src/contentRules/glossaryRules'
import { glossaryFiles } from '../../src/content/glossary/glossaryFiles'
import { isUnwrittenGlossaryTranslation } from '../../src/content/glossary/glossarySchema'
import { matchPage } from '../../src/routing/routePatterns'
import { splitFrontMatter } from '../content/frontMatter'
import type { DevProblem } from './devProblems'

/** What the rules found in one source file of the page. */
export interface SourceFindings {
  file: string
  findings: RuleFinding[]
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    // A file that is not JSON is the copy check's to report (scripts/plugins/pageCopyCheckPlugin.ts).
    return undefined
  }
}

/** An entry's file as front matter and body; null when it is not there or not written in that language. */
function readEntry(
  root: string,
  file: string,
  isUnwritten: (data: unknown, body: string) => boolean,
  language: Language,
): { data: Record<string, unknown>; body: string } | null {
  if (!existsSync(join(root, file))) return null
  const source = readFileSync(join(root, file), 'utf8')
  if (source.trim() === '') return null
  try {
    const { data, body } = splitFrontMatter(source, file)
    if (language !== defaultLanguage && isUnwritten(data, body)) return null
    const fields = data !== null && typeof data === 'object' ? (data as Record<string, unknown>) : {}
    return { data: fields, body }
  } catch {
    // Front matter that does not parse is the collection reader's to report.
    return null
  }
}

/** A post file as front matter and body; null when it is not there or not written in that language. */
const readPost = (root: string, slug: string, language: Language) =>
  readEntry(root, postFilePath(slug, language), isUnwrittenTranslation, language)

/** The glossary's entries, by their folders. */
const glossarySlugs = (root: string) =>
  existsSync(join(root, glossaryFiles.folder))
    ? readdirSync(join(root, glossaryFiles.folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : []

/** The content rules on the sources of the page at `pathname`: its post, its copy and the shared copy, in its language. */
export function pageSourceFindings(root: string, pathname: string): SourceFindings[] {
  const match = matchPage(pathname)
  if (!match) return []
  const { page, language, params } = match
  const definition = routes.pages[page] as { namespace: string; sharedNamespaces?: readonly string[] }
  const found: SourceFindings[] = []
  if (params.slug) {
    const post = readPost(root, params.slug, language)
    if (post)
      found.push({
        file: postFilePath(params.slug, language),
        findings: postFindings(post, language, {
          postExists: (slug, postLanguage) => readPost(root, slug, postLanguage) !== null,
        }),
      })
  }
  // The glossary page shows every entry of its language: each entry's file is a source of the page.
  if ((routes.pages[page].data ?? []).some((key) => key === 'glossaryTerms'))
    for (const slug of glossarySlugs(root)) {
      const entry = readEntry(root, glossaryFiles.filePath(slug, language), isUnwrittenGlossaryTranslation, language)
      if (entry)
        found.push({ file: glossaryFiles.filePath(slug, language), findings: glossaryFindings(entry, language) })
    }
  for (const namespace of new Set([definition.namespace, ...(definition.sharedNamespaces ?? []), 'common'])) {
    const file = `locales/${language}/${namespace}.json`
    const copy = existsSync(join(root, file)) ? readJson(join(root, file)) : undefined
    if (copy !== undefined) found.push({ file, findings: copyFindings(namespace, copy, language) })
  }
  return found.filter(({ findings }) => findings.length > 0)
}

/** The keys the render asked for and no locale file holds ("de common:footer.abuot"), as findings on their file. */
export function missingKeyFindings(missing: Iterable<string>): SourceFindings[] {
  const byFile = new Map<string, RuleFinding[]>()
  for (const entry of missing) {
    const match = /^([\w,-]+) ([\w-]+):(.+)$/.exec(entry)
    if (!match || match[2] === 'interpolation') continue
    const [, languageList, namespace, key] = match
    const file = `locales/${languageList!.split(',')[0]}/${namespace}.json`
    byFile.set(file, [
      ...(byFile.get(file) ?? []),
      { field: key!, severity: 'error', rule: 'missing key', key: `${namespace}:${key}` },
    ])
  }
  return [...byFile].map(([file, findings]) => ({ file, findings }))
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The lines the terminal prints for a page's findings, in English with the file: each is printed once a run. */
export function terminalLines(sources: readonly SourceFindings[]): string[] {
  return sources.flatMap(({ file, findings }) =>
    findings.map(
      (finding) => `${finding.severity === 'error' ? 'error' : 'warning'} ${file} · ${findingLine(finding, 'en')}`,
    ),
  )
}

/** Where the notice's stylesheet is served from (Vite serves any file of the project under /@fs/). */
const contentNoticeStylesheet = join(import.meta.dirname, 'devContentNotice.css')

/**
 * The notice at the top of a page: what the rules found in its sources and the problems of other
 * entries, in the page's language; empty when there is nothing. Dev only: a stylesheet link, no
 * inline style or script.
 */
export function contentNotice(
  sources: readonly SourceFindings[],
  otherEntries: readonly DevProblem[],
  language: Language,
): string {
  if (sources.length === 0 && otherEntries.length === 0) return ''
  const words = ruleWords(language)
  const items = sources.flatMap(({ file, findings }) =>
    findings.map((finding) => {
      const { field, problem, fix } = describeFinding(finding, language)
      return `<li data-severity="${finding.severity}"><strong>${escapeHtml(words.severity[finding.severity])}</strong> · <code>${escapeHtml(file)}</code> · ${escapeHtml(field)}${colon(language)} ${escapeHtml(problem)} ${escapeHtml(fix)}</li>`
    }),
  )
  const others = otherEntries.map(
    ({ error }) => `<li data-severity="error"><pre>${escapeHtml(error.message)}</pre></li>`,
  )
  return `<link rel="stylesheet" href="/@fs${contentNoticeStylesheet}"><aside class="dev-content-notice" aria-label="${escapeHtml(words.devHeading)}" data-dev-content-notice><p><strong>${escapeHtml(words.devHeading)}</strong></p><ul>${[...items, ...others].join('')}</ul></aside>`
}

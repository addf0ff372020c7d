/**
 * The content rules for one page's copy in one language (locales/<language>/<namespace>.json):
 * every text the page shows is read for placeholders that name nothing, absolutes no fact holds
 * and names the facts do not hold; its meta title and description for what a search result shows.
 * The editor runs it before saving page copy, the dev server on the page being viewed; dist-check
 * reads the same sentences on the built page. Whether the file fits its schema (a key missing or
 * misspelt) is the build's copy check (scripts/plugins/pageCopyCheckPlugin.ts) and the form's own.
 */
import { routes, type Language } from '../../routes.config'
import { pagesWithoutClaims } from './absoluteClaims'
import type { RuleFinding } from './findings'
import { filledText, unknownPlaceholders } from './placeholders'
import { sentenceFindings } from './postRules'
import { searchResultWidthProblems, templatedTitle } from './searchResultWidth'

/** Every text of a copy file with its key path ("hero.title", "items[2].body"). */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`))
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => texts(child, path ? `${path}.${key}` : key))
  return []
}

/** Whether a search engine is shown the page that reads a namespace (dist-check measures only those). */
function indexed(namespace: string): boolean {
  return Object.values(routes.pages).some((page) => page.namespace === namespace && page.indexable)
}

/** Whether a namespace's absolutes are claims: not when only pages without product claims (legal, accessibility, sign-in) read it. */
function makesClaims(namespace: string): boolean {
  const readers = Object.entries(routes.pages).filter(([, page]) => page.namespace === namespace)
  return readers.length === 0 || readers.some(([id]) => !pagesWithoutClaims.has(id as keyof typeof routes.pages))
}

export interface CopyRuleOptions {
  /** The site's title template (common.json meta.titleTemplate); the brand suffix by default. */
  titleTemplate?: string
}

export function copyFindings(
  namespace: string,
  copy: unknown,
  language: Language,
  options: CopyRuleOptions = {},
): RuleFinding[] {
  const findings: RuleFinding[] = []
  const claims = makesClaims(namespace)
  for (const [field, text] of texts(copy)) {
    for (const { placeholder, suggestion } of unknownPlaceholders(text, language, ['facts', 'company']))
      findings.push({ field, severity: 'error', rule: 'unknown placeholder', placeholder, suggestion })
    findings.push(
      ...sentenceFindings(field, [text], language).filter((finding) => claims || finding.rule !== 'unheld absolute'),
    )
  }
  const meta = (copy as { meta?: { title?: unknown; description?: unknown } } | null)?.meta
  if (indexed(namespace) && (typeof meta?.title === 'string' || typeof meta?.description === 'string')) {
    const fill = (text: unknown) =>
      typeof text === 'string' ? filledText(text, language, ['facts', 'company']) : undefined
    const title = fill(meta.title) ?? ''
    const home = Object.entries(routes.pages).some(([id, page]) => id === 'home' && page.namespace === namespace)
    const shown = home ? title : templatedTitle(title, options.titleTemplate)
    for (const { field, kind, px, limitPx, fontPx } of searchResultWidthProblems({
      title: shown,
      description: fill(meta.description),
    }))
      findings.push({ field: `meta.${field}`, severity: 'warning', rule: kind, px, limitPx, fontPx })
  }
  return findings
}

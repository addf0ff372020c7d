/**
 * Pages state technical facts only through src/content/facts.ts. On every built page this check
 * reads the visible text (and the title and description) sentence by sentence (table rows whole)
 * and reports what the rule (src/contentRules/technicalFacts.ts, which the editor and the dev
 * server run too) finds: names the facts do not hold, names in another's role, placeholders left.
 */
import type { HTMLElement } from 'node-html-parser'
import { defaultLanguage, languageOfTag, routes, type Language } from '../../routes.config'
import { postFilePath } from '../../src/content/blog/postFiles'
import { mayHoldFacts, sentenceFactProblems, sentences } from '../../src/contentRules/technicalFacts'
import type { RouteEntry } from '../../src/routing/routeTable'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

const blockTags = new Set([
  'p',
  'li',
  'dd',
  'dt',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figcaption',
  'summary',
  'caption',
  'blockquote',
  'label',
  'a',
  'button',
])

/**
 * The page's text in units a role can be read from: table rows whole (cells joined by " | "),
 * other blocks by sentence, where a block is one of `blockTags` holding no other block (and one
 * with neither a name nor a placeholder in it is left out unless `keep` says otherwise: it has
 * nothing to report to this check). One walk
 * over the tree: asking each block whether it contains or sits in another cost more than all the
 * rest of the checks together.
 */
export function textUnits(root: HTMLElement, keep: (block: string) => boolean = mayHoldFacts): string[] {
  const units: string[] = []
  const elements = elementsOf(root)
  const head = [
    elements.inHead('title')[0]?.text,
    elements
      .inHead('meta')
      .find((meta) => meta.getAttribute('name') === 'description')
      ?.getAttribute('content'),
  ]
  for (const text of head) if (text) units.push(...sentences(text))
  const rows: string[] = []
  const blocks: string[] = []
  /** Walks an element; returns whether it is or holds a block. Rows are read whole and not walked. */
  const walk = (element: HTMLElement): boolean => {
    const tag = element.rawTagName?.toLowerCase()
    if (tag === 'tr') {
      rows.push(
        element.children
          .filter((cell) => ['th', 'td'].includes(cell.rawTagName?.toLowerCase() ?? ''))
          .map((cell) => cell.text.trim())
          .join(' | '),
      )
      return true
    }
    let holdsBlock = false
    for (const child of element.children) if (walk(child)) holdsBlock = true
    const isBlock = blockTags.has(tag ?? '')
    if (isBlock && !holdsBlock) blocks.push(element.text)
    return isBlock || holdsBlock
  }
  walk(elements.tag('body')[0] ?? root)
  units.push(...rows)
  for (const block of blocks) if (keep(block)) units.push(...sentences(block))
  return units
}

export interface FactProblem {
  kind: 'unknown name' | 'wrong role' | 'unresolved placeholder'
  name: string
  sentence: string
  message: string
  fix: string
}

/** Every problem on one page; `source` names where its copy lives, for the fix. */
export function factProblems(root: HTMLElement, language: Language, source: string): FactProblem[] {
  const problems: FactProblem[] = []
  const seen = new Set<string>()
  const add = (problem: FactProblem) => {
    const key = `${problem.kind}|${problem.name}|${problem.sentence}`
    if (!seen.has(key)) problems.push(problem)
    seen.add(key)
  }
  for (const sentence of textUnits(root)) {
    for (const problem of sentenceFactProblems(sentence, language)) {
      const { kind, name } = problem
      if (kind === 'unresolved placeholder')
        add({
          kind,
          name,
          sentence,
          message: `The text shows ${name} unreplaced: "${excerpt(sentence)}".`,
          fix: `No such value: fix the placeholder in ${source} (names are in src/i18n/factVariables.ts).`,
        })
      else if (kind === 'unknown name')
        add({
          kind,
          name,
          sentence,
          message: `Names "${name}", which src/content/facts.ts does not hold: "${excerpt(sentence)}".`,
          fix: `Interpolate the fact in ${source} ({{facts.…}}, see src/i18n/factVariables.ts); if it is a new fact, add it to src/content/facts.ts first.`,
        })
      else
        add({
          kind,
          name,
          sentence,
          message: `Names ${name} for ${problem.role}, but the facts give ${problem.role} to ${problem.allowed.join(' and ')}: "${excerpt(sentence)}".`,
          fix: `Write ${problem.placeholder} in ${source} instead of typing the name.`,
        })
    }
  }
  return problems
}

function excerpt(sentence: string): string {
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence
}

/** Where a built page's copy comes from, for the fix. */
function copySource(entry: RouteEntry | undefined): string {
  const language = entry?.language ?? 'en'
  if ((entry?.kind === 'page' || entry?.kind === 'alias') && entry.params?.slug)
    return postFilePath(entry.params.slug, language)
  if (entry?.kind === 'page' || entry?.kind === 'alias')
    return `locales/${language}/${routes.pages[entry.page].namespace}.json (or common.json)`
  return `locales/${language}/common.json`
}

export const technicalFacts: Check = {
  name: 'technical facts',
  pages() {
    const check = this.name
    return {
      visit({ file, entry, root }) {
        const elements = elementsOf(root)
        if (elements.isRedirectStub) return []
        // The page's <html lang> is a language tag (pt-PT); the rules are kept by route language (TR-22).
        const language = languageOfTag(elements.tag('html')[0]?.getAttribute('lang')) ?? defaultLanguage
        return factProblems(root, language, copySource(entry)).map(
          (problem): Finding => ({ check, file, message: `[${problem.kind}] ${problem.message}`, fix: problem.fix }),
        )
      },
    }
  },
}

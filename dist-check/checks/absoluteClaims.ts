/**
 * Claims discipline (issue 34, item 4) on every built page: each sentence that is an absolute about
 * security (the rule, src/contentRules/absoluteClaims.ts, which the editor and the dev server run
 * too) fails unless an entry of src/content/heldAbsolutes.ts allows it. An entry names the fact in
 * src/content/facts.ts that holds the sentence; an entry naming a fact the file does not hold fails
 * too, so the list cannot drift from the facts.
 *
 * Pages whose absolutes are not claims about the product are left out: the legal pages (the legal
 * review's), the accessibility statement and report, sign-in and account.
 */
import type { HTMLElement } from 'node-html-parser'
import { defaultLanguage, languageOfTag, routes, type Language } from '../../routes.config'
import { postFilePath } from '../../src/content/blog/postFiles'
import { heldAbsolutes, type HeldAbsolute } from '../../src/content/heldAbsolutes'
import { absoluteIn, factAt, pagesWithoutClaims } from '../../src/contentRules/absoluteClaims'
import type { RouteEntry } from '../../src/routing/routeTable'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'
import { textUnits } from './technicalFacts'

export interface AbsoluteProblem {
  kind: 'unheld absolute' | 'unknown fact'
  sentence: string
  cue: string
  message: string
  fix: string
}

/** Every unheld absolute on one page, and every allow-list entry that names a fact facts.ts does not hold. */
export function absoluteProblems(
  root: HTMLElement,
  language: Language,
  source: string,
  list: readonly HeldAbsolute[] = heldAbsolutes,
): AbsoluteProblem[] {
  const problems: AbsoluteProblem[] = []
  const seen = new Set<string>()
  for (const sentence of textUnits(root, () => true)) {
    const found = seen.has(sentence) ? null : absoluteIn(sentence, language, list)
    if (!found) continue
    seen.add(sentence)
    const { cue, heldBy: entry } = found
    if (!entry) {
      problems.push({
        kind: 'unheld absolute',
        sentence,
        cue,
        message: `An absolute about security ("${cue}") that no fact holds, in ${language}: "${excerpt(sentence)}".`,
        fix: `Qualify the sentence in ${source} (say what is true, and its limits), or, if src/content/facts.ts holds it as written, add its phrase for "${language}" to src/content/heldAbsolutes.ts under the fact that holds it.`,
      })
    } else if ('fact' in entry && factAt(entry.fact) === undefined) {
      problems.push({
        kind: 'unknown fact',
        sentence,
        cue,
        message: `src/content/heldAbsolutes.ts allows "${excerpt(sentence)}" by the fact "${entry.fact}", which src/content/facts.ts does not hold.`,
        fix: 'Name a fact src/content/facts.ts holds (a dot path such as serverView.voiceGateway), or add the fact there first.',
      })
    }
  }
  return problems
}

function excerpt(sentence: string): string {
  return sentence.length > 200 ? `${sentence.slice(0, 197)}…` : sentence
}

function copySource(entry: RouteEntry | undefined): string {
  const language = entry?.language ?? 'en'
  if ((entry?.kind === 'page' || entry?.kind === 'alias') && entry.params?.slug)
    return postFilePath(entry.params.slug, language)
  if (entry?.kind === 'page' || entry?.kind === 'alias')
    return `locales/${language}/${routes.pages[entry.page].namespace}.json (or common.json)`
  return `locales/${language}/common.json`
}

export const absoluteClaims: Check = {
  name: 'absolute claims',
  pages() {
    const check = this.name
    return {
      visit({ file, entry, root }) {
        if ((entry?.kind === 'page' || entry?.kind === 'alias') && pagesWithoutClaims.has(entry.page)) return []
        const elements = elementsOf(root)
        if (elements.isRedirectStub) return []
        // The page's <html lang> is a language tag (pt-PT); the rules are kept by route language (TR-22).
        const language = languageOfTag(elements.tag('html')[0]?.getAttribute('lang')) ?? defaultLanguage
        return absoluteProblems(root, language, copySource(entry)).map(
          (problem): Finding => ({ check, file, message: `[${problem.kind}] ${problem.message}`, fix: problem.fix }),
        )
      },
    }
  },
}

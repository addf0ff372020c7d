/**
 * html-validate as the valid-HTML check runs it, in the check's own thread or in worker threads
 * (dist-check/htmlValidityThread.ts), with a cache of pages already found valid.
 *
 * A page is validated whole, or without its site header and footer ("own markup"): those are
 * nearly half of every page, drawn by the same components on every page, so the check validates
 * them whole on one page of each kind and, on the others, the page's head, main
 * content and everything else around them. Either way html-validate is not given the bodies of
 * inline SVG images, which it would skip unread (dist-check/markupCuts.ts).
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import type { ConfigData, HtmlValidate, Message, StaticConfigLoader } from 'html-validate'
import { aliasPageFrom } from '../scripts/render/aliasPages'
import { foreignBodies, frameRanges, withoutRanges } from './markupCuts'

const config: ConfigData = { root: true, extends: ['html-validate:standard'] }

// html-validate is loaded when a page needs validating, not before: on a rebuild every page may
// already be known valid, and loading it cost each validity thread a third of a second.
const require = createRequire(import.meta.url)
const { version } = require('html-validate/package.json') as { version: string }

function newValidator(): HtmlValidate {
  const htmlValidate = require('html-validate') as typeof import('html-validate')
  /** html-validate resolves its configuration again for every string: a fifth of each page's time. */
  class ConfigResolvedOnce extends htmlValidate.StaticConfigLoader {
    private resolved: ReturnType<StaticConfigLoader['getConfigFor']> | undefined
    override getConfigFor(handle: string, override?: ConfigData): ReturnType<StaticConfigLoader['getConfigFor']> {
      if (override) return super.getConfigFor(handle, override)
      this.resolved ??= super.getConfigFor(handle)
      return this.resolved
    }
  }
  return new htmlValidate.HtmlValidate(new ConfigResolvedOnce(config))
}

export interface ValidityMessage {
  line: number
  column: number
  ruleId: string
  message: string
  ruleUrl?: string
}

export interface PageToValidate {
  file: string
  /** Whole, or without the site header and footer. */
  whole: boolean
  /** For an alias: the file of the page it shows. */
  pageFile?: string
}

export interface PageValidity {
  file: string
  /** Hash of the page's HTML, for the cache of valid pages. */
  hash: string
  messages: ValidityMessage[]
  /**
   * Set when the page is an alias whose HTML is its page's but for the search-index marker
   * (scripts/render/aliasPages.ts): not validated, since removing a data attribute can neither
   * make nor mend an error; what its page's validation finds is reported on the page.
   */
  sameAs?: string
}

/** Changes whenever a page's result could change for the same HTML: another html-validate or configuration. */
export const validatorFingerprint = createHash('sha256').update(`${version}\n${JSON.stringify(config)}`).digest('hex').slice(0, 16)

/** What a page's result is cached under: its HTML and how much of it is validated. */
export const validityHash = (page: PageToValidate, html: string) => createHash('sha256').update(`${page.whole ? 'whole' : 'own'}\n${html}`).digest('base64url')

/**
 * What html-validate reads of a page: without the site header and footer unless it is validated
 * whole, and without the SVG bodies it would skip anyway (dist-check/markupCuts.ts).
 */
export function markupToValidate(html: string, whole: boolean): { html: string; pageOffset(offset: number): number } {
  return withoutRanges(html, [...((!whole && frameRanges(html)) || []), ...foreignBodies(html)])
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: offset - lineStart + 1 }
}

/**
 * Validates pages one by one, reading them through `read` (a path relative to dist/); a page
 * whose hash is in `knownValid` (found valid by an earlier build: same HTML, validator and
 * configuration) is valid without being validated again, and so is an alias that is a copy of
 * its page.
 */
export function createPageValidator(knownValid: ReadonlySet<string> = new Set()): (page: PageToValidate, read: (file: string) => string) => PageValidity {
  let validator: HtmlValidate | undefined
  return (page, read) => {
    const { file, whole } = page
    const html = read(file)
    const hash = validityHash(page, html)
    if (knownValid.has(hash)) return { file, hash, messages: [] }
    if (page.pageFile && aliasPageFrom(read(page.pageFile)) === html) return { file, hash, messages: [], sameAs: page.pageFile }
    validator ??= newValidator()
    const validated = markupToValidate(html, whole)
    const report = validator.validateStringSync(validated.html, file)
    const messages = report.results
      .flatMap((result) => result.messages as Message[])
      .map(({ offset, ruleId, message, ruleUrl }) => ({ ...lineAndColumn(html, validated.pageOffset(offset)), ruleId, message, ruleUrl }))
    return { file, hash, messages }
  }
}

/**
 * html-validate as the valid-HTML check runs it, in the check's own thread or in worker threads
 * (dist-check/htmlValidityThread.ts), with a cache of pages already found valid.
 *
 * A page is validated whole, or without its site header and footer ("own markup"): those are
 * nearly half of every page, drawn by the same components on every page, so the check validates
 * them whole on one page of each kind and, on the others, the page's head, main
 * content and everything else around them.
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import type { ConfigData, HtmlValidate, Message, StaticConfigLoader } from 'html-validate'
import { aliasPageFrom } from '../scripts/render/aliasPages'

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

/** The page without the site header and footer, and how to find an offset of it in the page; null when the page has no such frame. */
export function ownMarkup(html: string): { html: string; pageOffset(offset: number): number } | null {
  const bodyStart = html.indexOf('<body')
  const mainStart = html.indexOf('<main id="main"')
  const headerStart = html.indexOf('<header', bodyStart)
  const headerEnd = html.lastIndexOf('</header>', mainStart) + '</header>'.length
  const mainEnd = html.lastIndexOf('</main>')
  const footerStart = html.indexOf('<footer', mainEnd)
  const footerEnd = html.indexOf('</footer>', footerStart) + '</footer>'.length
  if (bodyStart < 0 || mainStart < 0 || headerStart < 0 || headerStart > mainStart || headerEnd < headerStart || mainEnd < mainStart || footerStart < 0 || footerEnd < footerStart) return null
  const cutBefore = headerEnd - headerStart
  const cutAfter = footerEnd - footerStart
  const own = html.slice(0, headerStart) + html.slice(headerEnd, footerStart) + html.slice(footerEnd)
  const footerAt = footerStart - cutBefore
  return { html: own, pageOffset: (offset) => (offset < headerStart ? offset : offset < footerAt ? offset + cutBefore : offset + cutBefore + cutAfter) }
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
    const own = whole ? null : ownMarkup(html)
    const report = validator.validateStringSync(own?.html ?? html, file)
    const messages = report.results
      .flatMap((result) => result.messages as Message[])
      .map(({ offset, line, column, ruleId, message, ruleUrl }) => ({ ...(own ? lineAndColumn(html, own.pageOffset(offset)) : { line, column }), ruleId, message, ruleUrl }))
    return { file, hash, messages }
  }
}

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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { ConfigData, HtmlValidate, Message, StaticConfigLoader } from 'html-validate'
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

interface ValidityMessage {
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
}

export interface PageValidity {
  file: string
  /** The page's `validityKey`, for the cache of valid pages. */
  hash: string
  messages: ValidityMessage[]
  /** Found valid by an earlier build (its key was in the cache), not validated again. */
  cached?: true
}

/** Changes whenever a page's result could change for the same HTML: another html-validate or configuration. */
const validatorFingerprint = createHash('sha256')
  .update(`${version}\n${JSON.stringify(config)}`)
  .digest('hex')
  .slice(0, 16)

/** The keys (`validityKey`) of the pages the last build found valid, kept in the build cache. */
const validPagesFile = (cacheDir: string) => join(cacheDir, `valid-html-${validatorFingerprint}.json`)

export function readValidPages(cacheDir: string | null): string[] {
  const file = cacheDir && validPagesFile(cacheDir)
  return file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []
}

export function writeValidPages(cacheDir: string, keys: readonly string[]): void {
  mkdirSync(cacheDir, { recursive: true })
  writeFileSync(validPagesFile(cacheDir), JSON.stringify(keys))
}

/**
 * Asset file names (their content hashes), the build's own hash and the sources' time the page
 * data is pinned to (scripts/render/finalizeHtml.ts `pinDataTimes`), in the markup html-validate
 * reads. A change to the code renames the assets every page links to and changes that hash, and
 * every commit moves that time, without changing any page's markup.
 */
const buildNames = /(\/assets\/)[\w.-]+|(__VITE_REACT_SSG_HASH__ = ')\w+|("(?:dehydratedAt|dataUpdatedAt)":)\d+/g

/**
 * What a page's result is cached under: the markup html-validate reads (`markupToValidate`), with
 * `buildNames` masked. That result follows from the markup alone, and no rule reads those
 * characters: letters, digits, ".", "-" and "_" inside an attribute value or a script can
 * neither end a token nor begin one. So a rebuild after a code change or a commit, or a site
 * header changed on a page validated without it, finds the pages valid from the cache.
 */
const validityKey = (whole: boolean, markup: string) =>
  createHash('sha256')
    .update(`${whole ? 'whole' : 'own'}\n${markup.replace(buildNames, '$1$2$3*')}`)
    .digest('base64url')

/**
 * What html-validate reads of a page: without the site header and footer unless it is validated
 * whole, and without the SVG bodies it would skip anyway (dist-check/markupCuts.ts).
 */
function markupToValidate(html: string, whole: boolean): { html: string; pageOffset(offset: number): number } {
  return withoutRanges(html, [...((!whole && frameRanges(html)) || []), ...foreignBodies(html)])
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset)
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: offset - lineStart + 1 }
}

/** A page as html-validate reads it, its key, and its result when the key is known valid. */
function keyedPage({ file, whole }: PageToValidate, read: (file: string) => string, knownValid: ReadonlySet<string>) {
  const html = read(file)
  const validated = markupToValidate(html, whole)
  const hash = validityKey(whole, validated.html)
  const known: PageValidity | undefined = knownValid.has(hash) ? { file, hash, messages: [], cached: true } : undefined
  return { html, validated, hash, known }
}

/**
 * Validates pages one by one, reading them through `read` (a path relative to dist/); a page
 * whose key is in `knownValid` (found valid by an earlier build: same markup as far as a rule can
 * tell, same validator and configuration; `validityKey`) is valid without being validated again.
 */
export function createPageValidator(
  knownValid: ReadonlySet<string> = new Set(),
): (page: PageToValidate, read: (file: string) => string) => PageValidity {
  let validator: HtmlValidate | undefined
  return (page, read) => {
    const { html, validated, hash, known } = keyedPage(page, read, knownValid)
    if (known) return known
    validator ??= newValidator()
    const report = validator.validateStringSync(validated.html, page.file)
    const messages = report.results
      .flatMap((result) => result.messages as Message[])
      .map(({ offset, ruleId, message, ruleUrl }) => ({
        ...lineAndColumn(html, validated.pageOffset(offset)),
        ruleId,
        message,
        ruleUrl,
      }))
    return { file: page.file, hash, messages }
  }
}

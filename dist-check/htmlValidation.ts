/**
 * html-validate as the valid-HTML check runs it, in the check's own thread or in worker threads
 * (dist-check/htmlValidityThread.ts), with a cache of pages already found valid.
 */
import { createHash } from 'node:crypto'
import { HtmlValidate, StaticConfigLoader, version, type ConfigData, type Message } from 'html-validate'

const config: ConfigData = { root: true, extends: ['html-validate:standard'] }

/** html-validate resolves its configuration again for every string: a fifth of each page's time. */
class ConfigResolvedOnce extends StaticConfigLoader {
  private resolved: ReturnType<StaticConfigLoader['getConfigFor']> | undefined
  override getConfigFor(handle: string, override?: ConfigData): ReturnType<StaticConfigLoader['getConfigFor']> {
    if (override) return super.getConfigFor(handle, override)
    this.resolved ??= super.getConfigFor(handle)
    return this.resolved
  }
}

export interface ValidityMessage {
  line: number
  column: number
  ruleId: string
  message: string
  ruleUrl?: string
}

export interface PageValidity {
  file: string
  /** Hash of the page's HTML, for the cache of valid pages. */
  hash: string
  messages: ValidityMessage[]
}

/** Changes whenever a page's result could change for the same HTML: another html-validate or configuration. */
export const validatorFingerprint = createHash('sha256').update(`${version}\n${JSON.stringify(config)}`).digest('hex').slice(0, 16)

export const htmlHash = (html: string) => createHash('sha256').update(html).digest('base64url')

/** Validates pages one by one; a page whose hash is in `knownValid` is valid without being parsed again. */
export function createPageValidator(knownValid: ReadonlySet<string>): (file: string, html: string) => PageValidity {
  const validator = new HtmlValidate(new ConfigResolvedOnce(config))
  return (file, html) => {
    const hash = htmlHash(html)
    if (knownValid.has(hash)) return { file, hash, messages: [] }
    const report = validator.validateStringSync(html, file)
    const messages = report.results.flatMap((result) => result.messages as Message[]).map(({ line, column, ruleId, message, ruleUrl }) => ({ line, column, ruleId, message, ruleUrl }))
    return { file, hash, messages }
  }
}

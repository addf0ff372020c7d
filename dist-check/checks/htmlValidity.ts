import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createPageValidator, ownMarkup, validityCacheFile, type PageToValidate, type PageValidity } from '../htmlValidation'
import { pagesToValidate as pagesOfManifest, startValidityThreads } from '../htmlValidityThreads'
import { elementsOf } from '../pageElements'
import type { Check, DistContext, Finding } from '../types'

/** Pages per thread below which starting one (loading html-validate again) does not pay. */
const pagesPerThread = 60

/** Every built page; the first of each kind whole, the others without the site header and footer (dist-check/htmlValidation.ts). */
export function pagesToValidate(context: DistContext): PageToValidate[] {
  return pagesOfManifest(context.entries, (file) => context.files.has(file))
}

async function validateOnThreads(context: DistContext, pages: readonly PageToValidate[], knownValid: string[]): Promise<PageValidity[]> {
  const threads = await startValidityThreads({ distDir: context.distDir, threads: Math.min(context.threads, Math.ceil(pages.length / pagesPerThread)), knownValid })
  for (const page of pages) threads.add(page)
  return threads.finish()
}

/**
 * Every page the manifest produces is valid HTML (html-validate, standard preset). The pages are
 * validated on worker threads while the other checks run, and a page already found valid by an
 * earlier build (same HTML, same validator and configuration) is not validated again. Ids are
 * checked unique across the whole of every page here, since most pages are validated without
 * their site header and footer.
 */
export const htmlValidity: Check = {
  name: 'valid HTML',
  async site(context) {
    const pages = pagesToValidate(context)
    const cacheFile = context.cacheDir ? validityCacheFile(context.cacheDir) : null
    const knownValid: string[] = cacheFile && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : []
    // The threads read and hash the pages too, so this thread is free for the other checks meanwhile.
    const validateHere = () => {
      const validate = createPageValidator(new Set(knownValid))
      return pages.map((page) => validate(page, context.text(page.file)))
    }
    const results = context.threads > 0 ? await validateOnThreads(context, pages, knownValid) : validateHere()
    if (cacheFile) {
      mkdirSync(context.cacheDir!, { recursive: true })
      writeFileSync(cacheFile, JSON.stringify(results.filter((result) => result.messages.length === 0).map((result) => result.hash)))
    }
    return results.flatMap(({ file, messages }) =>
      messages.map((message): Finding => ({ check: this.name, file, message: `${message.line}:${message.column} ${message.ruleId}: ${message.message}`, fix: `Fix the markup that renders it; ${message.ruleUrl ?? 'see html-validate’s rule'} explains the rule.` })),
    )
  },
  pages(context) {
    const check = this.name
    // Pages validated whole (also those without a site header and footer) have html-validate's own no-dup-id finding.
    const whole = new Set(pagesToValidate(context).flatMap((page) => (page.whole ? [page.file] : [])))
    return {
      visit({ file, html, root }) {
        if (whole.has(file) || !ownMarkup(html)) return []
        const seen = new Set<string>()
        const repeated = new Set<string>()
        for (const element of elementsOf(root).all) {
          // node-html-parser reads id (and class) while parsing: no attribute parsing here.
          const id = element.id
          if (!id) continue
          if (seen.has(id)) repeated.add(id)
          seen.add(id)
        }
        return [...repeated].map((id): Finding => ({ check, file, message: `no-dup-id: the id "${id}" is used more than once on the page.`, fix: 'Ids must be unique in the page, header and footer included: rename the one in the page’s content.' }))
      },
    }
  },
}

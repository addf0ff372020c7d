import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { bundledScript, threadExecArgv } from '../../scripts/runtime/bundledScript'
import { outputFileOf, type RouteEntry } from '../../src/routing/routeTable'
import { createPageValidator, validatorFingerprint, type PageToValidate, type PageValidity } from '../htmlValidation'
import { frameRanges } from '../markupCuts'
import type { ValidityJob } from '../htmlValidityThread'
import { elementsOf } from '../pageElements'
import type { Check, DistContext, Finding } from '../types'

/** Pages per thread below which starting one (loading html-validate again) does not pay. */
const pagesPerThread = 60

/**
 * Pages drawn by the same component share their site header and footer markup; in another
 * language only its words and links differ, which cannot make it invalid.
 */
const kindOf = (entry: RouteEntry) => `${entry.kind}|${entry.kind === 'page' || entry.kind === 'alias' ? entry.page : ''}`

/**
 * Every built page but an alias that copies its page (its page's result speaks for it); the first
 * of each kind whole, the others without the site header and footer (dist-check/htmlValidation.ts).
 */
export function pagesToValidate(context: DistContext): PageToValidate[] {
  const seenKinds = new Set<string>()
  const seenFiles = new Set<string>()
  return context.entries.flatMap((entry) => {
    const file = outputFileOf(entry)
    if (!file || seenFiles.has(file) || !context.files.has(file) || context.copiedPage(file)) return []
    seenFiles.add(file)
    const whole = !seenKinds.has(kindOf(entry))
    seenKinds.add(kindOf(entry))
    return [{ file, whole }]
  })
}

function validateOnThreads(context: DistContext, pages: readonly PageToValidate[], knownValid: string[]): Promise<PageValidity[]> {
  const threads = Math.max(1, Math.min(context.threads, Math.ceil(pages.length / pagesPerThread)))
  return bundledScript(join(import.meta.dirname, '..', 'htmlValidityThread.ts'), 'htmlValidityThread').then((script) =>
    Promise.all(
      Array.from(
        { length: threads },
        (_, thread) =>
          new Promise<PageValidity[]>((resolve, reject) => {
            const job: ValidityJob = { distDir: context.distDir, pages: pages.filter((_, i) => i % threads === thread), knownValid }
            const worker = new Worker(script, { workerData: job, execArgv: threadExecArgv() })
            worker.once('message', resolve)
            worker.once('error', reject)
            worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`A valid-HTML thread stopped with exit code ${code}.`))))
          }),
      ),
    ).then((shares) => shares.flat()),
  )
}

/**
 * Every page the manifest produces is valid HTML (html-validate, standard preset); an alias that
 * is a copy of its page (scripts/render/aliasPages.ts) is covered by its page's result. The pages
 * are validated on worker threads while the other checks run, and a page already found valid by
 * an earlier build (same markup as far as a rule can tell, same validator and configuration:
 * `validityKey`) is not validated again. Ids are checked unique across the whole of every page
 * here, since most pages are validated without their site header and footer.
 */
export const htmlValidity: Check = {
  name: 'valid HTML',
  async site(context) {
    const pages = pagesToValidate(context)
    const cacheFile = context.cacheDir ? join(context.cacheDir, `valid-html-${validatorFingerprint}.json`) : null
    const knownValid: string[] = cacheFile && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : []
    // The threads read and hash the pages too (a page found valid before is not validated again), so this thread is free for the other checks meanwhile.
    const validateHere = () => {
      const validate = createPageValidator(new Set(knownValid))
      return pages.map((page) => validate(page, (file) => context.text(file)))
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
        if (whole.has(file) || !frameRanges(html)) return []
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

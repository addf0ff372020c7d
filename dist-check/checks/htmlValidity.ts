import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { bundledScript, threadExecArgv } from '../../scripts/shared/bundledScript'
import {
  createPageValidator,
  readValidPages,
  writeValidPages,
  type PageToValidate,
  type PageValidity,
} from '../htmlValidation'
import { frameRanges } from '../markupCuts'
import type { ValidityJob } from '../htmlValidityThread'
import { elementsOf } from '../pageElements'
import { pagesToValidate } from '../pagesToValidate'
import type { Check, DistContext, Finding } from '../types'

/** Pages per thread below which starting one (loading html-validate again) does not pay. */
const pagesPerThread = 60

/** Every built page but an alias that copies its page (its page's result speaks for it). */
const pagesOf = (context: DistContext): PageToValidate[] =>
  pagesToValidate(context.entries, (file) => context.files.has(file) && !context.copiedPage(file))

/**
 * Each page's tree is garbage once validated, and V8 let a thread's heap grow far before it
 * collected it: at a thousand posts the build's process peaked at 1.77 GB with neither the render's
 * process nor Pagefind's beside it (so most likely in the checks), and once at 2.12 GB. With this
 * limit the highest peak was Pagefind's step (1.73 and 1.75 GB in all), and the check took 53.1 s
 * against 52.0 s without (bench:scale). Since the checks share the build's process with what the
 * render leaves (scripts/build.ts), 256 MB rather than 384: the build's peak at a thousand posts
 * fell from 2.02 to 1.97 GB, the check took 81.6 s against 74.6 s (one run each, with the
 * process sampled meanwhile).
 */
const threadHeapMb = 256

function validateOnThreads(
  context: DistContext,
  pages: readonly PageToValidate[],
  knownValid: string[],
): Promise<PageValidity[]> {
  const threads = Math.max(1, Math.min(context.threads, Math.ceil(pages.length / pagesPerThread)))
  return bundledScript(join(import.meta.dirname, '..', 'htmlValidityThread.ts'), 'htmlValidityThread').then((script) =>
    Promise.all(
      Array.from(
        { length: threads },
        (_, thread) =>
          new Promise<PageValidity[]>((resolve, reject) => {
            const job: ValidityJob = {
              distDir: context.distDir,
              pages: pages.filter((_, i) => i % threads === thread),
              knownValid,
            }
            const worker = new Worker(script, {
              workerData: job,
              execArgv: threadExecArgv(),
              resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
            })
            worker.once('message', resolve)
            worker.once('error', reject)
            worker.once('exit', (code) =>
              code === 0 ? undefined : reject(new Error(`A valid-HTML thread stopped with exit code ${code}.`)),
            )
          }),
      ),
    ).then((shares) => shares.flat()),
  )
}

/**
 * Every page the manifest produces is valid HTML (html-validate, standard preset); an alias that
 * is a copy of its page (scripts/render/aliasPages.ts) is covered by its page's result. The pages
 * are validated on worker threads while the other checks run, and a page already found valid by
 * an earlier build is not validated again (same markup as far as a rule can tell, same validator and configuration:
 * `validityKey`). Ids are checked unique across the whole of every page
 * here, since most pages are validated without their site header and footer.
 */
export const htmlValidity: Check = {
  name: 'valid HTML',
  async site(context) {
    const pages = pagesOf(context)
    const knownValid = readValidPages(context.cacheDir)
    // The threads read and hash every page themselves (a page the cache knows is not validated
    // again), so this thread is free for the other checks meanwhile.
    const validateHere = () => {
      const validate = createPageValidator(new Set(knownValid))
      return pages.map((page) => validate(page, (file) => context.text(file)))
    }
    const results =
      pages.length === 0
        ? []
        : context.threads > 0
          ? await validateOnThreads(context, pages, knownValid)
          : validateHere()
    if (context.cacheDir)
      writeValidPages(
        context.cacheDir,
        results.filter((result) => result.messages.length === 0).map((result) => result.hash),
      )
    return results.flatMap(({ file, messages }) =>
      messages.map(
        (message): Finding => ({
          check: this.name,
          file,
          message: `${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
          fix: `Fix the markup that renders it; ${message.ruleUrl ?? 'see html-validate’s rule'} explains the rule.`,
        }),
      ),
    )
  },
  pages(context) {
    const check = this.name
    // Pages validated whole (also those without a site header and footer) have html-validate's own no-dup-id finding.
    const whole = new Set(pagesOf(context).flatMap((page) => (page.whole ? [page.file] : [])))
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
        return [...repeated].map(
          (id): Finding => ({
            check,
            file,
            message: `no-dup-id: the id "${id}" is used more than once on the page.`,
            fix: 'Ids must be unique in the page, header and footer included: rename the one in the page’s content.',
          }),
        )
      },
    }
  },
}

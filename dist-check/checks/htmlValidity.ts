import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { threadScript } from '../../scripts/threads/threadScript'
import { outputFileOf } from '../../src/routing/routeTable'
import { createPageValidator, validatorFingerprint, type PageValidity } from '../htmlValidation'
import type { ValidityJob } from '../htmlValidityThread'
import type { Check, DistContext, Finding } from '../types'

/** Pages per thread below which starting one (loading html-validate again) does not pay. */
const pagesPerThread = 60

function validateOnThreads(context: DistContext, files: readonly string[], knownValid: readonly string[]): Promise<PageValidity[]> {
  const threads = Math.max(1, Math.min(context.threads, Math.ceil(files.length / pagesPerThread)))
  return threadScript(join(import.meta.dirname, '..', 'htmlValidityThread.ts'), 'htmlValidityThread').then((script) =>
    Promise.all(
      Array.from(
        { length: threads },
        (_, thread) =>
          new Promise<PageValidity[]>((resolve, reject) => {
            const job: ValidityJob = { distDir: context.distDir, files: files.filter((_, i) => i % threads === thread), knownValid: [...knownValid] }
            const worker = new Worker(script, { workerData: job })
            worker.once('message', resolve)
            worker.once('error', reject)
            worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`A valid-HTML thread stopped with exit code ${code}.`))))
          }),
      ),
    ).then((shares) => shares.flat()),
  )
}

/**
 * Every page the manifest produces is valid HTML (html-validate, standard preset). The pages are
 * validated on worker threads while the other checks run, and a page already found valid by an
 * earlier build (same HTML, same validator and configuration) is not validated again.
 */
export const htmlValidity: Check = {
  name: 'valid HTML',
  async site(context) {
    const files = [...new Set(context.entries.flatMap((entry) => (outputFileOf(entry) ? [outputFileOf(entry)!] : [])))].filter((file) => context.files.has(file))
    const cacheFile = context.cacheDir ? join(context.cacheDir, `valid-html-${validatorFingerprint}.json`) : null
    const knownValid: string[] = cacheFile && existsSync(cacheFile) ? JSON.parse(readFileSync(cacheFile, 'utf8')) : []
    const validateHere = () => {
      const validate = createPageValidator(new Set(knownValid))
      return files.map((file) => validate(file, context.text(file)))
    }
    const results = context.threads > 0 ? await validateOnThreads(context, files, knownValid) : validateHere()
    if (cacheFile) {
      mkdirSync(context.cacheDir!, { recursive: true })
      writeFileSync(cacheFile, JSON.stringify(results.filter((result) => result.messages.length === 0).map((result) => result.hash)))
    }
    return results.flatMap(({ file, messages }) =>
      messages.map((message): Finding => ({ check: this.name, file, message: `${message.line}:${message.column} ${message.ruleId}: ${message.message}`, fix: `Fix the markup that renders it; ${message.ruleUrl ?? 'see html-validate’s rule'} explains the rule.` })),
    )
  },
}

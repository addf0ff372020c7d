/**
 * A thread of the valid-HTML check (started by dist-check/htmlValidityThreads.ts): validates
 * each page it is sent, in turn, and posts all results back when sent null.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { createPageValidator, type PageToValidate, type PageValidity } from './htmlValidation'

export interface ValidityJob {
  distDir: string
  /** Hashes of pages an earlier build found valid. */
  knownValid: string[]
}

const job = workerData as ValidityJob
const validate = createPageValidator(new Set(job.knownValid))
const results: PageValidity[] = []
parentPort!.on('message', (page: PageToValidate | null) => {
  if (page === null) {
    parentPort!.postMessage(results)
    parentPort!.close()
    return
  }
  results.push(validate(page, readFileSync(join(job.distDir, page.file), 'utf8')))
})

/** A thread of the valid-HTML check: reads, hashes and (unless already found valid) validates its share of dist/'s pages and posts the results back. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { createPageValidator, type PageToValidate, type PageValidity } from './htmlValidation'

export interface ValidityJob {
  distDir: string
  pages: PageToValidate[]
  /** Hashes of pages an earlier build found valid. */
  knownValid: string[]
}

const job = workerData as ValidityJob
const validate = createPageValidator(new Set(job.knownValid))
const read = (file: string) => readFileSync(join(job.distDir, file), 'utf8')
const results: PageValidity[] = job.pages.map((page) => validate(page, read))
parentPort!.postMessage(results)

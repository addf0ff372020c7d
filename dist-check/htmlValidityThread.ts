/** A thread of the valid-HTML check: validates its share of dist/'s pages and posts the results back. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { createPageValidator, type PageValidity } from './htmlValidation'

export interface ValidityJob {
  distDir: string
  files: string[]
  knownValid: string[]
}

const job = workerData as ValidityJob
const validate = createPageValidator(new Set(job.knownValid))
const results: PageValidity[] = job.files.map((file) => validate(file, readFileSync(join(job.distDir, file), 'utf8')))
parentPort!.postMessage(results)

/**
 * The thread of dist-check/validityAsWritten.ts: validates each page it is given, in turn, and
 * once told `finish`, answers with the keys of the pages it found valid when none is left. One
 * page per turn of its event loop, so that messages are heard between pages.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { createPageValidator, type PageToValidate } from './htmlValidation'

export interface ValidityAsWrittenJob {
  distDir: string
  /** Keys of pages an earlier build found valid: not validated again. */
  knownValid: string[]
}

export type ToValidityThread = { page: PageToValidate } | 'finish'

export interface FromValidityThread {
  /** Keys (`validityKey`) of the pages found valid, those known valid before included. */
  valid: string[]
}

const job = workerData as ValidityAsWrittenJob
const validate = createPageValidator(new Set(job.knownValid))
const read = (file: string) => readFileSync(join(job.distDir, file), 'utf8')
const waiting: PageToValidate[] = []
const valid: string[] = []
let finishing = false
let next: NodeJS.Immediate | undefined

function validateNext() {
  next = undefined
  const page = waiting.shift()
  try {
    const result = page && validate(page, read)
    if (result && result.messages.length === 0) valid.push(result.hash)
  } catch {
    // A page that cannot be read or validated is left to the check, which reports why.
  }
  if (waiting.length > 0) next = setImmediate(validateNext)
  else if (finishing) {
    parentPort!.postMessage({ valid } satisfies FromValidityThread)
    parentPort!.close()
  }
}

parentPort!.on('message', (message: ToValidityThread) => {
  if (message === 'finish') finishing = true
  else waiting.push(message.page)
  next ??= setImmediate(validateNext)
})

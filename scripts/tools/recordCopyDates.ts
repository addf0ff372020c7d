/**
 * `npm run snapshot:dates`: records in scripts/content/copyDates.json the day each page's copy
 * changed, for the sitemap's <lastmod> (scripts/content/contentDates.ts). Run it after changing copy, and commit
 * the ledger with the change: a copy file whose words changed is dated today (UTC), the others keep
 * their day, so running it again, or after a change of formatting only, changes nothing.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../shared/projectPaths'
import {
  copyDatesFile,
  currentCopyHashes,
  readCopyDates,
  recordCopyDates,
  staleCopyFiles,
} from '../content/contentDates'

const ledger = readCopyDates(projectRoot)
const hashes = currentCopyHashes(projectRoot)
const changed = staleCopyFiles(ledger, hashes)
const today = new Date().toISOString().slice(0, 10)
const recorded = recordCopyDates(ledger, hashes, today)
const dropped = Object.keys(ledger).filter((file) => !(file in recorded))
writeFileSync(join(projectRoot, copyDatesFile), `${JSON.stringify(recorded, null, 2)}\n`)
console.log(
  changed.length + dropped.length === 0
    ? `${copyDatesFile}: every copy file as recorded, nothing changed`
    : `${copyDatesFile}: ${changed.length} copy files dated ${today}${changed.length ? ` (${changed.join(', ')})` : ''}${dropped.length ? `, ${dropped.length} no page reads any more removed` : ''}`,
)

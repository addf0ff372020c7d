/** Pages validated on a thread while the build writes them (the check's use of the answer: tests/unit/dist-check/validityAsWritten.test.ts). */
import { afterAll, describe, expect, it } from 'vitest'
import { createPageValidator } from '../../dist-check/htmlValidation'
import { validityAsPagesAreWritten } from '../../dist-check/validityAsWritten'
import type { RouteEntry } from '../../src/routing/routeTable'
import {
  checkedPage as page,
  invalidThreats as invalid,
  postEntry as post,
  threatsEntry as threats,
  validThreats as valid,
} from '../fixtures/checkedPages'
import { scratchDist } from '../fixtures/scratchDist'

const threatsAlias: RouteEntry = {
  kind: 'alias',
  language: 'en',
  page: 'threats',
  path: '/threat-landscape',
  canonicalPath: '/threats',
}

// Starting a thread that loads the validator takes seconds on a busy machine: a limit, not a measurement.
describe('validating pages as they are written', { timeout: 60_000 }, () => {
  const { distDir, write, remove } = scratchDist('validity-as-written')
  afterAll(remove)
  const keyOf = (file: string, whole: boolean, html: string) => createPageValidator()({ file, whole }, () => html).hash

  it('answers with the valid pages: those written, and at the end those on disk it was not told of; not an invalid page, an alias or a missing file', async () => {
    const entries = [threats('en'), threats('es'), threats('de'), threatsAlias, post('missing')]
    write('threats/index.html', valid)
    write('es/threats/index.html', invalid)
    write('threat-landscape/index.html', valid.replace('<main>', '<main class="alias">'))
    const validity = validityAsPagesAreWritten({ distDir, entries, cacheDir: null })
    validity.pageWritten('threats/index.html')
    validity.pageWritten('es/threats/index.html')
    validity.pageWritten('threat-landscape/index.html')
    // Written by a later step (as redirect pages and the not-found pages are), never announced.
    write('de/threats/index.html', page('Bedrohungen', '<p>Eins</p>'))
    const found = await validity.finish()
    expect(found.sort()).toEqual(
      [
        keyOf('threats/index.html', true, valid),
        keyOf('de/threats/index.html', false, page('Bedrohungen', '<p>Eins</p>')),
      ].sort(),
    )
  })
})

/** The valid-HTML check of dist/ on worker threads, with its cache on disk (the checks in one thread: tests/unit/dist-check/distChecks.test.ts). */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { htmlValidity } from '../../dist-check/checks/htmlValidity'
import { loadDistContext } from '../../dist-check/context'
import { runChecks } from '../../dist-check/runChecks'
import type { Check, DistContext } from '../../dist-check/types'
import { scratchDist } from '../fixtures/scratchDist'
import { checkedPage, threatsEntry } from '../fixtures/checkedPages'

const page = (title: string, body: string) => checkedPage(title, body, `<meta name="description" content="${title}">`)
const invalid = page('Threats', '<p id="a">One</p><p id="a">Two</p>')
const valid = page('Threats', '<p id="a">One</p>')

const findingsOf = async (check: Check, context: DistContext) =>
  (await runChecks([check], context)).flatMap((outcome) => outcome.findings)

const threats = (language: 'en' | 'es') => threatsEntry(language)

// Starting worker threads that load the validator takes seconds on a busy machine: a limit, not a measurement.
describe('on worker threads, with the cache of valid pages', { timeout: 60_000 }, () => {
  const { root, distDir, write, remove } = scratchDist('dist-check')
  afterAll(remove)
  const onDisk = () => ({
    ...loadDistContext(
      distDir,
      [threats('en'), threats('es')],
      { en: [], es: [], pt: [], fr: [], de: [] },
      join(root, 'cache'),
    ),
    threads: 2,
  })

  it('finds what it finds in one thread, and still finds it when the build runs again', async () => {
    write('threats/index.html', valid)
    write('es/threats/index.html', invalid)
    for (let build = 0; build < 2; build++) {
      const findings = await findingsOf(htmlValidity, onDisk())
      expect(findings.map((f) => `${f.file} ${f.message}`)).toEqual([
        expect.stringMatching(/^es\/threats\/index.html .*no-dup-id/),
      ])
    }
    expect(readdirSync(join(root, 'cache'))).toHaveLength(1)
  })

  it('a page that was valid and is changed is validated again', async () => {
    write('threats/index.html', valid)
    write('es/threats/index.html', valid)
    expect(await findingsOf(htmlValidity, onDisk())).toEqual([])
    write('threats/index.html', invalid)
    expect((await findingsOf(htmlValidity, onDisk())).map((f) => f.file)).toEqual(['threats/index.html'])
  })
})

/**
 * The valid-HTML check's head start (dist-check/validityAsWritten.ts): pages validated while they
 * are written count as valid in the check only while their markup is what was validated. The
 * validation itself, on its thread: tests/integration/validityAsWritten.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { htmlValidity } from '../../../dist-check/checks/htmlValidity'
import { loadDistContext } from '../../../dist-check/context'
import { createPageValidator } from '../../../dist-check/htmlValidation'
import { pagesToValidate } from '../../../dist-check/pagesToValidate'
import { runChecks } from '../../../dist-check/runChecks'
import {
  invalidThreats as invalid,
  postEntry as post,
  threatsEntry as threats,
  validThreats as valid,
} from '../../fixtures/checkedPages'
import { scratchDist } from '../../fixtures/scratchDist'

describe('pages to validate', () => {
  it('takes each file once, the first of each kind whole and the others without the site header and footer; a file left out does not take its kind’s whole slot', () => {
    const entries = [post('a'), threats('en'), post('b'), threats('es'), threats('es'), post('c')]
    const leftOut = new Set(['blog/a/index.html'])
    expect(pagesToValidate(entries, (file) => !leftOut.has(file))).toEqual([
      { file: 'threats/index.html', whole: true },
      { file: 'blog/b/index.html', whole: true },
      { file: 'es/threats/index.html', whole: false },
      { file: 'blog/c/index.html', whole: false },
    ])
  })
})

describe('the valid-HTML check, given the pages found valid as they were written', () => {
  const { distDir, write, remove } = scratchDist('validity-as-written')
  afterAll(remove)
  const keyOf = (file: string, whole: boolean, html: string) => createPageValidator()({ file, whole }, () => html).hash

  it('the check takes a page found valid while written as valid, and validates it again once its markup changed', async () => {
    const entries = [threats('en')]
    const context = (foundValid: string[]) => ({
      ...loadDistContext(distDir, entries, { en: [], es: [], pt: [], fr: [], de: [] }, null, async () => foundValid),
      threads: 0,
    })
    const findingsOf = async (foundValid: string[]) =>
      (await runChecks([htmlValidity], context(foundValid))).flatMap((outcome) =>
        outcome.findings.map((finding) => `${finding.file} ${finding.message}`),
      )

    write('threats/index.html', invalid)
    // Told the invalid markup's key is valid, the check does not validate that page again.
    expect(await findingsOf([keyOf('threats/index.html', true, invalid)])).toEqual([])
    // Told only the key of what the page was before it changed, it validates the page and reports it.
    expect(await findingsOf([keyOf('threats/index.html', true, valid)])).toEqual([
      expect.stringMatching(/^threats\/index.html .*no-dup-id/),
    ])
  })
})

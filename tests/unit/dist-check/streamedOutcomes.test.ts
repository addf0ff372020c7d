/**
 * Workflows review 2026-12-01, DV-7: the build printed the results of twenty checks of dist/ in one
 * burst after 20 s of silence. runChecks now tells each check's outcome as soon as that check is
 * done, while slower ones still run.
 */
import { describe, expect, it } from 'vitest'
import { distContextOf } from '../../../dist-check/context'
import { runChecks, type CheckOutcome } from '../../../dist-check/runChecks'
import type { Check, Finding } from '../../../dist-check/types'
import { checkedPage } from '../../fixtures/checkedPages'

const context = distContextOf(
  {
    distDir: '/nowhere',
    files: new Set(['index.html']),
    text: () => checkedPage('Home', '<p>Text</p>', '<meta name="description" content="Home">'),
    buildReport: () => null,
    postIndex: { en: [], es: [], pt: [], fr: [], de: [] },
    threads: 0,
    cacheDir: null,
  },
  [],
)

const finding = (check: string): Finding => ({ check, file: '(site)', message: 'found', fix: 'fix it' })

describe('runChecks', () => {
  it('DV-7: tells each check as soon as it is done, while a slower one still runs', async () => {
    let answer!: (findings: Finding[]) => void
    const slow: Check = { name: 'slow', site: () => new Promise<Finding[]>((resolve) => (answer = resolve)) }
    const quick: Check = { name: 'quick', site: () => [finding('quick')] }
    const pages: Check = {
      name: 'pages',
      pages: () => ({ visit: () => [], finish: () => [finding('pages')] }),
    }
    const told: string[] = []
    const run = runChecks([slow, quick, pages], context, (outcome: CheckOutcome) => told.push(outcome.name))
    // The whole-site part of the slow check has not answered: the other two are told already.
    await expect.poll(() => told).toEqual(['quick', 'pages'])
    answer([finding('slow')])
    const outcomes = await run
    expect(told).toEqual(['quick', 'pages', 'slow'])
    // The outcomes themselves keep the checks' order, each with its findings.
    expect(outcomes.map(({ name, findings }) => [name, findings.length])).toEqual([
      ['slow', 1],
      ['quick', 1],
      ['pages', 1],
    ])
  })

  it('DV-7: tells a check with a whole-site part and a page pass once, when both are done', async () => {
    const both: Check = {
      name: 'both',
      site: async () => [finding('both')],
      pages: () => ({ visit: () => [finding('both')] }),
    }
    const told: CheckOutcome[] = []
    await runChecks([both], context, (outcome) => told.push({ ...outcome, findings: [...outcome.findings] }))
    expect(told.map(({ name, findings }) => [name, findings.length])).toEqual([['both', 2]])
  })
})

/**
 * The valid-HTML check's head start (dist-check/validityAsWritten.ts): pages validated while they
 * are written count as valid in the check only while their markup is what was validated.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { htmlValidity } from '../../dist-check/checks/htmlValidity'
import { loadDistContext } from '../../dist-check/context'
import { createPageValidator } from '../../dist-check/htmlValidation'
import { pagesToValidate } from '../../dist-check/pagesToValidate'
import { runChecks } from '../../dist-check/runChecks'
import { validityAsPagesAreWritten } from '../../dist-check/validityAsWritten'
import type { RouteEntry } from '../../src/routing/routeTable'

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main>${body}</main></body></html>`
const valid = page('Threats', '<p id="a">One</p>')
const invalid = page('Threats', '<p id="a">One</p><p id="a">Two</p>')

const threats = (language: 'en' | 'es' | 'de'): RouteEntry => ({ kind: 'page', language, page: 'threats', path: language === 'en' ? '/threats' : `/${language}/threats` })
const threatsAlias: RouteEntry = { kind: 'alias', language: 'en', page: 'threats', path: '/threat-landscape', canonicalPath: '/threats' }
const post = (slug: string): RouteEntry => ({ kind: 'page', language: 'en', page: 'blogPost', path: `/blog/${slug}`, params: { slug } })

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

// Starting a thread that loads the validator takes seconds on a busy machine: a limit, not a measurement.
describe('validating pages as they are written', { timeout: 60_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'validity-as-written-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const distDir = join(root, 'dist')
  const write = (file: string, html: string) => {
    mkdirSync(dirname(join(distDir, file)), { recursive: true })
    writeFileSync(join(distDir, file), html)
  }
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
    expect(found.sort()).toEqual([keyOf('threats/index.html', true, valid), keyOf('de/threats/index.html', false, page('Bedrohungen', '<p>Eins</p>'))].sort())
  })

  it('the check takes a page found valid while written as valid, and validates it again once its markup changed', async () => {
    const entries = [threats('en')]
    const context = (foundValid: string[]) => ({ ...loadDistContext(distDir, entries, { en: [], es: [], pt: [], fr: [], de: [] }, null, async () => foundValid), threads: 0 })
    const findingsOf = async (foundValid: string[]) => (await runChecks([htmlValidity], context(foundValid))).flatMap((outcome) => outcome.findings.map((finding) => `${finding.file} ${finding.message}`))

    write('threats/index.html', invalid)
    // Told the invalid markup's key is valid, the check does not validate that page again.
    expect(await findingsOf([keyOf('threats/index.html', true, invalid)])).toEqual([])
    // Told only the key of what the page was before it changed, it validates the page and reports it.
    expect(await findingsOf([keyOf('threats/index.html', true, valid)])).toEqual([expect.stringMatching(/^threats\/index.html .*no-dup-id/)])
  })
})

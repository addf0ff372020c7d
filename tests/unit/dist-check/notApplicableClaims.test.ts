/**
 * The conformance report's "Not applicable" rows rest on what the site does not have: no audio or
 * video (WCAG 1.2.x, 1.4.2) and no document for download (EN 301 549 clause 10). The build check
 * must fail a page that adds one, naming what it found.
 */
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { notApplicableViolations } from '../../../dist-check/checks/notApplicableClaims'

const page = (body: string) => parse(`<html><body>${body}</body></html>`)

describe('the not-applicable claims check', () => {
  it('passes a page with no media and no document', () => {
    expect(notApplicableViolations(page('<a href="/downloads/">Downloads</a><img src="/a.png" alt="">'))).toEqual([])
  })

  it('finds audio, video and embedded players', () => {
    expect(
      notApplicableViolations(
        page(
          '<video src="/intro.mp4"></video><audio src="/a.mp3"></audio><iframe src="https://player.example/x"></iframe>',
        ),
      ).map((found) => found.kind),
    ).toEqual(['media', 'media', 'media'])
  })

  it('finds links to a document or a media file, whatever their query or case', () => {
    expect(
      notApplicableViolations(page('<a href="/whitepaper.PDF?v=2">Whitepaper</a><a href="/talk.webm#t=3">Talk</a>')),
    ).toEqual([
      { kind: 'document', what: 'a link to /whitepaper.PDF' },
      { kind: 'media', what: 'a link to /talk.webm' },
    ])
  })

  it('leaves out links to documents on other sites, which the site cites but does not provide', () => {
    expect(
      notApplicableViolations(
        page(
          '<a href="https://media.defense.gov/CNSA_2.0_FAQ_.PDF">NSA</a><a href="//cdn.example/a.mp4">Clip</a><a href="/own.pdf">Own</a>',
        ),
      ),
    ).toEqual([{ kind: 'document', what: 'a link to /own.pdf' }])
  })
})

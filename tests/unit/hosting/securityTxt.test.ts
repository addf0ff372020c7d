/**
 * /.well-known/security.txt (RFC 9116): what the build writes, and the dist-check that holds it
 * to the RFC whoever writes it.
 */
import { describe, expect, it } from 'vitest'
import { securityTxt, securityTxtLifetimeDays } from '../../../scripts/hosting/securityTxt'
import { securityTxtFields, securityTxtProblems } from '../../../dist-check/checks/securityTxt'
import { site } from '../../../src/config/site'
import { localizedPath } from '../../../src/routing/localizedPath'

const siteUrl = 'https://www.vaultline.example'
const builtAt = new Date('2026-11-27T06:30:00Z')
const day = 24 * 60 * 60 * 1000
const policyPath = localizedPath({ page: 'vulnerabilityDisclosure', language: 'en' })
const builtPaths = new Set([policyPath, localizedPath({ page: 'contact', language: 'en' })])
const written = securityTxt({ siteUrl, email: site.email.security, now: builtAt })
const problems = (text: string, now = builtAt) =>
  securityTxtProblems(text, { siteUrl, now, builtPaths }).map((problem) => problem.message)
const replaceField = (text: string, name: string, line: string) => text.replace(new RegExp(`^${name}: .*$`, 'm'), line)

describe('the security.txt the build writes', () => {
  it('has every field a reporter needs, and passes the check', () => {
    const fields = securityTxtFields(written)
    expect(fields.get('contact')).toEqual(['mailto:security@vaultline.example'])
    expect(fields.get('policy')).toEqual([`${siteUrl}${policyPath}`])
    expect(fields.get('preferred-languages')).toEqual(['en, es, pt, fr, de'])
    expect(fields.get('canonical')).toEqual([`${siteUrl}/.well-known/security.txt`])
    expect(problems(written)).toEqual([])
  })

  it("expires a year after the build less a month's margin: in the future, under a year ahead", () => {
    const [expires] = securityTxtFields(written).get('expires')!
    expect(expires).toBe('2027-10-28T00:00:00Z')
    const ahead = (new Date(expires!).getTime() - builtAt.getTime()) / day
    expect(ahead).toBeGreaterThan(300)
    expect(ahead).toBeLessThan(365)
    expect(securityTxtLifetimeDays).toBeLessThan(365)
  })

  it('names no Encryption key, since none is published, and says why in a comment', () => {
    expect(securityTxtFields(written).has('encryption')).toBe(false)
    expect(written).toMatch(/^# No Encryption field: we publish no PGP key here\./m)
  })

  it('goes stale if the site is not rebuilt: the check fails once Expires has passed', () => {
    expect(problems(written, new Date(builtAt.getTime() + (securityTxtLifetimeDays - 1) * day))).toEqual([])
    expect(problems(written, new Date(builtAt.getTime() + (securityTxtLifetimeDays + 1) * day))).toEqual([
      expect.stringMatching(/^Expires 2027-10-28T00:00:00Z has passed/),
    ])
  })
})

describe('the security.txt check', () => {
  it('requires a Contact, and the security address /contact gives among them', () => {
    expect(problems(written.replace(/^Contact: .*\n/m, ''))).toEqual([expect.stringMatching(/no Contact field/)])
    expect(problems(replaceField(written, 'Contact', 'Contact: security@vaultline.example'))).toEqual([
      expect.stringMatching(/not a mailto:, https: or tel: URI/),
      expect.stringMatching(/no Contact names security@vaultline\.example/),
    ])
  })

  it('requires exactly one Expires, a real date, in the future and under a year ahead', () => {
    expect(problems(written.replace(/^Expires: .*\n/m, ''))).toEqual([expect.stringMatching(/0 Expires fields/)])
    expect(problems(`${written}Expires: 2027-01-01T00:00:00Z\n`)).toEqual([expect.stringMatching(/2 Expires fields/)])
    expect(problems(replaceField(written, 'Expires', 'Expires: next year'))).toEqual([
      expect.stringMatching(/not an RFC 3339 date/),
    ])
    expect(problems(replaceField(written, 'Expires', 'Expires: 2026-11-01T00:00:00Z'))).toEqual([
      expect.stringMatching(/has passed/),
    ])
    expect(problems(replaceField(written, 'Expires', 'Expires: 2027-12-01T00:00:00Z'))).toEqual([
      expect.stringMatching(/a year or more ahead/),
    ])
  })

  it("requires Canonical to be the file's own address on the site's host, over https", () => {
    expect(
      problems(replaceField(written, 'Canonical', 'Canonical: https://vaultline.pages.dev/.well-known/security.txt')),
    ).toEqual([
      expect.stringMatching(/no Canonical is https:\/\/www\.vaultline\.example\/\.well-known\/security\.txt/),
      expect.stringMatching(/not an https address on https:\/\/www\.vaultline\.example/),
    ])
  })

  it("requires a Policy that is a page of this build, and Preferred-Languages of the site's languages", () => {
    expect(problems(replaceField(written, 'Policy', `Policy: ${siteUrl}/security/policy`))).toEqual([
      expect.stringMatching(/names no page this build wrote/),
    ])
    expect(problems(written.replace(/^Policy: .*\n/m, ''))).toEqual([expect.stringMatching(/no Policy field/)])
    expect(problems(replaceField(written, 'Preferred-Languages', 'Preferred-Languages: en, it'))).toEqual([
      expect.stringMatching(/names it/),
    ])
  })

  it('rejects lines that are neither fields nor comments, and an Encryption that is not a key address', () => {
    expect(problems(`${written}just some text\n`)).toEqual([expect.stringMatching(/neither a field/)])
    expect(problems(`${written}Encryption: see our website\n`)).toEqual([
      expect.stringMatching(/Encryption see our website/),
    ])
    expect(problems(`${written}Encryption: https://www.vaultline.example/.well-known/pgp-key.txt\n`)).toEqual([])
  })
})

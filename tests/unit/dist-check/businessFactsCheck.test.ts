/**
 * dist-check's business-facts check reads src/content/trust/trustFacts.ts: a build for a real
 * host fails while a sample is left there, as it fails on a sample release manifest (DES-02).
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import type { DistContext } from '../../../dist-check/types'
import { given, notGiven, sample } from '../../../src/content/trust/businessFact'

async function findingsFor(businessFacts: object, siteUrl: string) {
  vi.resetModules()
  vi.doMock('../../../src/content/trust/trustFacts', async (original) => ({
    ...(await original<typeof import('../../../src/content/trust/trustFacts')>()),
    businessFacts,
  }))
  // The company details to confirm (L-9) have their own test below: here only the given facts count.
  vi.doMock('../../../src/content/trust/siteValuesToConfirm', async (original) => ({
    ...(await original<typeof import('../../../src/content/trust/siteValuesToConfirm')>()),
    siteValuesToConfirm: {},
  }))
  const { businessFactsCheck } = await import('../../../dist-check/checks/businessFacts')
  return businessFactsCheck.site!({ siteUrl } as DistContext) as Awaited<
    ReturnType<NonNullable<typeof businessFactsCheck.site>>
  >
}

// The unit tests share loaded modules between files (vitest.config.ts): the next file must not get the mocked facts.
afterAll(() => vi.resetModules())

describe('the business facts check', () => {
  afterEach(() => {
    vi.doUnmock('../../../src/content/trust/trustFacts')
    vi.doUnmock('../../../src/content/trust/siteValuesToConfirm')
    vi.resetModules()
  })

  it('DES-02: fails a build for a real host while the facts file holds a sample, naming it', async () => {
    const findings = await findingsFor(
      { company: { leadership: [given({ name: 'B' }), sample({ name: 'A. N. Other' })] } },
      'https://www.vaultline.com',
    )
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ check: 'business facts', file: '(site)' })
    expect(findings[0]!.message).toContain(
      'src/content/trust/trustFacts.ts holds 1 sample value (company.leadership.1)',
    )
  })

  it('DES-02: passes the same facts in a build for the default host, and facts without a sample anywhere', async () => {
    const withSample = { company: { leadership: [sample({ name: 'A. N. Other' })] } }
    expect(await findingsFor(withSample, 'https://www.vaultline.example')).toEqual([])
    expect(
      await findingsFor({ company: { leadership: [given({ name: 'B' }), notGiven()] } }, 'https://www.vaultline.com'),
    ).toEqual([])
  })

  it('L-9: fails a build for a real host while the company number, head office, phone, EU representative, store links, retention periods or push payload are unconfirmed samples, naming each', async () => {
    const { businessFactsCheck } = await import('../../../dist-check/checks/businessFacts')
    const { siteValuesToConfirm } = await import('../../../src/content/trust/siteValuesToConfirm')
    const { site } = await import('../../../src/config/site')
    const real = businessFactsCheck.site!({ siteUrl: 'https://www.vaultline.com' } as DistContext) as {
      message: string
    }[]
    const named = real.find((finding) => finding.message.startsWith('src/content/trust/siteValuesToConfirm.ts'))
    expect(named?.message).toContain(
      'holds 8 sample values (registrationNumber, headOffice, phone, euRepresentative, iosApp, androidApp, retentionPeriods, pushPayload)',
    )
    // Each sample is the value the pages print: confirming one is one change of sample(…) to given(…) beside it.
    expect(siteValuesToConfirm.registrationNumber).toEqual({ state: 'sample', value: site.registration.number })
    expect(siteValuesToConfirm.iosApp).toEqual({ state: 'sample', value: site.stores.ios })
    const { serverView } = await import('../../../src/content/facts')
    expect(siteValuesToConfirm.retentionPeriods).toEqual({ state: 'sample', value: serverView.records })
    const example = businessFactsCheck.site!({ siteUrl: 'https://www.vaultline.example' } as DistContext) as unknown[]
    expect(example).toEqual([])
  })
})

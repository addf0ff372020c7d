/**
 * The rules of a business fact (src/content/trust/businessFact.ts), which the Trust Centre and
 * the company page print: a fact not given prints nothing, a sample prints marked, and a sample
 * is refused for a real host and accepted only under .example (design review 2026-12-01, DES-02).
 */
import { describe, expect, it } from 'vitest'
import {
  given,
  notGiven,
  sample,
  sampleProblems,
  samplePaths,
  samplesAllowedOn,
  shownFact,
  shownFacts,
} from '../../../src/content/trust/businessFact'

const file = 'src/content/trust/trustFacts.ts'
const facts = {
  trust: {
    schemes: [
      given({ scheme: 'Scheme G', status: 'held', month: '2026-03' }),
      sample({ scheme: 'Scheme S', status: 'planned', month: '2027-06' }),
      notGiven(),
    ],
  },
  company: { founded: notGiven<number>(), owners: [sample({ name: 'A. N. Other', shares: 'over75' })] },
}
const noSamples = { trust: { schemes: [given({ scheme: 'Scheme G' }), notGiven()] }, company: { founded: given(2019) } }

describe('a business fact as a page prints it', () => {
  it('DES-02: prints nothing for a fact not given, a given one as it is and a sample marked as one', () => {
    expect(shownFact(notGiven<number>())).toBeUndefined()
    expect(shownFact(given(2019))).toEqual({ value: 2019, sample: false })
    expect(shownFact(sample(2019))).toEqual({ value: 2019, sample: true })
  })

  it('DES-02: leaves the facts not given out of a list, keeping the order of the others', () => {
    expect(shownFacts([sample('first'), notGiven<string>(), given('third'), notGiven<string>()])).toEqual([
      { value: 'first', sample: true },
      { value: 'third', sample: false },
    ])
    expect(shownFacts([notGiven<string>(), notGiven<string>()])).toEqual([])
  })
})

describe('samples and the host a build is for', () => {
  it('finds every sample in a tree of facts, by its path', () => {
    expect(samplePaths(facts)).toEqual(['trust.schemes.1', 'company.owners.0'])
    expect(samplePaths(noSamples)).toEqual([])
  })

  it('DES-02: refuses a sample on a production host, naming the file, each sample and the host', () => {
    for (const siteUrl of ['https://www.vaultline.com', 'https://vaultline.example.com', 'http://localhost:4173']) {
      const problems = sampleProblems(facts, siteUrl, file)
      expect(problems).toHaveLength(1)
      expect(problems[0]!.message).toContain(file)
      expect(problems[0]!.message).toContain('2 sample values (trust.schemes.1, company.owners.0)')
      expect(problems[0]!.message).toContain(`this build is for ${new URL(siteUrl).hostname}`)
      expect(problems[0]!.fix).toMatch(/given\(…\).*notGiven\(\)/)
    }
  })

  it('DES-02: accepts samples on a host under .example, such as the default SITE_URL, which no visitor can reach', () => {
    expect(samplesAllowedOn('https://www.vaultline.example')).toBe(true)
    expect(samplesAllowedOn('https://staging.vaultline.example')).toBe(true)
    expect(sampleProblems(facts, 'https://www.vaultline.example', file)).toEqual([])
  })

  it('accepts facts with no sample on any host', () => {
    expect(sampleProblems(noSamples, 'https://www.vaultline.com', file)).toEqual([])
  })
})

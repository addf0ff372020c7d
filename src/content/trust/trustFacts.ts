/**
 * The business facts the Trust Centre (/trust-centre/) and the company page (/company/) print,
 * written once: certification and assessment status, independent tests, documents,
 * sub-processors, owners, leadership. Pages read them from here and never from copy; copy holds
 * only the words around them (labels, headings), so every language prints the same facts.
 *
 * Each value is a BusinessFact (businessFact.ts): given, a sample, or not given. NEVER INVENT ONE.
 * A value the company has stated somewhere on the site is `given`, with a comment saying where.
 * Every other value is a `sample`, printed marked as a sample and refused by the build for a
 * real host, or `notGiven`, printed not at all. The samples below use "A. N. Other", the British
 * placeholder for a person not yet named, and dates that are not dates of anything. To publish:
 * replace each sample with given(<the value the company confirms>) or notGiven().
 *
 * Facts the company has given elsewhere stay where they are: the company's name, address,
 * registration, phone and EU representative in src/config/site.ts; hosting, operators and staff
 * clearances per edition, and the push providers, in src/content/facts.ts (serverView).
 */
import { serverView } from '../facts'
import { given, notGiven, sample, type BusinessFact } from './businessFact'

/** Where Vaultline stands with a scheme: certified, being audited, or planned. */
export const schemeStatuses = ['held', 'inAudit', 'planned'] as const
type SchemeStatus = (typeof schemeStatuses)[number]

export interface SchemeEntry {
  /** The scheme's own name, the same in every language ("ISO/IEC 27001:2022"). */
  scheme: string
  status: SchemeStatus
  /** YYYY-MM. held: when the certificate was issued; inAudit: when the audit is to end; planned: when it is to begin. */
  month: string
}

/** What an independent test covered. */
export const testScopes = ['apps', 'servers', 'infrastructure'] as const
type TestScope = (typeof testScopes)[number]

export interface IndependentTest {
  /** The testing firm, as it writes its own name. */
  tester: string
  scope: readonly TestScope[]
  /** YYYY-MM: when the test ended. */
  month: string
}

/** How a document reaches a reader. */
export const documentAvailabilities = ['public', 'nda', 'withRelease', 'onRequest'] as const
type DocumentAvailability = (typeof documentAvailabilities)[number]

export const documentIds = [
  'securityTxt',
  'disclosurePolicy',
  'protocolOverview',
  'releaseVerification',
  'designDocumentation',
  'architectureDocumentation',
  'penetrationTestSummaries',
  'dataProcessing',
  'sbom',
] as const
export type DocumentId = (typeof documentIds)[number]

export interface TrustDocument {
  id: DocumentId
  availability: DocumentAvailability
}

export type SubProcessorId = 'apns' | 'fcm'

export interface SubProcessor {
  id: SubProcessorId
  /** The company, as the site names it. */
  company: string
  /** The service of that company the Vaultline service uses. */
  service: string
}

/** The roles a leader can hold, as the company page names them in every language. */
export const leadershipRoles = [
  'chiefExecutive',
  'chiefTechnology',
  'chiefInformationSecurity',
  'chiefOperating',
  'chiefFinancial',
  'chair',
] as const
type LeadershipRole = (typeof leadershipRoles)[number]

export interface Leader {
  name: string
  role: LeadershipRole
}

/**
 * The bands in which Companies House records a person with significant control's shares: more
 * than 25% up to 50%, more than 50% and less than 75%, 75% or more.
 */
export const shareBands = ['over25', 'over50', 'over75'] as const
type ShareBand = (typeof shareBands)[number]

export interface Owner {
  /** A person or a company, as the register of persons with significant control names them. */
  name: string
  shares: ShareBand
}

export const trustFacts = {
  /**
   * SAMPLES: the company has stated no certification or assessment status (design review
   * 2026-12-01, DES-02). They name no real scheme, so that not even a marked sample reads as a
   * certificate Vaultline holds or seeks; each of the three statuses is shown once.
   */
  schemes: [
    sample<SchemeEntry>({ scheme: 'Example scheme A', status: 'held', month: '2026-03' }),
    sample<SchemeEntry>({ scheme: 'Example scheme B', status: 'inAudit', month: '2027-02' }),
    sample<SchemeEntry>({ scheme: 'Example scheme C', status: 'planned', month: '2027-06' }),
  ],
  /**
   * SAMPLE: that independent specialists test the apps, servers and infrastructure is given (the
   * home page, /faqs, the edition pages); who tested and when is not.
   */
  tests: [
    sample<IndependentTest>({
      tester: 'A. N. Other Ltd',
      scope: ['apps', 'servers', 'infrastructure'],
      month: '2026-09',
    }),
  ],
  /** Every document here is one the site already offers, on the page named beside it. */
  documents: [
    // /.well-known/security.txt (scripts/hosting/securityTxt.ts), with no key: the key is sent on request.
    given<TrustDocument>({ id: 'securityTxt', availability: 'public' }),
    // /security/vulnerability-disclosure/
    given<TrustDocument>({ id: 'disclosurePolicy', availability: 'public' }),
    // /encryption/: the protocol, its algorithms, what the servers keep and who runs them.
    given<TrustDocument>({ id: 'protocolOverview', availability: 'public' }),
    // /downloads/: every installer's SHA-384 and signature file.
    given<TrustDocument>({ id: 'releaseVerification', availability: 'public' }),
    // The home page: the protocol and key schedule, documented in full, shared under NDA with customers, accreditors and reviewers.
    given<TrustDocument>({ id: 'designDocumentation', availability: 'nda' }),
    // /solutions/industries/ and the edition pages: architecture and data-flow documents, under NDA.
    given<TrustDocument>({ id: 'architectureDocumentation', availability: 'nda' }),
    // The home page, /faqs, /get-started: summaries of the independent penetration tests, under NDA.
    given<TrustDocument>({ id: 'penetrationTestSummaries', availability: 'nda' }),
    // The privacy notice: the service's privacy information and sub-processor list, before a customer signs; anyone may ask.
    given<TrustDocument>({ id: 'dataProcessing', availability: 'onRequest' }),
    // /solutions/industries/: a software bill of materials with every release.
    given<TrustDocument>({ id: 'sbom', availability: 'withRelease' }),
  ],
  /**
   * The service's sub-processors the site names (the privacy notice; serverView.push). The full
   * list, with where each holds data, goes to customers before they sign.
   */
  subProcessors: [
    given<SubProcessor>({ id: 'apns', company: 'Apple', service: serverView.push.providers[0] }),
    given<SubProcessor>({ id: 'fcm', company: 'Google', service: serverView.push.providers[1] }),
    // The hosting providers of the Enterprise regions: the site says there are some and names none.
    notGiven<SubProcessor>(),
  ],
}

export const companyFacts = {
  /** The year Vaultline Ltd was incorporated: not given. */
  founded: notGiven<number>(),
  /** SAMPLE: the persons with significant control of Vaultline Ltd are not given. */
  owners: [sample<Owner>({ name: 'A. N. Other', shares: 'over75' })],
  /** SAMPLES: no leader of the company is named anywhere on the site. */
  leadership: [
    sample<Leader>({ name: 'A. N. Other', role: 'chiefExecutive' }),
    sample<Leader>({ name: 'A. N. Other', role: 'chiefInformationSecurity' }),
  ],
  /** An address for press and analysts: not given (/contact describes the channel and names none). */
  pressEmail: notGiven<string>(),
}

/** Every business fact, as dist-check reads them for samples. */
export const businessFacts = { trust: trustFacts, company: companyFacts } satisfies Record<
  string,
  Record<string, BusinessFact<unknown> | readonly BusinessFact<unknown>[]>
>

/** This file, as a build message names it. */
export const businessFactsFile = 'src/content/trust/trustFacts.ts'

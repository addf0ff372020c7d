/**
 * The technical facts the site states, written once: which algorithm does which job in each
 * cryptographic profile, how releases are signed and checked, how groups and ratchets are keyed,
 * the standards and government deadlines behind them, and the platforms the apps support.
 *
 * Copy never types these values. Locale strings and blog posts interpolate them as
 * `{{facts.…}}` (src/i18n/factVariables.ts formats dates and numbers per language), and
 * dist-check/checks/technicalFacts.ts fails a built page that names an algorithm this file does
 * not hold, or names one in the wrong role. A TypeScript module rather than JSON: the types tie
 * every profile value to the algorithm list, and the comments carry the source of each fact.
 */

export type AlgorithmKind = 'kem' | 'keyAgreement' | 'signature' | 'publicKey' | 'curve' | 'cipher' | 'hash' | 'kdf'

interface AlgorithmEntry {
  kind: AlgorithmKind
  /** The document that defines it. */
  definedIn: string
}

/**
 * Every algorithm, parameter-set and hash name a page may print. Names in the product's
 * profiles come first; the rest appear where pages explain the standards or the threat.
 */
export const algorithms = {
  'ML-KEM': { kind: 'kem', definedIn: 'FIPS 203' },
  'ML-KEM-512': { kind: 'kem', definedIn: 'FIPS 203' },
  'ML-KEM-768': { kind: 'kem', definedIn: 'FIPS 203' },
  'ML-KEM-1024': { kind: 'kem', definedIn: 'FIPS 203' },
  'ML-DSA': { kind: 'signature', definedIn: 'FIPS 204' },
  'ML-DSA-44': { kind: 'signature', definedIn: 'FIPS 204' },
  'ML-DSA-65': { kind: 'signature', definedIn: 'FIPS 204' },
  'ML-DSA-87': { kind: 'signature', definedIn: 'FIPS 204' },
  'SLH-DSA': { kind: 'signature', definedIn: 'FIPS 205' },
  'FN-DSA': { kind: 'signature', definedIn: 'FIPS 206 (in development)' },
  HQC: { kind: 'kem', definedIn: 'NIST IR 8545 (selected for standardisation)' },
  LMS: { kind: 'signature', definedIn: 'NIST SP 800-208' },
  X25519: { kind: 'keyAgreement', definedIn: 'RFC 7748' },
  Ed25519: { kind: 'signature', definedIn: 'RFC 8032' },
  ECDH: { kind: 'keyAgreement', definedIn: 'NIST SP 800-56A' },
  ECDSA: { kind: 'signature', definedIn: 'FIPS 186-5' },
  'P-384': { kind: 'curve', definedIn: 'NIST SP 800-186' },
  RSA: { kind: 'publicKey', definedIn: 'RFC 8017' },
  AES: { kind: 'cipher', definedIn: 'FIPS 197' },
  'AES-192': { kind: 'cipher', definedIn: 'FIPS 197' },
  'AES-256': { kind: 'cipher', definedIn: 'FIPS 197' },
  'AES-256-GCM': { kind: 'cipher', definedIn: 'NIST SP 800-38D' },
  'SHA-384': { kind: 'hash', definedIn: 'FIPS 180-4' },
  HKDF: { kind: 'kdf', definedIn: 'RFC 5869' },
} as const satisfies Record<string, AlgorithmEntry>

export type AlgorithmName = keyof typeof algorithms

/** One cryptographic profile: what protects a session, end to end. */
export interface CryptoProfile {
  /** Classical half of the hybrid key exchange. */
  keyAgreement: string
  /** Post-quantum half of the hybrid key exchange, and the KEM the ratchet re-keys with. */
  kem: AlgorithmName
  /** Post-quantum identity signature on every device and user key. */
  signature: AlgorithmName
  /** Classical signature made alongside it. */
  classicalSignature: string
  /** Messages, call media (SRTP) and files. */
  cipher: AlgorithmName
  kdf: AlgorithmName
  kdfHash: AlgorithmName
}

/**
 * Decision: two profiles, the same protocol. The commercial default follows NIST's general-use
 * parameter sets; the CNSA 2.0 profile uses the parameter sets NSA requires for national security
 * systems (ML-KEM-1024, ML-DSA-87, AES-256, SHA-384; CNSA 2.0 FAQ v2.1, December 2024). NSA does
 * not require a hybrid; we keep a classical half in both, from CNSA 1.0 in the CNSA profile, so
 * every algorithm in that profile is on NSA's lists and an attacker still has to break both.
 */
export const profiles = {
  commercial: { keyAgreement: 'X25519', kem: 'ML-KEM-768', signature: 'ML-DSA-65', classicalSignature: 'Ed25519', cipher: 'AES-256-GCM', kdf: 'HKDF', kdfHash: 'SHA-384' },
  cnsa: { keyAgreement: 'ECDH P-384', kem: 'ML-KEM-1024', signature: 'ML-DSA-87', classicalSignature: 'ECDSA P-384', cipher: 'AES-256-GCM', kdf: 'HKDF', kdfHash: 'SHA-384' },
} as const satisfies Record<string, CryptoProfile>

/** Which editions run which profile by default. Enterprise tenants may choose the CNSA 2.0 profile. */
export const editionProfiles = { enterprise: 'commercial', government: 'cnsa', onPremises: 'cnsa', voiceGateway: 'the edition it extends' } as const

/**
 * Decision: one release-signing scheme on every platform and edition. Each release manifest
 * carries two signatures and installers refuse it unless both verify: ML-DSA-87 and LMS, the two
 * schemes CNSA 2.0 approves for signing software, resting on different problems (lattices,
 * hash functions). SLH-DSA is not used: NSA does not approve it for national security systems.
 */
export const releaseSigning = { algorithms: ['ML-DSA-87', 'LMS'], standards: ['FIPS 204', 'NIST SP 800-208'] } as const satisfies { algorithms: readonly AlgorithmName[]; standards: readonly string[] }

/** Decision: one checksum hash everywhere (the CNSA 2.0 hash), published in the signed manifest. */
export const checksum: AlgorithmName = 'SHA-384'

/**
 * Decision: groups use MLS (RFC 9420), with a hybrid post-quantum ciphersuite built from the
 * profile's algorithms; membership changes and periodic updates move the group to a new epoch.
 */
export const groupKeys = { protocol: 'MLS', standard: 'RFC 9420' } as const

/**
 * Decision: the ratchet is post-quantum throughout, not only at the start. Besides the classical
 * ratchet step on every reply, a fresh encapsulation with the profile's KEM is mixed in at least
 * every `messages` messages in each direction and every `hours` hours of an active conversation
 * (Signal's Sparse Post-Quantum Ratchet has done the same since October 2025).
 */
export const ratchet = { messages: 50, hours: 24 } as const

/** Standards and government milestones. Dates are ISO (YYYY-MM or YYYY-MM-DD); years are numbers. */
export const standards = {
  /** FIPS 203 (ML-KEM), 204 (ML-DSA), 205 (SLH-DSA): final, effective 14 August 2024. csrc.nist.gov/pubs/fips/203/final */
  nistPqc: { published: '2024-08' },
  /**
   * FIPS 206 (FN-DSA, from Falcon): still in development. In May 2026 it had not been published;
   * we could not confirm a later status, so copy says only that it is not yet final.
   */
  fips206: { algorithm: 'FN-DSA', status: 'not final' },
  /** NIST IR 8545, 11 March 2025: HQC selected as a backup KEM on different mathematics; final standard expected 2027. */
  hqc: { algorithm: 'HQC', selected: '2025-03', finalExpected: 2027 },
  /** NSA CNSA 2.0 (September 2022, FAQ v2.1 December 2024): new NSS acquisitions compliant from 1 January 2027; all NSS quantum-resistant by 2035. */
  cnsa2: { newAcquisitions: '2027-01-01', allSystems: 2035 },
  /** NCSC "Timelines for migration to post-quantum cryptography", 20 March 2025. */
  ncsc: { published: '2025-03', discovery: 2028, priority: 2031, complete: 2035 },
  /** NIS Cooperation Group, "A Coordinated Implementation Roadmap for the Transition to PQC", June 2025. */
  euRoadmap: { published: '2025-06', firstSteps: 2026, highRisk: 2030, mediumRisk: 2035 },
  /** Signal, "Signal Protocol and Post-Quantum Ratchets" (SPQR), 2 October 2025. */
  spqr: { since: '2025-10' },
} as const

/** Minimum supported platforms. Windows 10 left support on 14 October 2025 and is not supported. */
export const platforms = { ios: '17', android: '12', windows: '11', macos: '14 Sonoma', ubuntu: '22.04', debian: '12', rhel: '9', windows10EndOfSupport: '2025-10' } as const

/** The month these facts were last checked against their sources. */
export const reviewedOn = '2026-11'

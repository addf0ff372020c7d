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
  XMSS: { kind: 'signature', definedIn: 'NIST SP 800-208' },
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
  'SHA-512': { kind: 'hash', definedIn: 'FIPS 180-4' },
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
  commercial: {
    keyAgreement: 'X25519',
    kem: 'ML-KEM-768',
    signature: 'ML-DSA-65',
    classicalSignature: 'Ed25519',
    cipher: 'AES-256-GCM',
    kdf: 'HKDF',
    kdfHash: 'SHA-384',
  },
  cnsa: {
    keyAgreement: 'ECDH P-384',
    kem: 'ML-KEM-1024',
    signature: 'ML-DSA-87',
    classicalSignature: 'ECDSA P-384',
    cipher: 'AES-256-GCM',
    kdf: 'HKDF',
    kdfHash: 'SHA-384',
  },
} as const satisfies Record<string, CryptoProfile>

/** Which editions run which profile by default. Enterprise tenants may choose the CNSA 2.0 profile. */
export const editionProfiles = {
  enterprise: 'commercial',
  government: 'cnsa',
  onPremises: 'cnsa',
  voiceGateway: 'the edition it extends',
} as const

/**
 * Decision: one release-signing scheme for what our own code installs. Each release manifest
 * carries two signatures, ML-DSA-87 and LMS, resting on different problems (lattices, hash
 * functions); the desktop updater and the offline installer refuse a release unless both verify.
 * CNSA 2.0 approves three schemes for signing software and firmware: ML-DSA-87, and LMS and XMSS
 * (NIST SP 800-208), the hash-based two only in their single-tree forms (not HSS or XMSS^MT). We
 * use single-tree LMS, signing inside a hardware security module that cannot export the key, as
 * SP 800-208 requires (state management to be described in the design documentation; business to
 * confirm the module). SLH-DSA is not used: NSA does not approve it for national security systems.
 *
 * What is signed how, per way of installing (F4): the first install of a desktop app rests on its
 * platform's own classical signature; apps from the App Store and Google Play are verified by the
 * stores' classical signatures, never by our updater. Both of our signatures protect desktop
 * updates, offline bundles and the packages of private (government) app distribution, which the
 * customer can verify before import.
 */
export const releaseSigning = {
  algorithms: ['ML-DSA-87', 'LMS'],
  standards: ['FIPS 204', 'NIST SP 800-208'],
  /** CNSA 2.0's software- and firmware-signing schemes, of which we use the first two. */
  cnsaSoftwareSigning: ['ML-DSA-87', 'LMS', 'XMSS'],
  lmsVariant: 'single-tree',
} as const satisfies {
  algorithms: readonly AlgorithmName[]
  standards: readonly string[]
  cnsaSoftwareSigning: readonly AlgorithmName[]
  lmsVariant: string
}

/**
 * How each way of installing is protected (F4), for the copy that says "what is signed how".
 * `ours`: our two signatures are checked before anything installs; `platform`: only the
 * platform's or store's own (classical) signature protects it.
 */
export const installProtection = {
  desktopFirstInstall: 'platform',
  desktopUpdates: 'ours',
  offlineBundles: 'ours',
  privateAppDistribution: 'ours',
  appStores: 'platform',
} as const satisfies Record<string, 'ours' | 'platform'>

/** Decision: one checksum hash everywhere (the CNSA 2.0 hash), published in the signed manifest. */
export const checksum: AlgorithmName = 'SHA-384'

/**
 * Decision: groups use MLS (RFC 9420); membership changes and the periodic updates members send move
 * the group to a new epoch (no fixed update period has been decided, so copy states none). RFC 9420
 * defines no post-quantum ciphersuite. The IETF draft draft-ietf-mls-pq-ciphersuites (Mahy and
 * Barnes) defines suites with a classical signature, whose KEM is ML-KEM alone or a hybrid of ML-KEM
 * with X25519, P-256 or P-384 (the draft: authenticity "against classical attacks only"), and a few
 * suites signed with ML-DSA. Up to -05 those used ML-KEM alone; -06 (21 July 2026) added one that
 * pairs the X25519 hybrid with ML-DSA-44, though its introduction still says the ML-DSA suites "use
 * only post-quantum KEMs", so copy says nothing about the KEM of the ML-DSA suites (fresh reader,
 * 2 December 2026). MLS carries one signature scheme per suite, so no suite in the draft signs with
 * ML-DSA and a classical scheme together (copy-en 2026-12-01 F-1). Our groups use the draft's hybrid suite built from the profile's
 * algorithms (`suite`), under a private-use code point until IANA registers one, and move to the
 * registered suite by update: group keys are hybrid post-quantum, group messages are signed with
 * the profile's classical signature only. The ML-DSA identity signatures (`profiles`) protect
 * device and user keys and one-to-one conversations and calls, not the signatures inside a group.
 */
export const groupKeys = {
  protocol: 'MLS',
  standard: 'RFC 9420',
  pqCiphersuiteDraft: 'draft-ietf-mls-pq-ciphersuites',
  /** Per profile: the suite's hybrid KEM halves, its cipher and hash, and its one (classical) signature. */
  suite: {
    commercial: {
      kem: profiles.commercial.kem,
      keyAgreement: profiles.commercial.keyAgreement,
      cipher: profiles.commercial.cipher,
      hash: profiles.commercial.kdfHash,
      signature: profiles.commercial.classicalSignature,
    },
    cnsa: {
      kem: profiles.cnsa.kem,
      keyAgreement: 'P-384',
      cipher: profiles.cnsa.cipher,
      hash: profiles.cnsa.kdfHash,
      signature: profiles.cnsa.classicalSignature,
    },
  },
  /** Whether the signatures inside a group resist a quantum computer: not with the draft's hybrid suites. */
  postQuantumSignatures: false,
} as const

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
  /**
   * NSA CNSA 2.0 (September 2022, FAQ v2.1 December 2024): new NSS acquisitions compliant from
   * 1 January 2027; all NSS quantum-resistant by 2035. Transition dates differ by kind of system;
   * for software and firmware signing exclusive use by 2030, for browsers, servers, cloud services
   * and custom applications by 2033 (F13). SHA-384 or SHA-512 (F13).
   */
  cnsa2: {
    newAcquisitions: '2027-01-01',
    allSystems: 2035,
    softwareSigningExclusive: 2030,
    applicationsExclusive: 2033,
    faqVersion: '2.1',
    faqPublished: '2024-12',
  },
  /**
   * NCSC "Timelines for migration to post-quantum cryptography", 20 March 2025. NCSC recommends
   * ML-KEM-768 and ML-DSA-65 for general use, and accepts post-quantum/traditional hybrids as an
   * interim measure while expecting post-quantum-only schemes in the long run (F14).
   */
  ncsc: {
    published: '2025-03',
    discovery: 2028,
    priority: 2031,
    complete: 2035,
    generalKem: 'ML-KEM-768',
    generalSignature: 'ML-DSA-65',
  },
  /** NIS Cooperation Group, "A Coordinated Implementation Roadmap for the Transition to PQC", June 2025. */
  euRoadmap: { published: '2025-06', firstSteps: 2026, highRisk: 2030, mediumRisk: 2035 },
  /** Signal, "Signal Protocol and Post-Quantum Ratchets" (SPQR), 2 October 2025. */
  spqr: { since: '2025-10' },
} as const

/**
 * Minimum supported platforms, by one rule: we support an operating system while its vendor still
 * ships security updates for it (F5). Windows 10 left support on 14 October 2025 and is not
 * supported. Android 12 and 12L left Google's security bulletin on 31 March 2025 and Android 13
 * after it; iOS 17 devices can all run iOS 18; macOS follows Apple's current-plus-two pattern, so
 * 15 Sequoia is the oldest still patched in November 2026. Linux: the distributions we build
 * packages for (Fedora is not among them, C14). Recheck each release against the vendors' pages.
 */
export const platforms = {
  ios: '18',
  android: '14',
  windows: '11',
  macos: '15 Sequoia',
  ubuntu: '22.04',
  debian: '12',
  rhel: '9',
  windows10EndOfSupport: '2025-10',
} as const

/**
 * The law Vaultline Ltd answers to as a UK company, for the lawful-access answers (F9): the
 * Investigatory Powers Act 2016, as amended by the Investigatory Powers (Amendment) Act 2024,
 * which added notification notices (section 258A): a relevant operator can be required to tell
 * the Home Secretary in advance of changes that would affect lawful access. The Act can forbid a
 * provider to say whether it has received a notice (s.255(8)), so copy makes no statement either
 * way and no promise the law could forbid us to keep.
 */
export const lawfulAccess = {
  act: 'Investigatory Powers Act 2016',
  amendment: 'Investigatory Powers (Amendment) Act 2024',
  notificationNotices: 'section 258A',
} as const

/**
 * One account of what the servers see (C3): what the service holds about the people who use it,
 * for how long, who operates it and under which law, per edition. /encryption renders it as a
 * table in every language; every other page quotes these values through {{facts.serverView.…}}
 * and links there instead of describing the metadata in its own words.
 *
 * Content is never among it: messages, calls and files reach the servers only as ciphertext,
 * with one exception, the Voice Gateway (`voiceGateway`), which decrypts calls to ordinary phones.
 *
 * THE RETENTION PERIODS ARE PROPOSALS THE BUSINESS MUST CONFIRM before launch (the review asked for
 * numbers no document in this repository holds): each is named here once, and every page follows
 * a change. Until confirmed they are samples (trust/siteValuesToConfirm.ts), so a build for a real
 * host stops on them. A relay that queues ciphertext for a recipient necessarily knows the recipient, the
 * sending account, the time, the (padded) size and the connecting IP address; the service keeps
 * no sealed-sender scheme, so the sender is visible to it.
 */
export const serverView = {
  /** Records, in the order the table lists them. `days` is how long the record is kept. */
  records: {
    /** Ciphertext waiting for a recipient's device: deleted when every device has collected it, or after `days`. */
    queuedMessages: { days: 30 },
    /** Delivery records: sending account, receiving account or group, time, padded size. */
    deliveryRecords: { days: 7 },
    /** Connection logs: account, device, IP address, time of connection. */
    connectionLogs: { days: 30 },
    /** Accounts: directory attributes synchronised from the customer, devices and their public keys; deleted `days` after the account is removed. */
    accounts: { days: 30 },
    /** Group membership the server needs to deliver to a group: kept while the group exists, deleted with it. */
    groupMembership: { until: 'the group is deleted' },
    /** Push tokens (Apple, Google) for a registered device: kept while it is registered. */
    pushTokens: { until: 'the device is removed' },
    /** The customer's administrator audit log: kept for `months`. */
    adminAuditLog: { months: 12 },
  },
  /** Push notifications: what goes through Apple's and Google's services (O3, O4). */
  push: {
    providers: ['Apple Push Notification service', 'Firebase Cloud Messaging'],
    /** Design decision (business to confirm): the wake-up carries no message content, no sender name and no conversation name. */
    payload: 'content-free wake-up',
    /** On a network with no internet: iOS can be woken only on Wi-Fi networks configured for Local Push Connectivity; Android keeps its own connection to your server. */
    isolated: {
      ios: 'Local Push Connectivity, on configured Wi-Fi networks only',
      android: 'a persistent connection to your own server',
    },
  },
  /** Who operates the servers, where, and which law reaches them, per edition (C2). */
  editions: {
    enterprise: { operator: 'Vaultline Ltd', hosting: 'UK or EU region chosen at onboarding' },
    /** Infrastructure dedicated to the customer, not controlled by it; UK SC/DV-cleared Vaultline staff or a local partner's cleared staff (O14). */
    government: {
      operator: 'Vaultline Ltd (UK SC or DV-cleared staff) or a local partner you approve',
      hosting: 'dedicated, in-country',
    },
    onPremises: { operator: 'the customer', hosting: 'infrastructure the customer controls' },
  },
  /**
   * The one exception to "our servers relay only ciphertext" (C1, C4, C5): a Voice Gateway
   * decrypts the audio of calls to ordinary phones and re-encrypts it for the trunk. Whoever runs
   * it can hear those calls. Customers run it; for Enterprise, Vaultline can host it, and then
   * those calls are readable on a Vaultline server. Calls between Vaultline users never pass through it.
   */
  voiceGateway: { decryptsCalls: true, vaultlineHosts: 'Enterprise only, on request' },
} as const

/**
 * Protected links for outsiders (copy-en 2026-12-01 K-1). How the file key reaches the browser of
 * someone who is in no conversation has not been decided in writing (docs/copy-round3/part-a.md,
 * O23): in the link's fragment, derived from the passcode, or decrypted by the server. Each has
 * different properties (a passcode-derived key can be guessed offline by whoever holds the
 * ciphertext; browser decryption runs code Vaultline serves; server decryption gives Vaultline the
 * key). Until engineering answers, copy says only what holds for all three: a link is outside the
 * end-to-end encryption between Vaultline apps, its protection rests on the link, the passcode sent
 * separately and the web page Vaultline serves, and "never has a key" and "travels only inside the
 * conversation" are said of files shared between Vaultline apps only.
 */
export const outsiderLinks = {
  endToEndBetweenApps: false,
  passcode: 'sent separately',
  keyDelivery: 'not yet published',
} as const

/**
 * The connection between each app and the servers (copy-en 2026-12-01 K-3): pinned and mutually
 * authenticated (threat-network). Whether its key exchange is hybrid post-quantum (for example the
 * TLS 1.3 groups X25519MLKEM768, SecP384r1MLKEM1024) has not been decided in writing, so copy claims
 * post-quantum protection for the end-to-end layer only ("from the first message", not "from the
 * first packet") and says that the app-to-server link carries the metadata of `serverView`.
 */
export const transport = {
  pinned: true,
  postQuantumKeyExchange: 'not yet published',
} as const

/**
 * What the "Verified" badge trusts (copy-en 2026-12-01 K-5). The badge means a contact's device keys
 * match the directory the servers publish and both identity signatures check: it trusts whoever
 * operates the directory (serverView.editions: Vaultline Ltd for Enterprise and Government, the
 * customer for On-Premises). A new device of a user is accepted only when approved from one of
 * that user's devices already verified, and the user's contacts are told it was added (downloads
 * page). Comparing safety numbers or scanning the QR code in person checks the keys between the two
 * devices without trusting the directory. Key transparency is not offered; copy does not claim it.
 */
export const verification = {
  badgeTrusts: 'the directory operator',
  newDevice: 'approved from an already verified device; contacts told',
  independentCheck: 'safety number or QR code, in person',
  keyTransparency: false,
} as const

/** The month these facts were last checked against their sources. */
export const reviewedOn = '2026-11'

/**
 * Design decisions that copy states as absolutes (src/content/heldAbsolutes.ts names them, and
 * dist-check/checks/absoluteClaims.ts fails an absolute about security that no fact holds).
 */
export const commitments = {
  /** Messages, calls and files between Vaultline users never fall back to SMS, email or the phone network; only calls reach ordinary phones, through the Voice Gateway (serverView.voiceGateway). Video, messages and files are never bridged. */
  noFallbackChannel: { bridged: 'calls to ordinary phones, through the Voice Gateway' },
  /** Where a customer archives messages, the archive receives a copy encrypted to the customer's own compliance key, never to Vaultline's. */
  complianceArchive: { encryptedTo: 'the customer’s compliance key' },
  /** Calls are not recorded unless the customer's policy enables it for named groups, and then only to storage the customer controls. */
  callRecording: { default: 'off', storage: 'the customer’s' },
  /**
   * On the device: identity keys and the local message store are encrypted under keys in the Secure
   * Enclave or Android Keystore (StrongBox where available); history is never backed up to consumer
   * clouds in readable form; a revoked device can no longer send or receive and its Vaultline data
   * is erased when it next connects.
   */
  device: {
    keyStore: ['Secure Enclave', 'Android Keystore'],
    consumerCloudBackup: 'never readable',
    revoked: 'cannot send or receive; erased at next connection',
  },
  /** The administrator audit log records actions, never message content (serverView.records.adminAuditLog). */
  auditLogWithoutContent: true,
  /**
   * Private identity and message keys are generated on the device and never leave it (each device
   * has its own; nothing is synchronised). In a one-to-one conversation or call, the session key is
   * derived on each of the two devices and never transmitted: what crosses the network is public keys
   * and the KEM ciphertext, which carries the post-quantum secret encapsulated to the recipient's key
   * (a KEM does send its secret, encrypted; copy-en 2026-12-01 F-2). A group is keyed differently:
   * MLS sends each new member the group secret encrypted to that member's keys (a Welcome message),
   * and each commit sends fresh path secrets encrypted to the other members (RFC 9420).
   */
  keysOnDevice: {
    privateKeys: 'generated on the device, never exported',
    sessionKey: 'one-to-one: derived on each of the two devices, never transmitted',
    groupSecret: 'groups: sent to each member encrypted to that member’s keys (RFC 9420)',
  },
  /** Hybrid key exchange: an attacker must break both the classical and the post-quantum half, so security does not fall below the classical level (profiles). */
  hybridFloor: { classical: 'keyAgreement', postQuantum: 'kem' },
} as const

/**
 * The `{{facts.…}}` variables every translation can interpolate: the values of
 * src/content/facts.ts, with dates written the way each language writes them, so a translator
 * types a placeholder and never an algorithm name, a parameter set or a deadline.
 */
import type { Language } from '../../routes.config'
import {
  checksum,
  type AlgorithmName,
  groupKeys,
  lawfulAccess,
  platforms,
  profiles,
  ratchet,
  releaseSigning,
  reviewedOn,
  serverView,
  standards,
} from '../content/facts'
import { desktopRelease } from '../content/releases/releases'
import { formatLongDate as fullDate, formatMonthYear } from './formatDate'

export function factVariables(language: Language) {
  const { nistPqc, fips206, hqc, cnsa2, ncsc, euRoadmap, spqr } = standards
  return {
    commercial: profiles.commercial,
    cnsa: profiles.cnsa,
    cipher: profiles.commercial.cipher,
    blockCipher: 'AES-256' satisfies AlgorithmName,
    kdf: profiles.commercial.kdf,
    kdfHash: profiles.commercial.kdfHash,
    checksum,
    releaseSigning: {
      pq: releaseSigning.algorithms[0],
      hashBased: releaseSigning.algorithms[1],
      pqStandard: releaseSigning.standards[0],
      hashBasedStandard: releaseSigning.standards[1],
      /** The third scheme CNSA 2.0 approves for signing software, which we do not use. */
      cnsaThird: releaseSigning.cnsaSoftwareSigning[2],
    },
    /** The desktop release the downloads page offers. */
    release: { version: desktopRelease.version, date: fullDate(desktopRelease.released, language) },
    /** The group suite's names; whether its signatures are post-quantum is a fact for code, not a value to print. */
    groupKeys: {
      protocol: groupKeys.protocol,
      standard: groupKeys.standard,
      pqCiphersuiteDraft: groupKeys.pqCiphersuiteDraft,
      suite: groupKeys.suite,
    },
    ratchet,
    nist: {
      published: formatMonthYear(nistPqc.published, language),
      kem: 'ML-KEM' satisfies AlgorithmName,
      dsa: 'ML-DSA' satisfies AlgorithmName,
      slhDsa: 'SLH-DSA' satisfies AlgorithmName,
    },
    fips206: { algorithm: fips206.algorithm },
    hqc: {
      algorithm: hqc.algorithm,
      selected: formatMonthYear(hqc.selected, language),
      finalExpected: hqc.finalExpected,
    },
    cnsa2: {
      newAcquisitions: fullDate(cnsa2.newAcquisitions, language),
      allSystems: cnsa2.allSystems,
      softwareSigningExclusive: cnsa2.softwareSigningExclusive,
      applicationsExclusive: cnsa2.applicationsExclusive,
      faqVersion: cnsa2.faqVersion,
      faqPublished: formatMonthYear(cnsa2.faqPublished, language),
      hashes: 'SHA-384' satisfies AlgorithmName,
      hashesAlternative: 'SHA-512' satisfies AlgorithmName,
    },
    ncsc: {
      published: formatMonthYear(ncsc.published, language),
      discovery: ncsc.discovery,
      priority: ncsc.priority,
      complete: ncsc.complete,
      generalKem: ncsc.generalKem,
      generalSignature: ncsc.generalSignature,
    },
    eu: {
      published: formatMonthYear(euRoadmap.published, language),
      firstSteps: euRoadmap.firstSteps,
      highRisk: euRoadmap.highRisk,
      mediumRisk: euRoadmap.mediumRisk,
    },
    spqr: { since: formatMonthYear(spqr.since, language) },
    platforms: { ...platforms, windows10EndOfSupport: formatMonthYear(platforms.windows10EndOfSupport, language) },
    /** Retention of what the servers hold, one number per record (src/content/facts.ts serverView). */
    serverView: {
      queuedDays: serverView.records.queuedMessages.days,
      deliveryDays: serverView.records.deliveryRecords.days,
      connectionDays: serverView.records.connectionLogs.days,
      accountDays: serverView.records.accounts.days,
      auditMonths: serverView.records.adminAuditLog.months,
    },
    lawfulAccess,
    reviewedOn: formatMonthYear(reviewedOn, language),
  }
}

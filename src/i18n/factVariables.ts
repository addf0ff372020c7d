/**
 * The `{{facts.…}}` variables every translation can interpolate: the values of
 * src/content/facts.ts, with dates written the way each language writes them, so a translator
 * types a placeholder and never an algorithm name, a parameter set or a deadline.
 */
import type { Language } from '../../routes.config'
import { checksum, type AlgorithmName, groupKeys, platforms, profiles, ratchet, releaseSigning, reviewedOn, standards } from '../content/facts'
import { intlLocales } from './formatDate'

export function monthYear(isoMonth: string, language: Language): string {
  return new Intl.DateTimeFormat(intlLocales[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoMonth}-01T00:00:00Z`))
}

function fullDate(isoDate: string, language: Language): string {
  const written = new Intl.DateTimeFormat(intlLocales[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
  // French writes the first day of a month as an ordinal: « 1er janvier ».
  return language === 'fr' ? written.replace(/^1 /, '1er ') : written
}

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
    releaseSigning: { pq: releaseSigning.algorithms[0], hashBased: releaseSigning.algorithms[1], pqStandard: releaseSigning.standards[0], hashBasedStandard: releaseSigning.standards[1] },
    groupKeys,
    ratchet,
    nist: { published: monthYear(nistPqc.published, language), kem: 'ML-KEM' satisfies AlgorithmName, dsa: 'ML-DSA' satisfies AlgorithmName, slhDsa: 'SLH-DSA' satisfies AlgorithmName },
    fips206: { algorithm: fips206.algorithm },
    hqc: { algorithm: hqc.algorithm, selected: monthYear(hqc.selected, language), finalExpected: hqc.finalExpected },
    cnsa2: { newAcquisitions: fullDate(cnsa2.newAcquisitions, language), allSystems: cnsa2.allSystems },
    ncsc: { published: monthYear(ncsc.published, language), discovery: ncsc.discovery, priority: ncsc.priority, complete: ncsc.complete },
    eu: { published: monthYear(euRoadmap.published, language), firstSteps: euRoadmap.firstSteps, highRisk: euRoadmap.highRisk, mediumRisk: euRoadmap.mediumRisk },
    spqr: { since: monthYear(spqr.since, language) },
    platforms: { ...platforms, windows10EndOfSupport: monthYear(platforms.windows10EndOfSupport, language) },
    reviewedOn: monthYear(reviewedOn, language),
  }
}

export type FactVariables = ReturnType<typeof factVariables>

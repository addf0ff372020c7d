/**
 * The facts and claims findings of the English copy review of 2026-12-01
 * (../shared/reviews/2026-12-01/copy-en.md, F-n and K-n) that tests/findings/2026-12-01-copy-en.ts
 * records as fixed, one test each, named by the finding's id. Each reads the locale files of the
 * five languages (through tests/unit/locales/copyGuard.ts, with `{{facts.…}}` filled in) and, where
 * the fix is a fact, src/content/facts.ts: the reviewer's wrong claim must not come back and the
 * correction must stay. A plain pattern is a fact every language prints; a per-language pattern
 * names the wording of each.
 */
import { describe, expect, it } from 'vitest'
import { groupKeys, profiles } from '../../../src/content/facts'
import { expectCopy } from '../locales/copyGuard'

const productPages = ['product-enterprise', 'product-government', 'product-on-premises'] as const

describe('copy-en 2026-12-01: facts and claims', () => {
  it('F-1: groups use the IETF draft’s hybrid MLS suite, which signs with the profile’s classical algorithm only, and the copy says so', () => {
    // The fact: the suite is built from the profile's algorithms, and its one signature is the classical one.
    expect(groupKeys.suite.commercial).toMatchObject({
      kem: profiles.commercial.kem,
      signature: profiles.commercial.classicalSignature,
    })
    expect(groupKeys.suite.cnsa).toMatchObject({ kem: profiles.cnsa.kem, signature: profiles.cnsa.classicalSignature })
    expect(groupKeys.postQuantumSignatures).toBe(false)
    // The table row names, per profile, the hybrid KEM and the classical signature of the group suite.
    expectCopy({
      places: ['encryption#algorithms.rows.4'],
      present: /ML-KEM-768[^\n]*X25519[^\n]*Ed25519[^\n]*\n[^\n]*ML-KEM-1024[^\n]*P-384[^\n]*ECDSA P-384/,
      absent:
        /hybrid ciphersuite from the profile|cifrado híbrido formado por los algoritmos|cifras híbrido formado pelos algoritmos|hybride issue des algorithmes du profil|hybrider Cipher-Suite aus den Algorithmen/,
    })
    // The note says no draft suite signs with both, and that group signatures resist classical attacks only.
    expectCopy({
      places: ['encryption#algorithms.note'],
      present: {
        en: /none signs with both[^\n]*classical attacks only/,
        es: /ninguno firma con ambos[^\n]*únicamente ataques clásicos/,
        pt: /nenhum assina com ambos[^\n]*só resiste a ataques clássicos/,
        fr: /aucune ne signe avec les deux[^\n]*ne résiste qu’aux attaques classiques/,
        de: /keine signiert mit beidem[^\n]*nur klassischen Angriffen standhält/,
      },
    })
    // The edition pages say the group suite signs classically.
    expectCopy({
      places: ['product-enterprise#encrypted.items.0.body'],
      present: /Ed25519/,
      absent:
        /hybrid ciphersuite that follows|cifrado híbrido que sigue|cifras híbrido que segue|hybride issue d’un projet|hybriden Cipher-Suite nach einem/,
    })
    expectCopy({
      places: productPages.slice(1).map((page) => `${page}#encrypted.items.0.body`),
      present: /ECDSA P-384/,
      absent:
        /hybrid ciphersuite that follows|cifrado híbrido que sigue|cifras híbrido que segue|hybride issue d’un projet|hybriden Cipher-Suite nach einem/,
    })
    // "Cannot forge a trusted contact" is scoped to one-to-one conversations and calls.
    expectCopy({
      places: ['threat-quantum#counter.items.1.body'],
      absent:
        /cannot forge a trusted contact\.|falsificar un contacto de confianza\.|forjar um contacto de confiança\.|falsifier un contact de confiance\.|keinen vertrauenswürdigen Kontakt fälschen/,
      present: {
        en: /one-to-one[^\n]*group/,
        es: /individual[^\n]*grupo/,
        pt: /individual[^\n]*grupo/,
        fr: /individuels[^\n]*groupe/,
        de: /Einzelgesprächen[^\n]*Gruppen/,
      },
    })
  })
})

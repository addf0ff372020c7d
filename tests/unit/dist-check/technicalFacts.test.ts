import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import type { Language } from '../../../routes.config'
import { factProblems } from '../../../dist-check/checks/technicalFacts'
import { algorithms, checksum, profiles, releaseSigning } from '../../../src/content/facts'
import { factVariables } from '../../../src/i18n/factVariables'
import { languages } from '../../../routes.config'

/** A built page as the check sees it, with the given body. */
function page(body: string, language: Language = 'en', title = 'Downloads | Vaultline') {
  return parse(
    `<!doctype html><html lang="${language}"><head><title>${title}</title><meta name="description" content="Install Vaultline."></head><body><main>${body}</main></body></html>`,
  )
}
const problems = (body: string, language: Language = 'en') =>
  factProblems(page(body, language), language, 'locales/en/downloads.json')

describe('the technical-facts check over a built page', () => {
  it('passes a page that states the facts the facts source holds', () => {
    expect(
      problems(
        `<p>We publish ${checksum} checksums beside each download.</p><p>Release manifests are signed with ${releaseSigning.algorithms.join(' and ')}.</p><p>Sessions combine ${profiles.commercial.keyAgreement} and ${profiles.commercial.kem}.</p>`,
      ),
    ).toEqual([])
  })

  it('fails a page that names a wrong hash for its checksums, saying which hash the facts hold and what to write', () => {
    const found = problems(
      '<p>Every desktop installer is signed, and we publish SHA-256 checksums beside each download.</p>',
    )
    expect(found).toHaveLength(1)
    expect(found[0]).toMatchObject({ kind: 'unknown name', name: 'SHA-256' })
    expect(found[0]!.message).toContain('SHA-256 checksums beside each download')
    expect(found[0]!.fix).toContain('locales/en/downloads.json')
  })

  it('fails a held algorithm used in a role the facts give to another one, in a table row too', () => {
    const found = problems(
      '<p>Release manifests are signed with SLH-DSA.</p><table><tr><th>Signing of app releases</th><td>ML-DSA-65 with Ed25519</td></tr></table>',
    )
    expect(found.map((p) => `${p.kind}: ${p.name}`)).toEqual([
      'wrong role: ML-DSA-65',
      'wrong role: Ed25519',
      'wrong role: SLH-DSA',
    ])
    expect(found[0]!.fix).toContain('{{facts.releaseSigning.pq}}')
  })

  it('reads the role from the page’s own language', () => {
    expect(
      problems('<p>Jedes Paket wird mit SLH-DSA signiert und mit SHA-384-Prüfsummen veröffentlicht.</p>', 'de').map(
        (p) => p.name,
      ),
    ).toEqual(['SLH-DSA'])
    expect(problems('<p>Chaque version est signée avec Ed25519.</p>', 'fr').map((p) => p.name)).toEqual(['Ed25519'])
    // Identity signatures are not release signing: no role is read from this sentence.
    expect(problems('<p>Every device key is signed with ML-DSA-65 alongside Ed25519.</p>')).toEqual([])
  })

  it('catches misspelt names, retired names, typographic hyphens and German compounds without swallowing them', () => {
    const found = problems(
      '<p>We use ML-KEM-786, Kyber768 and ML\u2011KEM\u2011768.</p><p>Der ML-KEM-Standard ist final.</p>',
    )
    expect(found.map((p) => p.name)).toEqual(['ML-KEM-786', 'Kyber768', 'ML\u2011KEM\u2011768'])
  })

  it('fails a placeholder left unreplaced', () => {
    expect(problems('<p>Checksums use {{facts.checksumHash}}.</p>').map((p) => p.kind)).toContain(
      'unresolved placeholder',
    )
  })
})

describe('the facts source', () => {
  const held = new Set(Object.keys(algorithms))
  const namesIn = (value: string) => value.split(' ').filter((word) => /[A-Z]/.test(word))

  it('holds every algorithm its profiles and roles name', () => {
    const named = [
      ...Object.values(profiles).flatMap((profile) => Object.values(profile).flatMap(namesIn)),
      ...releaseSigning.algorithms,
      checksum,
    ]
    expect(named.filter((name) => !held.has(name))).toEqual([])
  })

  it.each(languages)('gives every {{facts.…}} value in %s as text a page can print', (language) => {
    const leaves: [string, unknown][] = []
    const walk = (node: unknown, path: string) =>
      node !== null && typeof node === 'object'
        ? Object.entries(node).forEach(([key, child]) => walk(child, `${path}.${key}`))
        : leaves.push([path, node])
    walk(factVariables(language), 'facts')
    expect(
      leaves.filter(([, value]) => !(typeof value === 'number' || (typeof value === 'string' && value.trim() !== ''))),
    ).toEqual([])
  })

  it('writes deadlines the way each language writes dates', () => {
    expect(factVariables('en').cnsa2.newAcquisitions).toBe('1 January 2027')
    expect(factVariables('fr').cnsa2.newAcquisitions).toBe('1er janvier 2027')
    expect(factVariables('de').cnsa2.newAcquisitions).toBe('1. Januar 2027')
    expect(factVariables('es').nist.published).toBe('agosto de 2024')
  })
})

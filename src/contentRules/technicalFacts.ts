/**
 * Copy states technical facts only through src/content/facts.ts. In one sentence (or table row),
 * what contradicts the facts:
 *  - a name that looks like an algorithm, parameter set or hash but is not in `algorithms`
 *    (a typo, a retired name, a hyphen that is not a hyphen, or a fact nobody decided);
 *  - a name used in a role the facts give to another name. Roles are checked where a sentence
 *    says which role it is about: a sentence that mentions checksums may name only the checksum
 *    hash among hashes; one that mentions signing together with releases, updates, packages or
 *    installers may name only the release-signing algorithms among signature algorithms;
 *  - a {{placeholder}} left in the text, which means a fact name that does not exist.
 * The editor runs it on the fields being written, the dev server on the page's files and
 * dist-check on every built page (dist-check/checks/technicalFacts.ts).
 */
import { inLanguage, languages, type Language, type LanguageTable } from '../../routes.config'
import { algorithms, checksum, releaseSigning, type AlgorithmKind } from '../content/facts'

const h = '[-\\u2010\\u2011]'
/** Wide on purpose: anything shaped like a primitive's name, so unheld names are caught too. */
const namePattern = new RegExp(
  [
    // Parameter-set suffixes only, so German compounds (ML-KEM-Standard) end at the name.
    `\\b(?:ML${h}KEM|ML${h}DSA|SLH${h}DSA|FN${h}DSA)(?:${h}(?:\\d+[a-z]?|SHA2|SHAKE)\\b)*`,
    `\\bHQC(?:${h}\\d+)?\\b`,
    '\\b(?:X25519|X448|Ed25519|Ed448|Curve25519|Curve448)\\b',
    `\\b(?:AES|SHA3|SHAKE|SHA)(?:${h}?\\d+)*(?:\\/\\d+)?(?:${h}(?:GCM|CTR|CBC|CCM|SIV|ECB|OCB))?\\b`,
    `\\bP${h}(?:192|224|256|384|521)\\b`,
    `\\b(?:ECDHE?|ECDSA|EdDSA|RSA(?:${h}\\d+)?|DSA|LMS|HSS|XMSS(?:MT)?|HKDF|HMAC|ChaCha20(?:${h}Poly1305)?|Kyber\\d*|Dilithium\\d*|Falcon(?:${h}\\d+)?|BIKE|McEliece|FrodoKEM|NTRU)\\b`,
    '\\bSPHINCS\\+?',
  ].join('|'),
  'g',
)

const heldNames = new Map<string, AlgorithmKind>(Object.entries(algorithms).map(([name, entry]) => [name, entry.kind]))

interface RoleRule {
  role: string
  /** The kinds of primitive the role constrains; other names in the sentence are left alone. */
  kinds: readonly AlgorithmKind[]
  allowed: readonly string[]
  placeholder: string
  /** Whether a sentence in that language is about the role. */
  mentions: Record<Language, (sentence: string) => boolean>
}

const signing: LanguageTable<RegExp> = {
  en: /\bsign/i,
  es: /firm/i,
  pt: /assina/i,
  fr: /sign/i,
  de: /signi|signatur/i,
}
const shipped: LanguageTable<RegExp> = {
  en: /\b(?:releases?|updates?|installers?|packages?|bundles?|manifests?)\b/i,
  es: /versi[oó]n|versiones|actualizaci[oó]n|instalador|paquete|manifiesto/i,
  pt: /vers[ãa]o|vers[õo]es|atualiza[çc]|instalador|pacote|manifesto/i,
  fr: /\bversions?\b|mises? à jour|installeur|programme d[’']installation|paquets?|manifeste/i,
  de: /release|version|update|aktualisierung|installationspaket|paket|manifest/i,
}
const checksums: LanguageTable<RegExp> = {
  en: /\bchecksums?\b/i,
  es: /sumas? de (?:comprobaci[oó]n|verificaci[oó]n)/i,
  pt: /somas? de (?:verifica[çc][ãa]o|controlo)|\bchecksums?\b/i,
  fr: /sommes? de contr[ôo]le/i,
  de: /prüfsumme/i,
}
const byLanguage = (test: (language: Language, sentence: string) => boolean) =>
  Object.fromEntries(
    languages.map((language) => [language, (sentence: string) => test(language, sentence)]),
  ) as RoleRule['mentions']

const roleRules: readonly RoleRule[] = [
  {
    role: 'checksums',
    kinds: ['hash'],
    allowed: [checksum],
    placeholder: '{{facts.checksum}}',
    mentions: byLanguage((language, sentence) => inLanguage(checksums, language).test(sentence)),
  },
  {
    role: 'release signing',
    kinds: ['signature'],
    allowed: releaseSigning.algorithms,
    placeholder: '{{facts.releaseSigning.pq}} and {{facts.releaseSigning.hashBased}}',
    mentions: byLanguage(
      (language, sentence) =>
        inLanguage(signing, language).test(sentence) && inLanguage(shipped, language).test(sentence),
    ),
  },
]

/** What one sentence says against the facts. */
export type SentenceFactProblem =
  | { kind: 'unresolved placeholder'; name: string }
  | { kind: 'unknown name'; name: string }
  | { kind: 'wrong role'; name: string; role: string; allowed: readonly string[]; placeholder: string }

/** Every problem of one sentence (or table row): placeholders left, names the facts do not hold, names in another's role. */
export function sentenceFactProblems(sentence: string, language: Language): SentenceFactProblem[] {
  const problems: SentenceFactProblem[] = []
  for (const placeholder of sentence.includes('{{') ? (sentence.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []) : [])
    problems.push({ kind: 'unresolved placeholder', name: placeholder })
  const names = [...sentence.matchAll(namePattern)].map((match) => match[0])
  for (const name of names) if (!heldNames.has(name)) problems.push({ kind: 'unknown name', name })
  // A role constrains the names a sentence holds: a sentence naming none needs no rule.
  for (const rule of names.length > 0 ? roleRules : []) {
    if (!rule.mentions[language](sentence)) continue
    for (const name of names) {
      const kind = heldNames.get(name)
      if (!kind || !rule.kinds.includes(kind) || rule.allowed.includes(name)) continue
      problems.push({ kind: 'wrong role', name, role: rule.role, allowed: rule.allowed, placeholder: rule.placeholder })
    }
  }
  return problems
}

const nameInText = new RegExp(namePattern.source)
/**
 * Whether a block names anything shaped like a primitive or holds a placeholder. A sentence that
 * does neither has nothing to report, and most blocks are such prose: splitting them into
 * sentences and matching each was a third of dist-check's facts check.
 */
export const mayHoldFacts = (block: string) => block.includes('{{') || nameInText.test(block)

/** A text's sentences: split after ., !, ? or … followed by a space; whitespace runs collapsed. */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+(?=\S)/)
    .filter(Boolean)
}

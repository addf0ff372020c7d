/**
 * Pages state technical facts only through src/content/facts.ts. On every built page this
 * check reads the visible text (and the title and description) and reports:
 *  - a name that looks like an algorithm, parameter set or hash but is not in `algorithms`
 *    (a typo, a retired name, a hyphen that is not a hyphen, or a fact nobody decided);
 *  - a name used in a role the facts give to another name. Roles are checked where a sentence
 *    says which role it is about: a sentence (or table row) that mentions checksums may name
 *    only the checksum hash among hashes; one that mentions signing together with releases,
 *    updates, packages or installers may name only the release-signing algorithms among
 *    signature algorithms;
 *  - a {{placeholder}} left in the text, which means a fact name that does not exist.
 */
import type { HTMLElement } from 'node-html-parser'
import { languages, routes, type Language } from '../../routes.config'
import { postFilePath } from '../../src/content/blog/postFiles'
import { algorithms, checksum, releaseSigning, type AlgorithmKind } from '../../src/content/facts'
import type { RouteEntry } from '../../src/routing/routeTable'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

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

const signing: Record<Language, RegExp> = {
  en: /\bsign/i,
  es: /firm/i,
  pt: /assina/i,
  fr: /sign/i,
  de: /signi|signatur/i,
}
const shipped: Record<Language, RegExp> = {
  en: /\b(?:releases?|updates?|installers?|packages?|bundles?|manifests?)\b/i,
  es: /versi[oó]n|versiones|actualizaci[oó]n|instalador|paquete|manifiesto/i,
  pt: /vers[ãa]o|vers[õo]es|atualiza[çc]|instalador|pacote|manifesto/i,
  fr: /\bversions?\b|mises? à jour|installeur|programme d[’']installation|paquets?|manifeste/i,
  de: /release|version|update|aktualisierung|installationspaket|paket|manifest/i,
}
const checksums: Record<Language, RegExp> = {
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
    mentions: byLanguage((language, sentence) => checksums[language].test(sentence)),
  },
  {
    role: 'release signing',
    kinds: ['signature'],
    allowed: releaseSigning.algorithms,
    placeholder: '{{facts.releaseSigning.pq}} and {{facts.releaseSigning.hashBased}}',
    mentions: byLanguage((language, sentence) => signing[language].test(sentence) && shipped[language].test(sentence)),
  },
]

const blockTags = new Set([
  'p',
  'li',
  'dd',
  'dt',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figcaption',
  'summary',
  'caption',
  'blockquote',
  'label',
  'a',
  'button',
])

/**
 * The page's text in units a role can be read from: table rows whole (cells joined by " | "),
 * other blocks by sentence, where a block is one of `blockTags` holding no other block (and one
 * with neither a name nor a placeholder in it is left out unless `keep` says otherwise: it has
 * nothing to report to this check). One walk
 * over the tree: asking each block whether it contains or sits in another cost more than all the
 * rest of the checks together.
 */
export function textUnits(root: HTMLElement, keep: (block: string) => boolean = mayHoldFacts): string[] {
  const units: string[] = []
  const elements = elementsOf(root)
  const head = [
    elements.inHead('title')[0]?.text,
    elements
      .inHead('meta')
      .find((meta) => meta.getAttribute('name') === 'description')
      ?.getAttribute('content'),
  ]
  for (const text of head) if (text) units.push(...sentences(text))
  const rows: string[] = []
  const blocks: string[] = []
  /** Walks an element; returns whether it is or holds a block. Rows are read whole and not walked. */
  const walk = (element: HTMLElement): boolean => {
    const tag = element.rawTagName?.toLowerCase()
    if (tag === 'tr') {
      rows.push(
        element.children
          .filter((cell) => ['th', 'td'].includes(cell.rawTagName?.toLowerCase() ?? ''))
          .map((cell) => cell.text.trim())
          .join(' | '),
      )
      return true
    }
    let holdsBlock = false
    for (const child of element.children) if (walk(child)) holdsBlock = true
    const isBlock = blockTags.has(tag ?? '')
    if (isBlock && !holdsBlock) blocks.push(element.text)
    return isBlock || holdsBlock
  }
  walk(elements.tag('body')[0] ?? root)
  units.push(...rows)
  for (const block of blocks) if (keep(block)) units.push(...sentences(block))
  return units
}

const nameInText = new RegExp(namePattern.source)
/**
 * Whether a block names anything shaped like a primitive or holds a placeholder. A sentence that
 * does neither has nothing to report, and most blocks are such prose: splitting them into
 * sentences and matching each was a third of this check.
 */
const mayHoldFacts = (block: string) => block.includes('{{') || nameInText.test(block)

function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?…])\s+(?=\S)/)
    .filter(Boolean)
}

export interface FactProblem {
  kind: 'unknown name' | 'wrong role' | 'unresolved placeholder'
  name: string
  sentence: string
  message: string
  fix: string
}

/** Every problem on one page; `source` names where its copy lives, for the fix. */
export function factProblems(root: HTMLElement, language: Language, source: string): FactProblem[] {
  const problems: FactProblem[] = []
  const seen = new Set<string>()
  const add = (problem: FactProblem) => {
    const key = `${problem.kind}|${problem.name}|${problem.sentence}`
    if (!seen.has(key)) problems.push(problem)
    seen.add(key)
  }
  for (const sentence of textUnits(root)) {
    for (const placeholder of sentence.includes('{{') ? (sentence.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? []) : []) {
      add({
        kind: 'unresolved placeholder',
        name: placeholder,
        sentence,
        message: `The text shows ${placeholder} unreplaced: "${excerpt(sentence)}".`,
        fix: `No such value: fix the placeholder in ${source} (names are in src/i18n/factVariables.ts).`,
      })
    }
    const names = [...sentence.matchAll(namePattern)].map((match) => match[0])
    for (const name of names) {
      if (heldNames.has(name)) continue
      add({
        kind: 'unknown name',
        name,
        sentence,
        message: `Names "${name}", which src/content/facts.ts does not hold: "${excerpt(sentence)}".`,
        fix: `Interpolate the fact in ${source} ({{facts.…}}, see src/i18n/factVariables.ts); if it is a new fact, add it to src/content/facts.ts first.`,
      })
    }
    // A role constrains the names a sentence holds: a sentence naming none needs no rule.
    for (const rule of names.length > 0 ? roleRules : []) {
      if (!rule.mentions[language](sentence)) continue
      for (const name of names) {
        const kind = heldNames.get(name)
        if (!kind || !rule.kinds.includes(kind) || rule.allowed.includes(name)) continue
        add({
          kind: 'wrong role',
          name,
          sentence,
          message: `Names ${name} for ${rule.role}, but the facts give ${rule.role} to ${rule.allowed.join(' and ')}: "${excerpt(sentence)}".`,
          fix: `Write ${rule.placeholder} in ${source} instead of typing the name.`,
        })
      }
    }
  }
  return problems
}

function excerpt(sentence: string): string {
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence
}

/** Where a built page's copy comes from, for the fix. */
function copySource(entry: RouteEntry | undefined): string {
  const language = entry?.language ?? 'en'
  if ((entry?.kind === 'page' || entry?.kind === 'alias') && entry.params?.slug)
    return postFilePath(entry.params.slug, language)
  if (entry?.kind === 'page' || entry?.kind === 'alias')
    return `locales/${language}/${routes.pages[entry.page].namespace}.json (or common.json)`
  return `locales/${language}/common.json`
}

export const technicalFacts: Check = {
  name: 'technical facts',
  pages() {
    const check = this.name
    return {
      visit({ file, entry, root }) {
        const elements = elementsOf(root)
        if (elements.isRedirectStub) return []
        const lang = elements.tag('html')[0]?.getAttribute('lang') ?? 'en'
        const language = ((languages as readonly string[]).includes(lang) ? lang : 'en') as Language
        return factProblems(root, language, copySource(entry)).map(
          (problem): Finding => ({ check, file, message: `[${problem.kind}] ${problem.message}`, fix: problem.fix }),
        )
      },
    }
  },
}

/**
 * Claims discipline (issue 34, item 4): an absolute about security is a promise a buyer quotes
 * back. On every built page this check finds the sentences that carry an absolute cue word in the
 * page's language (en never, always, guarantee…; es nunca, siempre…; pt nunca, sempre…; fr jamais,
 * toujours…; de nie, niemals, immer…) and speak about security (encryption, keys, servers, data,
 * attackers…), and fails each one that no entry of src/content/heldAbsolutes.ts allows. An entry
 * names the fact in src/content/facts.ts that holds the sentence; an entry naming a fact the file
 * does not hold fails too, so the list cannot drift from the facts.
 *
 * Pages whose absolutes are not claims about the product are left out: the legal pages (the legal
 * review's), the accessibility statement and report, sign-in and account.
 */
import type { HTMLElement } from 'node-html-parser'
import { languages, routes, type Language, type PageId } from '../../routes.config'
import { postFilePath } from '../../src/content/blog/postFiles'
import * as facts from '../../src/content/facts'
import { heldAbsolutes, type HeldAbsolute } from '../../src/content/heldAbsolutes'
import type { RouteEntry } from '../../src/routing/routeTable'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'
import { textUnits } from './technicalFacts'

/** A whole word or phrase, in any script: JavaScript's \b knows only ASCII letters. */
const words = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'iu')

/**
 * The review's absolutes (copy-en.md section 3), as each language writes them; idioms that are not
 * absolutes are left out (es/pt "siempre que"/"sempre que" = provided that, "de nada" = of no use;
 * de "immer wieder" = again and again, "immer noch" = still, "wo immer" = wherever).
 */
const absoluteCues: Record<Language, RegExp> = {
  en: words([
    'never',
    'always',
    'unbreakable',
    'uncrackable',
    'guarantee[sd]?',
    'guaranteeing',
    'nothing',
    'impossible',
    'forever',
    'any network',
    'every network',
    'nobody',
    'no one',
    'completely secure',
    'fully secure',
    'totally secure',
    '100 ?%',
  ]),
  es: words([
    'nunca',
    'jamás',
    'siempre(?! que)',
    'irrompible',
    'garantiza(?:mos|n)?',
    'garantía',
    '(?<!de )nada',
    'imposible',
    'para siempre',
    'cualquier red',
    'nadie',
    'totalmente segur[oa]s?',
    '100 ?%',
  ]),
  pt: words([
    'nunca',
    'jamais',
    'sempre(?! que)',
    'inquebrável',
    'garant(?:e|imos|em)',
    'garantia',
    '(?<!de )nada',
    'impossível',
    'para sempre',
    'qualquer rede',
    'ninguém',
    'totalmente segur[oa]s?',
    '100 ?%',
  ]),
  fr: words([
    'jamais',
    'toujours',
    'incassable',
    'inviolable',
    'garanti[et]?s?',
    'garantissons',
    'garantie',
    'rien',
    'impossible',
    'pour toujours',
    "n[’']importe quel réseau",
    'personne ne',
    'totalement sûrs?',
    '100 ?%',
  ]),
  de: words([
    'nie',
    'niemals',
    '(?<!wo )immer(?! wieder| noch)',
    'unknackbar',
    'garantier\\p{L}*',
    'Garantie',
    'nichts',
    'unmöglich',
    'für immer',
    'jedem Netz',
    'niemand',
    'absolut sicher',
    'vollständig sicher',
    '100 ?%',
  ]),
}

/** Words that make a sentence about security: what it protects, from whom, and where. */
const securityTopics: Record<Language, RegExp> = {
  en: /encrypt|decrypt|cipher|\bkeys?\b|secur|protect|quantum|server|attack|confidential|readable|\bread\b|privacy|private|metadata|\bdata\b|intercept|breach|leak|expos|signature|signed|tamper|surveil|spy|border|hosted|cleared/i,
  es: /cifr|clave|segur|proteg|protecc|cuántic|servidor|atac|confidencial|legible|\bleer\b|privacidad|privad|metadato|\bdatos\b|intercept|filtra|expon|firma|manipul|vigila|espí|frontera|alojad|habilitad/i,
  pt: /cifr|chave|segur|proteg|proteç|quântic|servidor|atac|confidencial|legível|\bler\b|privacidade|privad|metadado|\bdados\b|intercet|fuga|expo|assinatura|assinad|adulter|vigil|espi|fronteira|alojad|credenciad/i,
  fr: /chiffr|clé|clef|sécuri|sûr|protég|protect|quantique|serveur|attaqu|confidenti|lisible|\blire\b|vie privée|privé|métadonnée|données|intercept|fuite|expos|signature|signé|falsifi|surveill|espion|frontière|hébergé|habilité/i,
  de: /verschlüssel|entschlüssel|chiffr|schlüssel|sicher|schütz|schutz|quanten|server|angreif|angriff|vertraulich|lesbar|\blesen\b|privat|datenschutz|metadaten|daten|abhör|abgefangen|leck|signatur|signiert|manipul|überwach|spion|grenze|gehostet|sicherheitsüberprüft/i,
}

/** Pages that make no product claims, or whose wording another review owns. */
const pagesWithoutClaims: ReadonlySet<PageId> = new Set<PageId>([
  'legalPrivacy',
  'legalTerms',
  'legalCookies',
  'accessibility',
  'accessibilityConformance',
  'signIn',
  'account',
])

/** Case, spacing, apostrophes and quotation marks do not tell two sentences apart. */
function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘ʼ]/g, "'")
    .replace(/[“”„«»‹›"]/g, '')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim()
}

/** The fact an entry names, looked up in src/content/facts.ts by its dot path; undefined when the file does not hold it. */
export function factAt(path: string): unknown {
  let value: unknown = facts
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !(key in value)) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

export interface AbsoluteProblem {
  kind: 'unheld absolute' | 'unknown fact'
  sentence: string
  cue: string
  message: string
  fix: string
}

/** Whether a sentence is an absolute about security, and by which cue word. */
export function absoluteCue(sentence: string, language: Language): string | undefined {
  const cue = absoluteCues[language].exec(sentence)
  return cue && securityTopics[language].test(sentence) ? cue[0] : undefined
}

/** The entry that allows a sentence in a language, if any. */
function heldBy(
  sentence: string,
  language: Language,
  list: readonly HeldAbsolute[] = heldAbsolutes,
): HeldAbsolute | undefined {
  const text = normalise(sentence)
  return list.find((entry) => (entry.phrases[language] ?? []).some((phrase) => text.includes(normalise(phrase))))
}

/** Every unheld absolute on one page, and every allow-list entry that names a fact facts.ts does not hold. */
export function absoluteProblems(
  root: HTMLElement,
  language: Language,
  source: string,
  list: readonly HeldAbsolute[] = heldAbsolutes,
): AbsoluteProblem[] {
  const problems: AbsoluteProblem[] = []
  const seen = new Set<string>()
  for (const sentence of textUnits(root, () => true)) {
    const cue = absoluteCue(sentence, language)
    if (!cue || seen.has(sentence)) continue
    seen.add(sentence)
    const entry = heldBy(sentence, language, list)
    if (!entry) {
      problems.push({
        kind: 'unheld absolute',
        sentence,
        cue,
        message: `An absolute about security ("${cue}") that no fact holds, in ${language}: "${excerpt(sentence)}".`,
        fix: `Qualify the sentence in ${source} (say what is true, and its limits), or, if src/content/facts.ts holds it as written, add its phrase for "${language}" to src/content/heldAbsolutes.ts under the fact that holds it.`,
      })
    } else if ('fact' in entry && factAt(entry.fact) === undefined) {
      problems.push({
        kind: 'unknown fact',
        sentence,
        cue,
        message: `src/content/heldAbsolutes.ts allows "${excerpt(sentence)}" by the fact "${entry.fact}", which src/content/facts.ts does not hold.`,
        fix: 'Name a fact src/content/facts.ts holds (a dot path such as serverView.voiceGateway), or add the fact there first.',
      })
    }
  }
  return problems
}

function excerpt(sentence: string): string {
  return sentence.length > 200 ? `${sentence.slice(0, 197)}…` : sentence
}

function copySource(entry: RouteEntry | undefined): string {
  const language = entry?.language ?? 'en'
  if ((entry?.kind === 'page' || entry?.kind === 'alias') && entry.params?.slug)
    return postFilePath(entry.params.slug, language)
  if (entry?.kind === 'page' || entry?.kind === 'alias')
    return `locales/${language}/${routes.pages[entry.page].namespace}.json (or common.json)`
  return `locales/${language}/common.json`
}

export const absoluteClaims: Check = {
  name: 'absolute claims',
  pages() {
    const check = this.name
    return {
      visit({ file, entry, root }) {
        if ((entry?.kind === 'page' || entry?.kind === 'alias') && pagesWithoutClaims.has(entry.page)) return []
        const elements = elementsOf(root)
        if (elements.isRedirectStub) return []
        const lang = elements.tag('html')[0]?.getAttribute('lang') ?? 'en'
        const language = ((languages as readonly string[]).includes(lang) ? lang : 'en') as Language
        return absoluteProblems(root, language, copySource(entry)).map(
          (problem): Finding => ({ check, file, message: `[${problem.kind}] ${problem.message}`, fix: problem.fix }),
        )
      },
    }
  },
}

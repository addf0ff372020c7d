/**
 * Claims discipline (issue 34, item 4): an absolute about security is a promise a buyer quotes
 * back. A sentence is such an absolute when it carries a cue word of its language (en never,
 * always, guarantee…; es nunca, siempre…; pt nunca, sempre…; fr jamais, toujours…; de nie, niemals,
 * immer…) and speaks about security (encryption, keys, servers, data, attackers…); it may stay only
 * when an entry of src/content/heldAbsolutes.ts allows it, naming the fact in src/content/facts.ts
 * that holds it. One rule for every place text is written: the editor's form before a save, the
 * dev server's page and dist-check's built pages (dist-check/checks/absoluteClaims.ts).
 */
import type { PageId } from '../../routes.config'
import { defaultLanguage, inLanguage, isStaged, type Language, type LanguageTable } from '../config/languages'
import * as facts from '../content/facts'
import { heldAbsolutes, type HeldAbsolute } from '../content/heldAbsolutes'

/** A whole word or phrase, in any script: JavaScript's \b knows only ASCII letters. */
const words = (list: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'iu')

/**
 * The review's absolutes (copy-en.md section 3), as each language writes them; idioms that are not
 * absolutes are left out (es/pt "siempre que"/"sempre que" = provided that, "de nada" = of no use;
 * de "immer wieder" = again and again, "immer noch" = still, "wo immer" = wherever).
 */
const absoluteCues: LanguageTable<RegExp> = {
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
const securityTopics: LanguageTable<RegExp> = {
  en: /encrypt|decrypt|cipher|\bkeys?\b|secur|protect|quantum|server|attack|confidential|readable|\bread\b|privacy|private|metadata|\bdata\b|intercept|breach|leak|expos|signature|signed|tamper|surveil|spy|border|hosted|cleared/i,
  es: /cifr|clave|segur|proteg|protecc|cuántic|servidor|atac|confidencial|legible|\bleer\b|privacidad|privad|metadato|\bdatos\b|intercept|filtra|expon|firma|manipul|vigila|espí|frontera|alojad|habilitad/i,
  pt: /cifr|chave|segur|proteg|proteç|quântic|servidor|atac|confidencial|legível|\bler\b|privacidade|privad|metadado|\bdados\b|intercet|fuga|expo|assinatura|assinad|adulter|vigil|espi|fronteira|alojad|credenciad/i,
  fr: /chiffr|clé|clef|sécuri|sûr|protég|protect|quantique|serveur|attaqu|confidenti|lisible|\blire\b|vie privée|privé|métadonnée|données|intercept|fuite|expos|signature|signé|falsifi|surveill|espion|frontière|hébergé|habilité/i,
  de: /verschlüssel|entschlüssel|chiffr|schlüssel|sicher|schütz|schutz|quanten|server|angreif|angriff|vertraulich|lesbar|\blesen\b|privat|datenschutz|metadaten|daten|abhör|abgefangen|leck|signatur|signiert|manipul|überwach|spion|grenze|gehostet|sicherheitsüberprüft/i,
}

/** Pages that make no product claims, or whose wording another review owns. */
export const pagesWithoutClaims: ReadonlySet<PageId> = new Set<PageId>([
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

/** Whether a sentence is an absolute about security, and by which cue word. */
export function absoluteCue(sentence: string, language: Language): string | undefined {
  const cue = inLanguage(absoluteCues, language).exec(sentence)
  return cue && inLanguage(securityTopics, language).test(sentence) ? cue[0] : undefined
}

/** The entry that allows a sentence in a language, if any. */
function heldBy(
  sentence: string,
  language: Language,
  list: readonly HeldAbsolute[] = heldAbsolutes,
): HeldAbsolute | undefined {
  const text = normalise(sentence)
  // A staged language's pages still show English sentences: the English phrases hold them too (DV-4).
  const phrasesOf = (entry: HeldAbsolute) => [
    ...(entry.phrases[language] ?? []),
    ...(isStaged(language) ? (entry.phrases[defaultLanguage] ?? []) : []),
  ]
  return list.find((entry) => phrasesOf(entry).some((phrase) => text.includes(normalise(phrase))))
}

/** An absolute in one sentence: its cue, and the entry that allows it (undefined when none does). */
export interface AbsoluteInSentence {
  sentence: string
  cue: string
  heldBy: HeldAbsolute | undefined
}

/** The sentence as an absolute about security, or null when it is none. */
export function absoluteIn(
  sentence: string,
  language: Language,
  list: readonly HeldAbsolute[] = heldAbsolutes,
): AbsoluteInSentence | null {
  const cue = absoluteCue(sentence, language)
  return cue ? { sentence, cue, heldBy: heldBy(sentence, language, list) } : null
}

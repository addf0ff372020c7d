/**
 * The consistency, legal and writing findings of the English copy review of 2026-12-01
 * (../shared/reviews/2026-12-01/copy-en.md) that tests/findings/2026-12-01-copy-en.ts records as
 * fixed, one test each, named by the finding's id: the reviewer's wrong wording must not come back,
 * and the correction must stay, in the five languages the fix was carried into.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type Language, languages } from '../../../routes.config'
import { expectCopy } from '../locales/copyGuard'

const root = join(import.meta.dirname, '../../..')

/** The raw strings of a namespace in a language (placeholders unexpanded); [] when the page is English-only. */
function rawStrings(language: Language, namespace: string): string[] {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(join(root, 'locales', language, `${namespace}.json`), 'utf8'))
  } catch {
    return []
  }
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : []
  return strings(json)
}

/** How the one account of what the servers keep opens, per language. */
const serverRecordsOpening: Record<Language, string> = {
  en: 'Our servers keep delivery records',
  es: 'Nuestros servidores conservan los registros de entrega',
  pt: 'Os nossos servidores guardam os registos de entrega',
  fr: 'Nos serveurs conservent les journaux de remise',
  de: 'Unsere Server bewahren Zustellungsdaten',
}

describe('copy-en 2026-12-01: consistency', () => {
  // The fifth fresh read (en 15) found the full sentence, copied onto six pages, heavy: the home page
  // and the FAQ keep it, the other four quote one short form with the same two periods.
  it('C-1: every page that says what the servers keep quotes one sentence with both periods (the full one on home and in the FAQ, one short one elsewhere), and none says “only what delivery needs” or “never collects”', () => {
    const quotes = (language: Language, places: readonly string[]) =>
      places.flatMap((namespace) => {
        const strings = rawStrings(language, namespace)
        if (strings.length === 0) return []
        const found = strings.flatMap((text) => {
          const start = text.indexOf(serverRecordsOpening[language])
          if (start < 0) return []
          const end = /\.(?=\s|$)/.exec(text.slice(start))
          return [text.slice(start, start + (end?.index ?? text.length) + 1)]
        })
        expect(found, `${language} ${namespace}`).not.toEqual([])
        return found
      })
    for (const language of languages) {
      const [full, short] = [
        ['home', 'faqs'],
        ['solutions', 'threats', 'threat-application', 'comparison'],
      ].map((places) => {
        const quoted = quotes(language, places)
        expect(new Set(quoted).size, `${language}: ${[...new Set(quoted)].join(' | ')}`).toBe(1)
        expect(quoted[0]).toContain('{{facts.serverView.deliveryDays}}')
        expect(quoted[0]).toContain('{{facts.serverView.connectionDays}}')
        return quoted[0]!
      }) as [string, string]
      expect(full).toMatch(/IP/)
      expect(short.length, `${language}: ${short}`).toBeLessThan(full.length * 0.8)
    }
    expectCopy({
      places: ['home', 'comparison', 'threat-application', 'faqs'],
      absent: {
        en: /only what delivery needs|never collects|What delivery needs|keep data that could leak off the server/,
        es: /nunca recopila/,
        pt: /nunca recolhe/,
        fr: /ne collecte jamais/,
        de: /gar nicht erst erhebt/,
      },
    })
  })
})

/** The strings of one key of a namespace, by a dotted path. */
function rawAt(language: Language, namespace: string, path: string): unknown {
  let value: unknown = JSON.parse(readFileSync(join(root, 'locales', language, `${namespace}.json`), 'utf8'))
  for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part]
  return value
}

describe('copy-en 2026-12-01: consistency between pages', () => {
  it('C-2: the products table says who operates the Voice Gateway in the Encryption page’s words (you, or Vaultline for Enterprise on request)', () => {
    for (const language of languages) {
      const rows = rawAt(language, 'encryption', 'serverOperators.rows') as { label: string; cells: string[] }[]
      const gateway = rows.at(-1)!
      expect(gateway.label).toBe('Voice Gateway')
      expect(rawAt(language, 'products', 'compare.rows.1.cells.3'), language).toBe(gateway.cells[0])
    }
    expectCopy({
      places: ['products#compare'],
      absent:
        /Whoever operates the edition|Quien opere la edición|Quem opera a edição|L’exploitant de l’édition|Der Betreiber der jeweils/,
    })
  })
  it('C-3: out-of-band enrolment does not rest on a voice: in person with the QR code, or on a video call with a pre-agreed question and the safety number', () =>
    expectCopy({
      places: ['out-of-band'],
      absent: {
        en: /enrolled in person or on a call with someone who knows them/,
        es: /en presencia o en una llamada con alguien que la conoce/,
        pt: /presencialmente ou numa chamada com alguém que a conhece/,
        fr: /en personne ou lors d’un appel avec quelqu’un qui la connaît/,
        de: /persönlich oder in einem Anruf mit jemandem eingerichtet/,
      },
      present: {
        en: /video call[^.]*agreed in advance[^.]*safety number/,
        es: /videollamada[^.]*acordada de antemano[^.]*número de seguridad/,
        pt: /videochamada[^.]*combinada previamente[^.]*número de segurança/,
        fr: /visioconférence[^.]*convenue à l’avance[^.]*numéro de sécurité/,
        de: /Videoanruf[^.]*vorab vereinbarte Frage[^.]*Sicherheitsnummer/,
      },
    }))
  it('C-4: the home page says the editions share apps and protocol, not that their encryption is identical: Government and On-Premises default to CNSA 2.0', () =>
    expectCopy({
      places: ['home#editions.lead'],
      absent: /identical|idénticos|idênticas|identiques|identisch/,
      present: /CNSA\s2\.0/,
    }))

  it('C-5: the vulnerability policy covers every long-term support release still in support', () =>
    expectCopy({
      places: ['vulnerability-disclosure#scope'],
      present: {
        en: /every long-term support release still in support/,
        es: /versión de soporte a largo plazo/,
        pt: /versões de suporte alargado/,
        fr: /version à support long/,
        de: /Langzeitversion/,
      },
    }))

  it('C-8: the small drifts agree: published standards plus an IETF draft, pen-test summaries under NDA, and the ratchet diagram’s “or …, whichever comes first”', () => {
    expectCopy({ places: ['home#trust'], present: /IETF|Internet-Draft/ })
    expectCopy({
      places: ['product-voice-gateway'],
      absent: {
        en: /results of our independent penetration tests/,
        es: /los resultados de nuestras pruebas de penetración/,
        pt: /os resultados dos nossos testes de intrusão/,
        fr: /les résultats de nos tests d’intrusion/,
        de: /die Ergebnisse unserer unabhängigen Penetrationstests/,
      },
    })
    expectCopy({
      places: ['visuals#ratchet'],
      absent: /\d+ (?:messages|mensajes|mensagens|Nachrichten) (?:and|y|e|und) \d+|messages et toutes les/,
      present: {
        en: /whichever comes first/,
        es: /lo que ocurra primero/,
        pt: /o que acontecer primeiro/,
        fr: /selon ce qui survient en premier/,
        de: /je nachdem, was zuerst eintritt/,
      },
    })
  })
})

describe('copy-en 2026-12-01: writing', () => {
  /** The longest sentence of a text, in words; a placeholder counts as one word. */
  const longestSentence = (text: string) =>
    Math.max(
      ...text
        .replace(/\{\{[^}]*\}\}/g, 'X')
        .split(/[.;:](?:\s|$)/)
        .map((sentence) => sentence.split(/\s+/).filter(Boolean).length),
    )

  it('W-1: the edition pages’ Messages card says the ratchet in sentences of at most 45 words and points to the Encryption page, which names the construction (a Double Ratchet)', () => {
    for (const language of languages)
      for (const page of ['product-enterprise', 'product-government', 'product-on-premises']) {
        const body = rawAt(language, page, 'encrypted.items.0.body') as string
        expect(longestSentence(body), `${language} ${page}: ${body}`).toBeLessThanOrEqual(45)
      }
    expectCopy({
      places: ['product-enterprise', 'product-government', 'product-on-premises'],
      absent: { en: /double-ratchet style|recovery after a compromise does/ },
      present: { en: /the Encryption page shows the ratchet/ },
    })
    expectCopy({ places: ['encryption#building.items.3.body'], present: /Double[ -]Ratchet/i })
  })
  it('W-5: “an X25519 exchange and an ML-KEM-768 encapsulation”, and a revoked user’s devices are “each device”, not “its”', () => {
    expectCopy({
      places: ['post:what-fips-203-means-for-messaging'],
      present: { en: /an X25519 exchange and an ML-KEM-768 encapsulation/ },
      absent: { en: /\ba X25519|\ba ML-KEM/ },
    })
    expectCopy({
      places: ['solution-messaging'],
      absent: { en: /every device they held loses access at once; its Vaultline data/ },
    })
  })
  it('W-4 (pricing): the pricing page’s heading and licence paragraph say what the licence is, not “simple” and “no surprises”', () =>
    expectCopy({
      places: ['pricing'],
      absent: { en: /Simple licensing for secure communications|no surprises when usage grows/ },
      present: { en: /One annual licence per user, with every feature of your edition included/ },
    }))
})

describe('copy-en 2026-12-01: legal', () => {
  it('L-6: the privacy notice offers portability only where the law gives that right (every purpose rests on legitimate interests)', () =>
    expectCopy({
      places: ['legal-privacy#rights'],
      present: {
        en: /where the law gives that right, to receive it in a portable format/,
        es: /cuando la ley reconozca ese derecho/,
        pt: /quando a lei lhe der esse direito/,
        fr: /lorsque la loi vous en donne le droit/,
        de: /soweit das Gesetz dieses Recht vorsieht/,
      },
    }))
})

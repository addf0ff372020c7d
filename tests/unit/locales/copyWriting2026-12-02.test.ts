/**
 * Writing findings of the English copy review of 2026-12-01 (../shared/reviews/2026-12-01/copy-en.md)
 * taken on 2 December 2026, and a fresh technical editor's note of the same day, one test each: the
 * reviewer's problem must not come back in any of the five languages, and the correction must stay.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { conferenceCaveatPattern } from './callWording'
import { type Language, languages } from '../../../routes.config'
import { pageLinks } from '../../../src/components/pageLinks'
import { groupKeys, profiles } from '../../../src/content/facts'
import { expectCopy } from './copyGuard'

const root = join(import.meta.dirname, '../../..')

const json = (language: Language, namespace: string): unknown =>
  JSON.parse(readFileSync(join(root, 'locales', language, `${namespace}.json`), 'utf8'))

/** Every string of a namespace with its key path. */
function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key))
  return []
}

/** Labels that say only that something else exists, not what it is, per language. */
const generic: Record<Language, RegExp> = {
  en: /^(?:Related|Go deeper|Learn more|Read more|See also|More)$/i,
  es: /^(?:Relacionado|Más información|Para profundizar|Saber más|Leer más|Ver también)$/i,
  pt: /^(?:Relacionado|Saiba mais|Saber mais|Para aprofundar|Ler mais|Ver também)$/i,
  fr: /^(?:Voir aussi|Pour aller plus loin|En savoir plus|Lire la suite)$/i,
  de: /^(?:Auch interessant|Weiterführende Seiten|Mehr erfahren|Weiterlesen|Siehe auch)$/i,
}

describe('copy-en 2026-12-01: writing, taken on 2026-12-02', () => {
  it('W-4: no section heading or card label says only “Related”, “Go deeper” or “Learn more”; every link card says where it leads', () => {
    const problems: string[] = []
    for (const language of languages) {
      for (const file of readdirSync(join(root, 'locales', language)).filter((name) => name.endsWith('.json'))) {
        const namespace = file.slice(0, -'.json'.length)
        for (const [key, text] of entries(json(language, namespace)))
          if (generic[language].test(text.trim())) problems.push(`${language} ${namespace}#${key}: “${text}”`)
      }
      // Each page a card may lead to has its own words under the card, and they differ by kind of page.
      const actions = (json(language, 'common') as { cardAction: Record<string, string> }).cardAction
      for (const [page, meta] of Object.entries(pageLinks)) {
        if (!('action' in meta)) continue
        const key = meta.action.replace(/^cardAction\./, '')
        const label = actions[key]
        if (!label) problems.push(`${language} ${page}: no label for ${meta.action}`)
        else if (generic[language].test(label)) problems.push(`${language} ${page}: “${label}”`)
      }
      if (new Set(Object.values(actions)).size !== Object.keys(actions).length)
        problems.push(`${language}: two kinds of page share one card label`)
    }
    expect(problems).toEqual([])
    // The pages the review named lead with a heading that names what their cards lead to.
    for (const namespace of [
      'trust-centre',
      'out-of-band',
      'consumer-apps',
      'company',
      'solution-file-transfer',
      'solution-calls',
      'threat-quantum',
    ])
      for (const language of languages) {
        const heading = (json(language, namespace) as { related: { heading: string } }).related.heading
        expect(heading.split(/\s+/).length, `${language} ${namespace}`).toBeGreaterThanOrEqual(3)
      }
  })

  it('W-2: the secure messaging and secure calls pages each say how they work, link to the Encryption page and say where their protection stops', () => {
    for (const [namespace, page] of [
      ['solution-messaging', 'SecureMessagingPage'],
      ['solution-calls', 'SecureCallsPage'],
    ] as const) {
      // Both sections are drawn, and the how-it-works one carries the link to /encryption/.
      const source = readFileSync(join(root, 'src/pages/solutions', `${page}.tsx`), 'utf8')
      expect(source).toMatch(/copyKey="how"[^]*<SectionLink to="encryption" copyKey="howLink" \/>/)
      expect(source).toContain('copyKey="limits"')
      for (const language of languages) {
        const copy = json(language, namespace) as {
          how: { paragraphs: string[] }
          howLink: string
          limits: { points: string[] }
        }
        expect(copy.how.paragraphs.length, `${language} ${namespace}`).toBeGreaterThanOrEqual(1)
        expect(copy.howLink.length, `${language} ${namespace}`).toBeGreaterThan(10)
        expect(copy.limits.points.length, `${language} ${namespace}`).toBeGreaterThanOrEqual(4)
      }
    }
    // How it works names the profiles' real algorithms (taken from the facts, never typed).
    expectCopy({
      places: ['solution-messaging#how', 'solution-calls#how'],
      present: new RegExp(`${profiles.commercial.kem}[^]*${profiles.cnsa.kem}`),
    })
    // The limits the review missed: conferences and call metadata, the Voice Gateway that decrypts.
    expectCopy({
      places: ['solution-calls#limits'],
      present: {
        // The conference caveat in the site's one sentence for it (fifth read, en 16).
        en: new RegExp(`${conferenceCaveatPattern.en.source}[^]*Voice Gateway, which decrypts[^]*call set-up records`),
        es: new RegExp(
          `${conferenceCaveatPattern.es.source}[^]*Voice Gateway, que la descifra[^]*registros de establecimiento de llamadas`,
        ),
        pt: new RegExp(
          `${conferenceCaveatPattern.pt.source}[^]*Voice Gateway, que a decifra[^]*registos de estabelecimento de chamadas`,
        ),
        fr: new RegExp(
          `${conferenceCaveatPattern.fr.source}[^]*Voice Gateway, qui le déchiffre[^]*données d’établissement des appels`,
        ),
        de: new RegExp(`${conferenceCaveatPattern.de.source}[^]*Voice Gateway, das ihn entschlüsselt[^]*Anrufaufbaus`),
      },
    })
    // Messaging: what the servers see, and that group messages carry a classical signature only.
    expect(groupKeys.postQuantumSignatures).toBe(false)
    expectCopy({
      places: ['solution-messaging#limits'],
      present: {
        en: new RegExp(`delivery records[^]*signed with ${groupKeys.suite.commercial.signature} alone`),
        es: new RegExp(`registros de entrega[^]*se firman solo con ${groupKeys.suite.commercial.signature}`),
        pt: new RegExp(`registos de entrega[^]*assinadas apenas com ${groupKeys.suite.commercial.signature}`),
        fr: new RegExp(`journaux de remise[^]*signés uniquement en ${groupKeys.suite.commercial.signature}`),
        de: new RegExp(`Zustellungsdaten[^]*nur mit ${groupKeys.suite.commercial.signature} signiert`),
      },
    })
    // The generic feature heading the review quoted is gone.
    expectCopy({
      places: ['solution-messaging#features'],
      absent: {
        en: /Everything a team needs to talk securely/,
        es: /Todo lo que un equipo necesita/,
        pt: /Tudo aquilo de que uma equipa precisa/,
        fr: /Tout ce dont une équipe a besoin/,
        de: /Alles, was ein Team/,
      },
    })
  })

  it('fresh editor 1: MLS draft ML-DSA suites note says only what every version of the draft defines, and the ratchet is scoped to one-to-one conversations', () => {
    // draft-ietf-mls-pq-ciphersuites-06 pairs the X25519 hybrid KEM with ML-DSA-44, so "ML-DSA suites use ML-KEM
    // without a classical half" is no longer true; one signature scheme per suite is.
    expect(groupKeys.pqCiphersuiteDraft).toBe('draft-ietf-mls-pq-ciphersuites')
    expectCopy({
      places: ['encryption#algorithms.notes'],
      absent: {
        en: /without a classical half/,
        es: /sin mitad clásica/,
        pt: /sem metade clássica/,
        fr: /sans moitié classique/,
        de: /ohne klassische Hälfte/,
      },
      present: {
        en: /alone or combined with a classical key exchange, but sign with a classical algorithm only; a few sign with ML-DSA instead, and none signs with both/,
        es: /solo o combinado con[^.]*unos pocos firman, en cambio, con ML-DSA, y ninguno firma con ambos/,
        pt: /sozinho ou combinado com[^.]*alguns assinam, em vez disso, com ML-DSA, e nenhum assina com ambos/,
        fr: /seul ou combiné[^.]*quelques-unes signent plutôt en ML-DSA, et aucune ne signe avec les deux/,
        de: /allein oder kombiniert[^.]*einige wenige signieren stattdessen mit ML-DSA, doch signiert keine mit beiden/,
      },
    })
    // The post-quantum ratchet belongs to one-to-one conversations wherever the copy describes it.
    const ratchetPlaces = [
      'encryption#building.items.3.body',
      'threat-quantum#counter.items.2.body',
      'threats#layers.items.4.defence',
      'product-enterprise#encrypted.items.0.body',
      'product-government#encrypted.items.0.body',
      'product-on-premises#encrypted.items.0.body',
    ]
    expectCopy({
      places: ratchetPlaces,
      present: {
        en: /one-to-one conversation/i,
        es: /conversaci(?:ón|ones) individual(?:es)?/,
        pt: /conversas? individua(?:l|is)/,
        fr: /conversations? individuelles?/,
        de: /Einzelgespräch/,
      },
      absent: {
        en: /Chats use a Double Ratchet|Chats start from a hybrid/,
        es: /Los chats usan un doble trinquete|Los chats parten de/,
        pt: /As conversas usam uma catraca|As conversas partem de/,
        fr: /Les conversations utilisent un double cliquet|Les conversations partent d’un/,
        de: /Chats nutzen einen Double Ratchet|Chats beginnen mit/,
      },
    })
    expectCopy({
      places: ['threat-quantum#counter.items.2.body', 'threats#layers.items.4.defence'],
      absent: {
        en: /in an active conversation,/i,
        es: /en una conversación activa/i,
        pt: /numa conversa ativa/i,
        fr: /dans une conversation active/i,
        de: /In einem aktiven Gespräch fließt/,
      },
    })
    // And the Encryption page says groups do not use it.
    expectCopy({
      places: ['encryption#building.items.3.body'],
      present: {
        en: /Groups do not use this ratchet/,
        es: /Los grupos no usan este trinquete/,
        pt: /Os grupos não usam este ratchet/,
        fr: /Les groupes n’utilisent pas ce cliquet/,
        de: /Gruppen nutzen diesen Ratchet nicht/,
      },
    })
  })

  it('fresh editor 1, in the blog: the two posts that describe the post-quantum ratchet scope it to one-to-one conversations and say how a group re-keys', () => {
    const post = (slug: string, language: Language) =>
      readFileSync(join(root, 'src', 'content', 'blog', slug, `index.${language}.md`), 'utf8')
    const oneToOne: Record<Language, RegExp> = {
      en: /one-to-one conversation/,
      es: /conversación individual/,
      pt: /conversa individual/,
      fr: /conversation individuelle/,
      de: /Einzelgespräch/,
    }
    const groupRekey: Record<Language, RegExp> = {
      en: /group moves to new (?:hybrid )?keys/,
      es: /grupo pasa a claves (?:híbridas )?nuevas/,
      pt: /grupo passa a novas chaves/,
      fr: /groupe passe à de nouvelles clés/,
      de: /Gruppe erhält neue (?:hybride )?Schlüssel/,
    }
    for (const slug of ['what-fips-203-means-for-messaging', 'harvest-now-decrypt-later'])
      for (const language of languages) {
        const text = post(slug, language)
        expect(text, `${slug} ${language}`).toMatch(oneToOne[language])
        expect(text, `${slug} ${language}`).toMatch(groupRekey[language])
        // Corrected in substance, so readers and feeds see the revision (a later revision moves it on).
        expect(/^updated: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1], `${slug} ${language}`).toMatch(
          /^2026-12-(0[2-9]|[12]\d|3[01])$/,
        )
      }
  })

  it('C-6: the pictures agree with each other: one expiry in the chat and the console, a public body in the Government and On-Premises consoles, no author as a persona', () => {
    const authors = new Set(
      readdirSync(join(root, 'src', 'content', 'blog')).flatMap((slug) => {
        const file = join(root, 'src', 'content', 'blog', slug, 'index.en.md')
        if (!existsSync(file)) return []
        const author = /^author: "(.*)"$/m.exec(readFileSync(file, 'utf8'))?.[1]
        return author ? [author] : []
      }),
    )
    expect(authors.size).toBeGreaterThan(0)
    const days = (text: string) => Number(/(\d+)/.exec(text)?.[1])
    for (const language of languages) {
      const visuals = json(language, 'visuals') as {
        conversation: { name: string; expiry: string; description: string[] }
        console: {
          organisation: Record<'enterprise' | 'government' | 'onPremises', string>
          retention: { value: string }
        }
        call: { name: string }
      }
      const retention = days(visuals.console.retention.value)
      expect(days(visuals.conversation.expiry), language).toBe(retention)
      expect(visuals.conversation.description.map(days).filter(Number.isFinite), language).toEqual([retention])
      const { enterprise, government, onPremises } = visuals.console.organisation
      expect(new Set([enterprise, government, onPremises]).size, language).toBe(3)
      for (const publicBody of [government, onPremises]) expect(publicBody, language).not.toMatch(/Northbank|Capital/)
      expect(authors.has(visuals.call.name), language).toBe(false)
      expect(authors.has(visuals.conversation.name), language).toBe(false)
    }
  })
})

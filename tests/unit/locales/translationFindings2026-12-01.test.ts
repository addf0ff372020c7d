/**
 * The findings of the translation review of 2026-12-01 (../shared/reviews/2026-12-01/translations.md)
 * that tests/findings/2026-12-01-translations.ts records as fixed, named by their IDs. Each reads the
 * locale files (or the posts) of the languages the finding names and holds both sides: the wording the
 * review quoted must not come back, the correction must stay. TR-14 and TR-23 are code: the error
 * summary's punctuation comes from the locale, and a post's `updated` reaches its BlogPosting and feeds.
 * TR-24 is held in tests/unit/findings/findingRecordsLiveInTests.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadBlogContent } from '../../../scripts/content/blogContent'
import { feedCopy, writeFeeds } from '../../../scripts/hosting/feeds'
import { languages } from '../../../routes.config'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { feedPaths } from '../../../src/routing/feedPaths'
import { blogPosting } from '../../../src/seo/structuredData'
import { everywhere, expectCopy } from './copyGuard'

describe('translations 2026-12-01: padding', () => {
  it('TR-03: French never says again that padding hides the size of messages ("masquée")', () => {
    expectCopy({ places: ['threat-network', 'encryption'], absent: { fr: /masqu/ } })
    expectCopy({
      places: ['threat-network#counter.items.4.body'],
      present: { fr: /Les messages sont complétés par remplissage \(padding\)/ },
    })
  })

  it('TR-04: Portuguese never says that padding makes message sizes uniform ("uniformizados")', () => {
    expectCopy({ places: ['threat-network', 'encryption'], absent: { pt: /uniformiz/ } })
    expectCopy({ places: ['encryption#server.points.1'], present: { pt: /tamanhos arredondados por preenchimento/ } })
    expectCopy({
      places: ['threat-network#counter.items.4.body'],
      present: { pt: /As mensagens recebem preenchimento \(padding\)/ },
    })
  })
})

describe('translations 2026-12-01: meaning', () => {
  it('TR-06: German home page pairs X25519 with ML-KEM-768 by default and the CNSA 2.0 sets in Government and On-Premises', () => {
    expectCopy({
      places: ['home#capabilities.scope'],
      absent: { de: /hybrid über X25519 und ML-KEM-768 vereinbart, in den Editionen/ },
      present: {
        de: /hybrid vereinbart: standardmäßig über X25519 und ML-KEM-768, in den Editionen Government und On-Premises über die Parametersätze (?:der|von) CNSA 2\.0/,
      },
    })
  })

  it('TR-07: the Spanish home description says the post-quantum key exchange is hybrid', () => {
    expectCopy({ places: ['home#meta.description'], present: { es: /intercambio de claves poscuántico híbrido/ } })
  })

  it('TR-08: the Spanish cookie note explains the placeholders its table shows (<proyecto>, <ruta>, <aleatorio>)', () => {
    expectCopy({
      places: ['legal-cookies#stored.note'],
      absent: { es: /<project>|<path>|<random>/ },
      present: { es: /<proyecto>[^]*<ruta>[^]*<aleatorio>/ },
    })
  })

  it('TR-09: Spanish Enterprise page: the person removed from the directory loses access, not the administrator', () => {
    expectCopy({
      places: ['product-enterprise#identity.items.1.body'],
      present: { es: /Si elimina a alguien de su directorio, esa persona pierde el acceso\./ },
    })
  })

  it('TR-10: Spanish: a lost device can be revoked (by an administrator), it is not revoked by itself', () => {
    expectCopy({
      places: ['threat-application#counter.items.3.body'],
      absent: { es: /se revoca al instante/ },
      present: { es: /puede revocarse al instante/ },
    })
  })

  it('TR-12: "assurance questionnaires" are security questionnaires, not insurance or warranty ones', () => {
    expectCopy({
      places: ['home'],
      absent: { fr: /questionnaires d’assurance/, es: /cuestionarios de garantía/, pt: /questionários de garantia/ },
    })
    expectCopy({
      places: ['home#trust.items.5.body'],
      present: { fr: /questionnaires de sécurité/, es: /cuestionarios de seguridad/, pt: /questionários de segurança/ },
    })
  })

  it('TR-15: Spanish renders CNSA 2.0\'s "by 2033" as a deadline ("a más tardar en"), not "in 2033"', () => {
    const places = [
      'faqs#security.items.1.answer',
      'product-government#compliance.paragraphs.2',
      'threat-quantum#timeline.items.2.body',
    ]
    expectCopy({
      places,
      absent: { es: /(exclusivo|algoritmos) en 20\d\d/ },
      present: { es: /a más tardar en 2033/ },
    })
  })

  it('TR-16: Portuguese privacy notice: nothing is looked up for search engines, not "search engines are never consulted"', () => {
    expectCopy({
      places: ['legal-privacy#lookup'],
      absent: { pt: /nunca são (consultados|verificados)/ },
      present: {
        pt: /Nunca se consulta o país dos motores de pesquisa nem dos visitantes que já escolheram um idioma\./,
      },
    })
  })

  it('TR-21: Spanish and French network page: the servers relay ciphertext, without "only" (a gateway decrypts)', () => {
    expectCopy({
      places: ['threat-network#counter.items.0.body'],
      absent: { es: /únicamente texto cifrado/, fr: /ne relaient que/ },
      present: {
        es: /servidores de Vaultline transportan texto cifrado/,
        fr: /serveurs Vaultline relaient du texte chiffré/,
      },
    })
  })
})

describe('translations 2026-12-01: fixes carried into every language (fresh readers, 2 Dec)', () => {
  it('TR-15 in Portuguese and German: CNSA 2.0\'s "by 2033" is a deadline, not "until 2033"', () => {
    expectCopy({
      places: [
        'faqs#security.items.1.answer',
        'product-government#compliance.paragraphs.2',
        'threat-quantum#timeline.items.2.body',
      ],
      absent: { pt: /até \d{4}/, de: /(Nutzung|sollen) bis \d{4}/ },
      // German “bis 2033 vollständig … umgestellt” (converted by 2033) is a deadline too (fourth fresh read, de).
      present: {
        pt: /exclusiva o mais tardar em 2033|algoritmos o mais tardar em 2033/,
        de: /spätestens ab 2033|bis 2033 vollständig auf/,
      },
    })
  })

  it('TR-21 in Portuguese and German: the servers relay ciphertext, without "only" (a gateway decrypts)', () => {
    expectCopy({
      places: ['threat-network#counter.items.0.body', 'product-enterprise#encrypted.lead'],
      absent: { pt: /apenas texto cifrado/, de: /nur Chiffretext/ },
    })
    expectCopy({
      places: ['threat-network#counter.items.0.body'],
      present: {
        pt: /servidores Vaultline transportam texto cifrado/,
        de: /Vaultline-Server leiten Chiffretext weiter/,
      },
    })
  })
})

describe('translations 2026-12-01: punctuation written by code', () => {
  beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common']))))

  it('TR-14: the form\'s error summary puts the language\'s own punctuation between a field and its error (French: "Prénom et nom : …")', () => {
    // The same punctuation as the mail fallback's lines, which the review found right in every language.
    const colon = { en: /^\{\{label\}\}: \{\{message\}\}$/, fr: /^\{\{label\}\}\u00a0: \{\{message\}\}$/ }
    expectCopy({
      places: ['common#leadForm.errorLine'],
      present: { en: colon.en, es: colon.en, pt: colon.en, de: colon.en, fr: colon.fr },
    })
    const fr = createI18n('fr', ['common'])
    const line = fr.t('common:leadForm.errorLine', {
      label: fr.t('common:leadForm.fields.name'),
      message: fr.t('common:leadForm.errors.tooShort', { min: 2 }),
    })
    expect(line).toMatch(/^Prénom et nom\u00a0: \S/)
  })
})

describe('translations 2026-12-01: terms', () => {
  it('TR-11: German calls the customer\'s accreditation "Akkreditierung", keeping "Zulassung" for the BSI\'s product approval', () => {
    expectCopy({
      places: everywhere,
      absent: {
        de: /Zulassungs(stelle|anforderung|entscheidung|verfahren)|Compliance und Zulassung|zugelassenen? (Netz|Umgebung)|(Ihre|die) Zulassung\b(?! und Zertifizierung)|Zulassung des Gesamtsystems|zugelassenen Grenzen/,
      },
    })
    expectCopy({
      places: ['product-government#compliance.paragraphs.0'],
      present: {
        de: /Über die Akkreditierung entscheiden Sie und Ihre (?:Sicherheits\u00ad?a|A)kkreditierungs\u00ad?stelle/,
      },
    })
    expectCopy({
      places: [
        'product-government#compliance.heading',
        'product-on-premises#compliance.heading',
        'home#trust.items.5.title',
      ],
      present: { de: /Akkreditierung/ },
    })
  })
})

describe('translations 2026-12-01: one concept, one term, and style', () => {
  it('TR-13: each language names the threat layers, the people, retention, downloads, single sign-on, the tenant and the data centre one way', () => {
    expectCopy({
      places: ['visuals#threatLayers.layers.0.title'],
      present: { es: /^Interfaz de radio$/, de: /^Funk\u00adschnittstelle$/ },
    })
    // The fifth read (de 15) made the carrier network “Netz”, as German telecoms and the page's own copy say.
    expectCopy({ places: ['visuals#threatLayers.layers.1.title'], present: { de: /^Netz$/ } })
    expectCopy({
      places: everywhere,
      absent: {
        es: /Interfaz aérea/,
        de: /Luft\u00ad?schnittstelle/,
        pt: /Retenção|autenticação única/,
        fr: /(?<!\p{L})tenant(?!\p{L})|datacenter|triple ratchet|courriel/u,
      },
    })
    // German layers are "Schichten" as on /de/threats/ and in the diagrams; the people are "Beschäftigte".
    expectCopy({ places: ['home', 'threats', 'threat-quantum', 'visuals'], absent: { de: /\bEbenen?\b/ } })
    expectCopy({ places: ['visuals'], absent: { de: /Mitarbeitenden?/ } })
    // On the file-transfer page and its picture a download is a "descarregamento", never a "transferência".
    expectCopy({
      places: ['solution-file-transfer#features', 'solution-file-transfer#why', 'visuals#fileTransfer'],
      absent: { pt: /transferi[rd]|transferências|transferidas/ },
    })
  })

  it('TR-17: German style: one spelling of "Post-Quanten-sicher", the tag "Post-Quanten-Kryptografie", a date (not an appointment), the "Lautsprecher" button', () => {
    expectCopy({ places: everywhere, absent: { de: /Post-quantensicher/ } })
    expectCopy({ places: ['home#hero.eyebrow', 'home#meta.title'], present: { de: /Post-Quanten-sichere/ } })
    expectCopy({ places: ['common#tags.post-quantum'], present: { de: /^Post-Quanten-Kryptografie$/ } })
    expectCopy({
      places: ['vulnerability-disclosure#disclosure.paragraphs.0'],
      absent: { de: /einen Termin/ },
      present: { de: /vereinbaren mit Ihnen ein Datum/ },
    })
    expectCopy({ places: ['visuals#call.controls.speaker'], present: { de: /^Laut\u00adsprecher$/ } })
  })

  it('TR-18: Spanish style: subjunctive after "confirmar que", "vuelven" agreeing with "los dispositivos", "aplicación" in running text', () => {
    expectCopy({
      places: ['common#leadForm.failure.botCheck'],
      absent: { es: /la envía una persona/ },
      present: { es: /confirmar que esta solicitud la envíe una persona/ },
    })
    expectCopy({
      places: ['consumer-apps#compare.rows.3.cells.1'],
      absent: { es: /cuando vuelve a conectarse/ },
      present: { es: /todos los dispositivos pierden el acceso[^]*cuando vuelven a conectarse/ },
    })
    // "App Store" is a name.
    expectCopy({ places: everywhere, absent: { es: /\bapps?\b(?! Store)/i } })
  })

  it('TR-19: French style: the out-of-band description, "analyses" rather than "décryptages", the "Haut-parleur" button', () => {
    expectCopy({
      places: ['post:out-of-band-communications-during-an-incident'],
      absent: { fr: /sont peut-être dans l’e-mail/ },
      present: { fr: /Si des attaquants ont pu pénétrer la messagerie électronique, le chat et l’annuaire/ },
    })
    expectCopy({ places: everywhere, absent: { fr: /décryptage/ } })
    expectCopy({ places: ['common#teasers.body'], present: { fr: /^Recherches et analyses sur/ } })
    expectCopy({ places: ['visuals#call.controls.speaker'], present: { fr: /^Haut-parleur$/ } })
  })
})

describe('translations 2026-12-01: a revised post says so', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tr23-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('TR-23: the out-of-band post, revised on 2026-11-27, publishes that date in its BlogPosting and its Atom entry, in every language', async () => {
    const { index } = loadBlogContent()
    await writeFeeds(dir, index, feedCopy)
    for (const language of languages) {
      const post = index[language].find((summary) => summary.slug === 'out-of-band-communications-during-an-incident')
      expect(post?.date, language).toBe('2026-09-03')
      expect(post?.updated, language).toBe('2026-11-27')
      const posting = blogPosting({
        ...post!,
        url: 'https://example.test/post',
        images: [],
        keywords: [],
      })
      expect(posting.dateModified, language).toBe('2026-11-27')
      const atom = readFileSync(join(dir, feedPaths(language).atom), 'utf8')
      const entry = atom.split('<entry>').find((part) => part.includes('out-of-band-communications-during-an-incident'))
      expect(entry, language).toContain('<updated>2026-11-27T09:00:00Z</updated>')
    }
  })
})

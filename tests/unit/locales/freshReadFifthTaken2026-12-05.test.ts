/**
 * Findings of the fifth read by fresh readers (4 December 2026) taken on 5 December, after the
 * ones of freshReadFifth2026-12-04.test.ts: the reports are not in the repository, so each test's
 * name says its finding by language and number.
 */
import { describe, it } from 'vitest'
import { conferenceCaveatPattern, oneToOneCall } from './callWording'
import { everywhere, expectCopy } from './copyGuard'

describe('fresh English read 2026-12-04, fifth read: findings taken on 2026-12-05', () => {
  it('en 18: the CNSA 2.0 answer does not imply the group key side conforms: group keys are a hybrid with P-384, and neither it nor the signature is a CNSA 2.0 configuration', () => {
    expectCopy({
      places: ['faqs#security.items.1.answer.0'],
      absent: { en: /protects group keys with ML-KEM-1024 but signs/ },
      present: {
        en: /hybrid of ML-KEM-1024 and P-384[^.]*neither that hybrid nor that signature is a CNSA 2\.0 configuration yet/,
        es: /ML-KEM-1024 y P-384/,
        pt: /ML-KEM-1024 e P-384/,
        fr: /ML-KEM-1024 et (?:de )?P-384/,
        de: /ML-KEM-1024 und P-384/,
      },
    })
  })

  it('en 23: the note titled “New keys” says how keys are renewed; the identity signatures are in the groups note', () => {
    expectCopy({
      places: ['encryption#algorithms.notes.1.body'],
      absent: /ML-DSA/,
    })
    expectCopy({ places: ['encryption#algorithms.notes.0.body'], present: /ML-DSA[^]*ML-DSA/ })
    expectCopy({
      places: ['encryption#algorithms.notes.1.body'],
      present: { en: /^One-to-one conversations take the post-quantum step[^]*Every file gets its own key\.$/ },
    })
  })

  it('en 8: the quantum page and the harvest-now post no longer say almost every session rests on classical key exchange alone; browsers have begun to add a post-quantum one', () => {
    expectCopy({
      places: ['threat-quantum#hero.intro', 'threat-quantum#harvest.paragraphs.0', 'post:harvest-now-decrypt-later'],
      absent: { en: /almost every encrypted (?:conversation|session)|Almost every encrypted session/ },
    })
    expectCopy({
      places: ['threat-quantum#harvest.paragraphs.0', 'post:harvest-now-decrypt-later'],
      present: {
        en: /Browsers and large providers have begun to add a post-quantum exchange/,
        es: /navegadores/,
        pt: /navegadores/,
        fr: /navigateurs/,
        de: /Browser/,
      },
    })
  })

  it('en 22: the travelling executives’ checklist points to the rules above instead of restating them', () => {
    expectCopy({
      places: ['post:ss7-interception-explained'],
      absent: { en: /Replace SMS one-time codes with an authenticator app/ },
      present: {
        en: /apply the rules above and add one: agree in advance how colleagues will verify unexpected requests/,
      },
    })
  })
})

describe('fresh English read 2026-12-04, fifth read: en 21', () => {
  it('en 21: announcement channels are not sold as reaching the whole organisation, and messaging shares the protocol and directory, not “the same encryption and identity”', () => {
    expectCopy({
      places: ['solution-messaging#features.items.1.body'],
      absent: {
        en: /whole organisation/,
        es: /toda la organización/,
        pt: /toda a organização/,
        fr: /toute l’organisation/,
        de: /ganze Organisation/,
      },
    })
    expectCopy({
      places: ['solution-calls#related.items.2.body'],
      absent: {
        en: /same encryption and identity/,
        es: /mismo cifrado/,
        pt: /mesma cifragem/,
        fr: /même chiffrement/,
        de: /derselben Verschlüsselung/,
      },
      present: {
        en: /same protocol and directory/,
        es: /mismo directorio/,
        pt: /mesmo diretório/,
        fr: /même annuaire/,
        de: /demselben Verzeichnis/,
      },
    })
  })
})

describe('fresh German read 2026-12-04, fifth read: de 7', () => {
  it('de 7: security controls in an audit or accreditation are “Maßnahmen” (ISO/IEC 27001, BSI), not “Kontrollen”, which reads as inspections', () => {
    expectCopy({
      places: [
        'product-enterprise#compliance.paragraphs.0',
        'product-government#meta.description',
        'product-government#hero.intro',
        'solutions#meta.description',
        'solutions#limits.heading',
      ],
      absent: { de: /Kontrollen/ },
      present: { de: /Maßnahmen/ },
    })
  })
})

/** The parenthesis only the full account of the server records carries, in each language. */
const fullAccount = {
  en: /who sent to whom, when and the padded size/,
  es: /quién envió a quién, cuándo y el tamaño con relleno/,
  pt: /quem enviou a quem, quando e o tamanho com preenchimento/,
  fr: /qui a écrit à qui, quand et la taille après remplissage/,
  de: /wer wem wann geschrieben hat und die aufgefüllte Größe/,
}

describe('fresh English read 2026-12-04, fifth read: en 15 (carried into es, pt, fr, de)', () => {
  it('en 15: the 40-word account of the server records is on the home page and in the FAQ only; the solutions, threats, application-threat and comparison pages quote a short one and send the reader to the Encryption page', () => {
    expectCopy({
      places: ['solutions', 'threats', 'threat-application', 'comparison'],
      absent: fullAccount,
      present: {
        en: /days; the Encryption page lists the records kept for messaging\./,
        es: /la página de cifrado enumera los registros que se conservan para la mensajería\./,
        pt: /a página de cifragem indica os registos guardados para as mensagens\./,
        fr: /la page Chiffrement indique les données conservées pour la messagerie\./,
        de: /die Seite zur Verschlüsselung nennt die Datensätze zur Nachrichtenübermittlung\./,
      },
    })
    expectCopy({
      places: ['home', 'faqs'],
      present: fullAccount,
    })
  })
})

describe('fresh English read 2026-12-04, fifth read: en 16, one term for calls between two people and one sentence for the conference caveat (carried into es, pt, fr, de)', () => {
  // The places that state the conference caveat; comparison is English only.
  const caveatPlaces = [
    'company#law.paragraphs.1',
    'comparison#table.rows.0.cells.0',
    'consumer-apps#compare.rows.0.cells.1',
    'encryption#server',
    'faqs#security.items.2.answer.1',
    'home#capabilities.items.1.body',
    'out-of-band#separation.items.3.body',
    'product-enterprise#encrypted.lead',
    'solution-calls#features.items.2.body',
    'solution-calls#limits.points.0',
    'solutions#capabilities.items.1.body',
    'threat-network#counter.lead',
    'threat-quantum#counter.lead',
    'trust-centre#residency.lead',
    'visuals#deployment.enterprise.lead',
    'post:out-of-band-communications-during-an-incident',
    'post:harvest-now-decrypt-later',
    'post:choosing-on-premises-or-cloud',
  ]

  it('en 16: calls between two people have one name, “one-to-one calls”, defined once on the Encryption page', () => {
    expectCopy({
      places: everywhere,
      // The definition is the one place the old words stand, in brackets after the term.
      absent: {
        en: /(?<!\()\bcalls? between two (?:people|of them)|conversations? between two people/,
        es: /(?<!\()llamadas? entre dos (?:personas|de ellos)|conversaci(?:ón|ones) entre dos personas/,
        pt: /(?<!\()chamadas? entre duas pessoas|chamadas entre dois deles|conversas? entre duas pessoas/,
        fr: /(?<!\()appels? entre deux (?:personnes|d’entre eux)|conversations? entre deux personnes/,
        de: /(?<!\()Anruf(?:e|en|s)? zwischen zwei (?:Personen|von ihnen)|Gespräche? zwischen zwei Personen/,
      },
    })
    expectCopy({
      places: ['encryption#server.paragraphs.0'],
      present: {
        // Between two users: a call to an ordinary phone is between two people too, and the Voice Gateway decrypts it.
        en: /one-to-one calls \(calls between two Vaultline users\)/,
        es: /llamadas individuales \(llamadas entre dos usuarios de Vaultline\)/,
        pt: /chamadas individuais \(chamadas entre dois utilizadores Vaultline\)/,
        fr: /appels individuels \(appels entre deux utilisateurs de Vaultline\)/,
        de: /Einzelanrufe \(Anrufe zwischen zwei Personen, die Vaultline nutzen\)/,
      },
    })
    expectCopy({
      places: [
        'home#hero.intro',
        'home#capabilities.items.1.body',
        'faqs#security.items.2.answer.0',
        'solution-calls#features.items.0',
        'solution-calls#how.paragraphs.0',
        'product-government#encrypted.items.2.body',
        'threat-quantum#counter.lead',
        'post:choosing-on-premises-or-cloud',
      ],
      present: oneToOneCall,
    })
  })

  it('en 16: in the home hero the qualifier stands before the calls alone, so it cannot be read into the messages and files', () => {
    expectCopy({
      places: ['home#hero.intro'],
      present: {
        en: /messages, files and one-to-one calls recorded today/,
        es: /los mensajes, los archivos y las llamadas individuales/,
        pt: /as mensagens, os ficheiros e as chamadas individuais/,
        fr: /les messages, les fichiers et les appels individuels/,
        de: /Nachrichten, Dateien und Einzelanrufe/,
      },
    })
  })

  it('en 16, the English review of the change: end-to-end claims that count two exceptions say “between Vaultline apps” (a protected link is the third), and the sentence before the caveat does not name conference calls again', () => {
    expectCopy({
      places: [
        'home#capabilities.lead',
        'threat-air-interface#counter.items.0.body',
        'visuals#deployment.enterprise.lead',
        'trust-centre#residency.lead',
        'product-enterprise#encrypted.lead',
        'threat-network#counter.lead',
        'post:choosing-on-premises-or-cloud',
      ],
      present: {
        en: /between Vaultline apps/,
        es: /entre aplicaciones de Vaultline/,
        pt: /entre aplicações Vaultline/,
        fr: /entre applications Vaultline/,
        de: /[Zz]wischen Vaultline-Apps/,
      },
    })
    // English only: the caveat says “conference calls”, so the sentence before it says “conferences”.
    // The other languages' caveats use their usual word for conferences, which the sentence before
    // may name too (their translators varied it where the English changed).
    expectCopy({
      places: caveatPlaces,
      absent: { en: new RegExp(`[Cc]onference calls?[^.]*\\. ${conferenceCaveatPattern.en.source}`) },
    })
  })

  it('en 16: the conference caveat is one sentence, quoted word for word wherever a page gives it, and no page words it another way', () => {
    expectCopy({ places: caveatPlaces, present: conferenceCaveatPattern })
    expectCopy({
      places: everywhere,
      absent: {
        en: /no claim that (?:our|the) (?:call )?relays cannot decrypt|we do not claim (?:the relays|that conferences)|whose key sharing we have not yet published|how their keys are shared is not yet published|we have not yet published how (?:conference keys|participants share|their keys)/,
        es: /aún no hemos publicado cómo (?:se comparten|comparten)|no afirmamos que (?:esos|los|nuestros) servidores|no afirmamos que las conferencias sean de extremo a extremo|aún no se ha publicado cómo se comparten/,
        pt: /ainda não publicámos como|cujo modo de partilha das chaves|não afirmamos que (?:esses|os nossos|os) retransmissores/,
        fr: /nous n’avons pas encore publié la manière dont (?:les clés|leurs clés|les participants)|nous n’affirmons pas que (?:ces|nos|les) relais/,
        de: /daher behaupten wir nicht, dass|daher nennen wir Konferenzen nicht|Wie Konferenzschlüssel geteilt werden, haben wir noch nicht|Wie die Teilnehmenden deren Schlüssel teilen/,
      },
    })
  })
})

describe('fresh translation reads 2026-12-04, fifth read: the lows and the open mediums taken on 2026-12-05', () => {
  it('es 16 / es 18 / es 20: one order for “poscuántico híbrido”, a clearance their site accepts, a heading without the anglicism “detrás de”', () => {
    expectCopy({
      places: ['trust-centre', 'security', 'solution-messaging', 'home', 'encryption'],
      absent: { es: /híbrid[oa]s? poscuántic/ },
    })
    expectCopy({
      places: ['company#clearances.paragraphs.1', 'contact#office.paragraphs.1'],
      absent: { es: /con personal de Vaultline con habilitación|sus instalaciones la acepten/ },
      present: { es: /que tiene habilitación británica SC o DV, siempre que su centro admita esa habilitación/ },
    })
    expectCopy({ places: ['encryption#hero.title'], absent: { es: /detrás de/ }, present: { es: /que sustenta/ } })
  })

  it('pt 7 / pt 11 / pt 15 / pt 18 / pt 20: a description that says where the data is, the IT team, step titles as verbs, “sítio web”, the SBOM named', () => {
    expectCopy({
      places: ['trust-centre#meta.description'],
      absent: { pt: /locais de alojamento/ },
      present: { pt: /e onde ficam os dados\.$/ },
    })
    expectCopy({
      places: ['product-enterprise#audience.paragraphs.1'],
      absent: { pt: /para a informática manter/ },
      present: { pt: /para a equipa de informática manter/ },
    })
    expectCopy({
      places: ['threat-quantum#migration.items'],
      present: { pt: /Inventariar[^]*Priorizar por vida útil[^]*Implementar um esquema híbrido/ },
    })
    expectCopy({
      places: ['common#search.title', 'common#screens.notFoundWaysOut'],
      absent: { pt: /no sítio(?! web)/ },
    })
    expectCopy({ places: ['product-on-premises#compliance.detail.items.1'], present: { pt: /\(SBOM\)/ } })
  })

  it('fr 7 / fr 8 / fr 9 / fr 10 / fr 12 / fr 15 / fr 19 / fr 20: no French SARL for a UK company, “à quel droit elle est soumise”, a deployment subject to the minimum, a phone system, a policy that provides for archiving, one voice in the FAQ, conversations, a step title that says which lifetime', () => {
    expectCopy({
      places: ['company#glance.values.legalForm', 'company#about.paragraphs.0'],
      absent: { fr: /société à responsabilité limitée/ },
      present: { fr: /société de droit anglais/ },
    })
    expectCopy({
      places: ['company#hero.intro', 'trust-centre#related', 'security#topics.items.4', 'company#law.heading'],
      absent: { fr: /quel droit s’applique à (?:elle|nous)/ },
      present: { fr: /(?:à quel droit elle est soumise|Le droit auquel nous sommes soumis)/ },
    })
    expectCopy({
      places: ['product-on-premises#deployment.items.0'],
      present: { fr: /est soumis à l’engagement minimal/ },
    })
    expectCopy({
      places: ['encryption#serverOperators.rows.3'],
      absent: { fr: /votre téléphonie,/ },
      present: { fr: /votre système téléphonique/ },
    })
    expectCopy({
      places: ['solution-messaging#limits.points.5'],
      absent: { fr: /politique archive/ },
      present: { fr: /prévoi(?:t|ent) l’archivage/ },
    })
    expectCopy({ places: ['faqs#security.items.2.question'], absent: { fr: /Vaultline peut-elle/ } })
    expectCopy({
      places: ['solution-messaging#features.heading', 'solution-messaging#features.items.0.body'],
      absent: { fr: /Échanges/ },
      present: { fr: /Conversations/ },
    })
    expectCopy({
      places: ['threat-quantum#migration.items.1.title'],
      present: { fr: /selon la durée de confidentialité/ },
    })
  })

  it('de 14 / de 16 / de 18 / de 20: the quantum description says today and in time, the company’s seat, inclusive contact labels, a delivery queue that is cached', () => {
    expectCopy({
      places: ['threat-quantum#meta.description'],
      present: { de: /^Heute erfasste Daten[^]*rechtzeitig/ },
    })
    expectCopy({
      places: ['common#footer.copyright'],
      absent: { de: /eingetragener Sitz/ },
      present: { de: /Sitz der Gesellschaft/ },
    })
    expectCopy({
      places: ['company#related.heading', 'company#contacts.labels.press'],
      absent: { de: /Ansprechpartner|Presse und Analysten/ },
      present: { de: /Ansprechpersonen|Analystinnen und Analysten/ },
    })
    expectCopy({
      places: ['encryption#server.paragraphs.0'],
      absent: { de: /halten sie vor/ },
      present: { de: /speichern sie zwischen/ },
    })
  })
})

describe('fresh translation reads 2026-12-04, fifth read: the open lows taken on 2026-12-05 (second pass)', () => {
  it('es 3: the UK timeline says “a más tardar” once, in its title; its body and the CNSA 2.0 paragraph say “para” instead of repeating it', () => {
    expectCopy({ places: ['threat-quantum#timeline.items.1.title'], present: { es: /a más tardar en 2028/ } })
    expectCopy({
      places: ['threat-quantum#timeline.items.1.body'],
      absent: { es: /a más tardar/ },
      present: { es: /para 2028 el inventario y un plan de migración[^.]*para 2031[^.]*para 2035/ },
    })
    const paragraphs = ['threat-quantum#timeline.items.2.body', 'threat-quantum#timeline.items.3.body']
    expectCopy({ places: paragraphs, absent: { es: /a más tardar[^]*a más tardar/ } })
  })

  it('es 12 / pt 14 / fr 18: the messaging description says one-to-one and group, On-Premises runs every component, the quantum description says “in time”', () => {
    expectCopy({
      places: ['solution-messaging#meta.description'],
      present: { es: /^Mensajería individual y en grupo, cifrada de extremo a extremo, con claves poscuánticas/ },
    })
    expectCopy({
      places: ['product-on-premises#meta.description'],
      absent: { pt: /toda a Vaultline/ },
      present: { pt: /^Todos os componentes da Vaultline no seu centro de dados/ },
    })
    expectCopy({ places: ['threat-quantum#meta.description'], present: { fr: /comment migrer à temps\.$/ } })
  })

  it('pt 5 / fr 5: the home title names messages, calls and files, and “post-quantum” qualifies all three', () => {
    expectCopy({
      places: ['home#meta.title'],
      absent: { pt: /comunicações/, fr: /fichiers à sécurité/ },
      present: {
        pt: /^Vaultline: mensagens, chamadas e ficheiros pós-quânticos$/,
        fr: /^Vaultline\u00a0: messagerie, appels, envoi de fichiers post-quantiques$/,
      },
    })
  })

  it('pt 17 / pt 19: spyware is “software espião (spyware)”, and the badge is “o selo de verificação” wherever it is named', () => {
    expectCopy({
      places: ['solution-messaging#limits.points'],
      absent: { pt: /um spyware/ },
      present: { pt: /software espião \(spyware\)/ },
    })
    expectCopy({
      places: everywhere,
      absent: { pt: /marca de verificado|marca de contacto verificado|essa marca depende/ },
    })
    expectCopy({
      places: [
        'faqs#security.items.2.answer',
        'faqs#security.items.5.answer',
        'encryption#building.items.1.body',
        'solution-calls',
        'downloads',
      ],
      present: { pt: /selo de verificação/ },
    })
  })

  it('fr 12 / fr 17: the editions’ policy cards are “Règles d’utilisation”, messaging follows the organisation’s rules, On-Premises names operators of vital importance', () => {
    expectCopy({
      places: [
        'product-enterprise#identity.items.4.title',
        'product-on-premises#identity.items.4.title',
        'product-government#identity.items.4.title',
      ],
      present: { fr: /^Règles d’utilisation$/ },
    })
    expectCopy({
      places: ['solution-messaging#features.heading', 'solution-messaging#limits.points.5'],
      absent: { fr: /politique/ },
      present: { fr: /règles/ },
    })
    expectCopy({
      places: ['product-on-premises#audience.paragraphs.0'],
      present: { fr: /opérateurs d’importance vitale et d’infrastructures critiques/ },
    })
  })

  it('de 13 / de 15: NIST takes its article (“das NIST”), and the carrier network is “Netz”, not the IT word “Netzwerk”', () => {
    expectCopy({
      places: everywhere,
      absent: { de: /(?<!\b(?:[Dd]as|des|dem|vom) |[[(\w-])NIST\b(?! FIPS| SP| IR|:|-)/ },
    })
    expectCopy({
      places: ['encryption#hero.intro', 'faqs#security.items.0.answer.0', 'glossary:ml-kem'],
      present: { de: /das NIST|vom NIST/ },
    })
    expectCopy({
      places: [
        'common#nav.network',
        'common#breadcrumb.network',
        'home#threats.items.1.title',
        'threats#layers.items.1.title',
        'visuals#threatLayers.layers.1.title',
      ],
      present: { de: /^(?:Das )?Netz$/ },
    })
    expectCopy({
      places: ['threat-network', 'threat-air-interface#related', 'visuals#threatLayers'],
      absent: { de: /Netzwerk/ },
    })
  })
})

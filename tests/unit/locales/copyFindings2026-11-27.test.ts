/**
 * The findings of the English copy review of 2026-11-27 (../shared/reviews/2026-11-27/copy-en.md)
 * that tests/findings/2026-11-27-copy-en.ts records as fixed, one test each, named by the finding's
 * tag: the reviewer's wrong claim must not come back, and the correction must stay, in the five
 * languages the fix was carried into (the pattern names the language where the wording differs;
 * a plain pattern is a fact, a name or a number every language prints). Findings held by a test
 * of their own code are tagged there: F3 (tests/unit/content/releaseManifest.test.ts), C6
 * (tests/unit/i18n/supportHours.test.ts), C18 (also the intake's SQL, tests/unit/locales/legalNoticeFacts.test.ts), L1
 * (tests/unit/pages/legalBuildVariants.test.tsx), L12 (tests/unit/components/companyDetails.test.tsx).
 */
import { describe, expect, it } from 'vitest'
import { platforms } from '../../../src/content/facts'
import { expectCopy } from './copyGuard'

const productPages = ['product-enterprise', 'product-government', 'product-on-premises'] as const

describe('copy-en 2026-11-27: facts', () => {
  it('copy-en 2026-11-27 F1: CNSA 2.0 approves three software-signing schemes, and the copy names the third (XMSS)', () =>
    expectCopy({
      places: ['encryption#moving'],
      present: /XMSS/,
      absent:
        /the two schemes CNSA 2\.0|den beiden Verfahren, die CNSA 2\.0|los dos esquemas que la CNSA|les deux schémas que la CNSA|os dois esquemas que a CNSA/,
    }))

  it('copy-en 2026-11-27 F2: the hybrid MLS ciphersuite is an IETF draft, not part of RFC 9420', () => {
    expectCopy({ places: ['encryption#algorithms'], present: /draft-ietf-mls-pq-ciphersuites/ })
    expectCopy({ places: productPages.map((page) => `${page}#encrypted.items.1.body`), present: /IETF/ })
    expectCopy({ places: ['encryption'], absent: { en: /Every algorithm Vaultline uses is .*open standard/ } })
  })

  it('copy-en 2026-11-27 F4: store-delivered apps are checked by the stores’ classical signatures, not ours', () => {
    expectCopy({ places: ['encryption#algorithms.notes', 'downloads#verify'], present: /App Store[^\n]*Google Play/ })
    expectCopy({
      places: ['downloads'],
      absent: { en: /integrity of our updates does not depend on an algorithm a quantum computer could break/ },
    })
  })

  it('copy-en 2026-11-27 F5: minimum platforms still get their vendors’ security updates', () => {
    expect(Number(platforms.ios)).toBeGreaterThanOrEqual(18)
    expect(Number(platforms.android)).toBeGreaterThanOrEqual(14)
    expect(Number.parseInt(platforms.macos, 10)).toBeGreaterThanOrEqual(15)
    expectCopy({
      places: ['downloads', 'faqs', 'downloads-government'],
      absent: /Android 1[0-3]\b|iOS (?:and iPadOS |y iPadOS |e iPadOS |et iPadOS |und iPadOS )?1[0-7]\b|macOS 1[0-4]\b/,
    })
  })

  it('copy-en 2026-11-27 F6: the classical half costs up to a couple of hundred bytes, not under a hundred', () =>
    expectCopy({
      places: ['encryption#hybrid'],
      absent:
        /less than a hundred bytes|menos de cien bytes|menos de cem bytes|moins de cent octets|weniger als hundert Byte/,
      present: { en: /couple of hundred bytes/ },
    }))

  it('copy-en 2026-11-27 F7: collaboration suites: some offer post-quantum end-to-end encryption for meetings', () =>
    expectCopy({
      places: ['comparison#table'],
      present: { en: /post-quantum end-to-end encryption/ },
      absent: { en: /Sometimes on transport connections, not end to end/ },
    }))

  it('copy-en 2026-11-27 F9: the 2024 amendment is named, and no promise a notice could forbid is made', () => {
    expectCopy({ places: ['faqs#security.items.5'], present: /Investigatory Powers \(Amendment\) Act 2024/ })
    expectCopy({
      places: ['faqs', 'downloads-government'],
      absent: { en: /[Rr]elease notes state every change/ },
    })
  })

  it('copy-en 2026-11-27 F10: content is encrypted with AES-256-GCM under keys agreed by both profiles’ pairs', () =>
    expectCopy({ places: ['threat-air-interface#counter.items.0.body'], present: /AES-256-GCM[^\n]*P-384/ }))

  it('copy-en 2026-11-27 F11: the CNSA 2.0 profile of a call names ECDH P-384, not X25519 alone', () =>
    expectCopy({ places: ['solution-calls#features.items.0.body'], present: /P-384[^\n]*ML-KEM-1024/ }))

  it('copy-en 2026-11-27 F12: NIST’s process, not a competition', () =>
    expectCopy({
      places: ['encryption#hybrid.paragraphs.0'],
      absent: /competition|concurso|Wettbewerb|compétition|concours/,
      present: { en: /standardisation process/ },
    }))

  it('copy-en 2026-11-27 F13: CNSA 2.0 allows SHA-512, names LMS and XMSS, and expects applications by 2033', () => {
    expectCopy({ places: ['threat-quantum#timeline'], present: /SHA-512[^\n]*XMSS[^\n]*2033/ })
    expectCopy({ places: ['faqs#security.items.1', 'product-government#compliance'], present: /2033/ })
  })

  it('copy-en 2026-11-27 F14: the UK’s NCSC position is cited beside the NSA’s, BSI’s and ANSSI’s', () =>
    expectCopy({
      // On the Encryption page the NCSC names an item of the guidance panel, its position the item's text.
      places: ['encryption#hybrid.detail.items.2', 'post:what-fips-203-means-for-messaging'],
      present: /NCSC[\s\S]*?ML-KEM-768[^\n]*ML-DSA-65/,
    }))

  it('copy-en 2026-11-27 F15: Signal began rolling out SPQR in October 2025', () =>
    expectCopy({
      places: ['post:what-fips-203-means-for-messaging'],
      absent:
        /has done so since October|lo hace desde octubre|fá-lo desde outubro|le fait depuis octobre|tut das seit Oktober/,
      present: {
        en: /began rolling out/,
        es: /empezó a desplegar/,
        pt: /começou a implementar/,
        fr: /a commencé à déployer/,
        de: /begonnen, den Sparse Post-Quantum Ratchet[^\n]*einzuführen/,
      },
    }))

  it('copy-en 2026-11-27 F16: the CNSA 2.0 FAQ is cited with its version', () =>
    expectCopy({
      places: ['post:harvest-now-decrypt-later', 'post:what-fips-203-means-for-messaging'],
      present: /2\.1[^\n\]]*\]\(https:\/\/media\.defense\.gov\/[^)]*CNSA_2\.0_FAQ/,
    }))

  it('copy-en 2026-11-27 F17: the apps are published, not signed, by Vaultline Ltd', () =>
    expectCopy({
      places: ['downloads#mobile'],
      absent:
        /signed by Vaultline|firmadas por Vaultline|assinadas pela Vaultline|signées par Vaultline|von der Vaultline Ltd signiert/,
      present: { en: /published by Vaultline Ltd/ },
    }))

  it('copy-en 2026-11-27 F18: email is encrypted between servers by default; S/MIME, PGP and client-side encryption exist', () =>
    expectCopy({
      places: ['solution-file-transfer#why.paragraphs.0'],
      present: /S\/MIME/,
      absent: { en: /at best/, es: /como mucho/, pt: /quando muito/, fr: /au mieux/, de: /bestenfalls/ },
    }))
})

describe('copy-en 2026-11-27: contradictions between pages', () => {
  it('copy-en 2026-11-27 C2: Government runs on infrastructure dedicated to you; only On-Premises on infrastructure you control', () => {
    expectCopy({
      places: ['faqs#security.items.5.answer.0'],
      absent: { en: /for Government and On-Premises, that data sits on infrastructure you control/ },
      present: { en: /dedicated to you[^\n]*With On-Premises those records sit on infrastructure you control/ },
    })
    expectCopy({ places: ['product-government#deployment'], present: { en: /infrastructure dedicated to you/ } })
  })

  it('copy-en 2026-11-27 C4: end to end between Vaultline users; gateway calls are marked as not', () => {
    expectCopy({
      places: ['consumer-apps#compare'],
      absent: /Always, hybrid post-quantum|Siempre, híbrid|Sempre, híbrid|Toujours, hybride|Immer, hybrid/,
      present: /Voice Gateway/,
    })
    expectCopy({ places: ['comparison#table.rows.0'], present: { en: /between Vaultline users[^\n]*Voice Gateway/ } })
    expectCopy({ places: ['products', 'threats'], absent: { en: /never removes a protection|the same guarantees/ } })
  })

  it('copy-en 2026-11-27 C5: the leg from the app to the gateway is encrypted with hybrid keys, not end to end', () =>
    expectCopy({
      places: ['product-voice-gateway#callPath.items.0.body'],
      absent: /end to end|extremo a extremo|ponta a ponta|bout en bout|Ende-zu-Ende/,
      present: { en: /encrypted with hybrid keys/ },
    }))

  it('copy-en 2026-11-27 C7: one onboarding figure: a pilot tenant in days, an evaluation of four to six weeks', () =>
    expectCopy({
      places: ['products#editions', 'industries#deploy', 'get-started#steps'],
      absent: { en: /live in weeks|for companies that want to start in days/ },
      present: {
        en: /four to six weeks/,
        es: /cuatro a seis semanas/,
        pt: /quatro a seis semanas/,
        fr: /quatre à six semaines/,
        de: /vier bis sechs Wochen/,
      },
    }))

  it('copy-en 2026-11-27 C8: any Enterprise tenant can choose the CNSA 2.0 profile', () =>
    expectCopy({
      places: ['products', 'product-enterprise', 'encryption#algorithms.lead', 'faqs#security.items.1'],
      absent: { en: /defence contracts can choose|CNSA 2\.0 on request/ },
    }))

  it('copy-en 2026-11-27 C10: the out-of-band space has its own accounts, enrolled without the directory', () =>
    expectCopy({
      places: ['out-of-band#separation.items.0.body'],
      present: { en: /rather than synchronised from your directory[^\n]*QR/ },
      absent: { en: /does not depend on your identity provider$/ },
    }))

  it('copy-en 2026-11-27 C11: the app proves an enrolled device, not who holds it', () =>
    expectCopy({
      places: ['threat-ai#counter.items.0.body'],
      absent: {
        en: /whether the person on the line is the verified colleague/,
        es: /si quien está al otro lado es el colega verificado/,
        pt: /se quem está do outro lado é o colega verificado/,
        fr: /si votre interlocuteur est bien le collègue vérifié/,
        de: /ob am anderen Ende wirklich die verifizierte Person/,
      },
      present: { en: /enrolled devices[^\n]*cannot tell who is holding/ },
    }))

  it('copy-en 2026-11-27 C12: the file-transfer promise is who downloaded what, which the server can see', () =>
    expectCopy({
      places: ['solution-file-transfer#hero.intro'],
      absent: {
        en: /who opened what/,
        es: /quién abrió qué/,
        pt: /quem abriu o quê/,
        fr: /qui a ouvert quoi/,
        de: /wer was geöffnet hat/,
      },
      // Since the fifth fresh read (en 13), “a record of each download”: a protected link names no person.
      present: { en: /who downloaded what|a record of each download/ },
    }))

  it('copy-en 2026-11-27 C14: no Fedora build is promised anywhere', () =>
    expectCopy({ places: ['downloads', 'faqs', 'downloads-government'], absent: /Fedora/ }))

  it('copy-en 2026-11-27 C15: pilots run in the UK or the EU, in-country for Government', () =>
    expectCopy({
      places: ['get-started#pilot.points.0'],
      absent: /region of your choice|región que elija|região à sua escolha|région de votre choix|Region Ihrer Wahl/,
      present: { en: /UK or the EU/ },
    }))

  it('copy-en 2026-11-27 C16: a single department or site within the edition’s minimum commitment', () =>
    expectCopy({
      places: ['product-government#audience', 'product-on-premises#deployment.items.0.body'],
      present: {
        en: /minimum commitment/,
        // Fifth fresh read (es 4): the minimum contract volume, said outright.
        es: /compromiso mínimo|volumen mínimo de contratación/,
        pt: /compromisso mínimo/,
        fr: /engagement minimal/,
        de: /Mindestabnahme/,
      },
    }))

  it('copy-en 2026-11-27 C19: each description says what its page says', () => {
    expectCopy({
      places: ['solution-file-transfer#meta.description'],
      absent: /folders|carpetas|pastas|dossiers|Ordner/,
    })
    expectCopy({ places: ['solution-calls#meta.description'], absent: /latency|latencia|latência|latence|Latenz/ })
    expectCopy({
      places: ['contact#meta.description'],
      absent: /Offices in|Oficinas en|Escritórios em|Bureaux à|Standort in London/,
    })
    expectCopy({
      places: ['threat-ai#meta.description'],
      absent: {
        en: /trust who they are talking to/,
        es: /saber con quién se habla/,
        pt: /saber com quem se está a falar/,
        fr: /savoir à qui l’on parle/,
        de: /für Vertrauen/,
      },
    })
  })
})

describe('copy-en 2026-11-27: overclaims', () => {
  it('copy-en 2026-11-27 O1: the home page promises protection against tomorrow’s quantum computers, not confidentiality for ever', () =>
    expectCopy({
      places: ['home#hero.intro'],
      absent: {
        en: /stays confidential when quantum computers arrive/,
        es: /siga siendo confidencial cuando lleguen/,
        pt: /continue confidencial quando chegarem/,
        fr: /reste confidentiel/,
        de: /bleibt vertraulich/,
      },
      present: { en: /safe from tomorrow’s quantum computers/ },
    }))

  it('copy-en 2026-11-27 O2: servers relay only ciphertext and nothing falls back to SMS, email or the phone network, gateway calls apart', () =>
    expectCopy({
      places: ['home#capabilities.scope'],
      absent: /weaker channel|canal más débil|canal mais fraco|canal plus faible|schwächeren Kanal/,
      present: /SMS[^\n]*Voice Gateway/,
    }))

  // O3 and O13 stand in part (see the record); these hold the part that was changed.
  it('copy-en 2026-11-27 O3: Government servers, backups and logs are hosted in-country; push goes through Apple and Google', () =>
    expectCopy({
      places: ['product-government#deployment.items.1.body'],
      absent:
        /never leave national borders|nunca salen del territorio nacional|nunca saem das fronteiras nacionais|ne quittent jamais le territoire|verlassen nie die Landesgrenzen/,
      present: /Apple[^\n]*Google/,
    }))

  it('copy-en 2026-11-27 O13: security is designed to rest on the keys, not claimed never to rest on secrecy', () =>
    expectCopy({
      places: ['home#trust.items.0.body'],
      absent: { en: /never on keeping the design secret/ },
      present: { en: /designed to rest on its keys/ },
    }))

  it('copy-en 2026-11-27 O4: no claim of "no external dependencies"; how phones are woken on an isolated network', () =>
    expectCopy({
      places: ['product-on-premises#deployment.items.1.body'],
      absent:
        /no external dependencies|sin dependencias externas|sem dependências externas|aucune dépendance externe|keine externen Abhängigkeiten/,
      present: /Local Push Connectivity/,
    }))

  it('copy-en 2026-11-27 O5: quantum-safe recovery after a compromise starts at the next post-quantum re-key', () =>
    expectCopy({
      places: productPages.map((page) => `${page}#encrypted`),
      absent: { en: /post-compromise security hold/ },
    }))

  it('copy-en 2026-11-27 O6: the threat page and its description sell device identity, not personal identity', () => {
    expectCopy({
      places: ['threat-ai#counter.items.0.body'],
      absent: { en: /whether the person on the line is the verified colleague/ },
      present: { en: /cannot tell who is holding that device/ },
    })
    expectCopy({ places: ['threat-ai#meta.description'], absent: { en: /trust who they are talking to/ } })
  })

  it('copy-en 2026-11-27 O7: a later device must be approved from one already verified', () =>
    expectCopy({
      places: ['downloads#firstSteps'],
      absent: { en: /nobody else can add a device/ },
      present: { en: /approved from a device you have already verified/ },
    }))

  it('copy-en 2026-11-27 O8: our updater and offline installer refuse altered packages; platform policy does the rest', () =>
    expectCopy({
      places: ['downloads-government#lifecycle.points.0'],
      present: /WDAC/,
      absent: { en: /unsigned or altered packages refuse to install/ },
    }))

  it('copy-en 2026-11-27 O9: the out-of-band heading says what the channel does not share, not that it cannot be read', () =>
    expectCopy({
      places: ['out-of-band#hero.title'],
      absent: /cannot read|no puede leer|não consegue ler|ne peut pas lire|nicht mitlesen/,
      present: { en: /does not share identity, infrastructure or devices/ },
    }))

  it('copy-en 2026-11-27 O10: "No" to reading messages is qualified by the gateway and by signed releases', () =>
    expectCopy({
      places: ['faqs#security.items.2'],
      present: { en: /Voice Gateway[^\n]*signed release/ },
    }))

  it('copy-en 2026-11-27 O11: no page promises the same guarantees or no protection lost across editions', () =>
    expectCopy({ places: ['products', 'threats'], absent: { en: /never removes a protection|same guarantees/ } }))

  it('copy-en 2026-11-27 O12: retention is given in days, from the facts', () =>
    expectCopy({
      places: ['home#trust.items.3.body', 'faqs#security.items.3.answer.0'],
      present: /\b7\b/,
      absent: { en: /as short a time as/ },
    }))

  it('copy-en 2026-11-27 O14: Government operators are UK SC/DV-cleared, or a local partner’s cleared staff', () =>
    expectCopy({
      places: ['product-government#deployment.items.2.body', 'products#compare'],
      present: /\bSC\b[^\n]*\bDV\b/,
      absent: { en: /clearance you specify/ },
    }))

  it('copy-en 2026-11-27 O15: Enterprise data is stored in its region; push goes through Apple and Google', () =>
    expectCopy({
      places: ['product-enterprise#deployment.items.1.body'],
      present: /Apple[^\n]*Google/,
      absent: { en: /stay in that region/ },
    }))

  it('copy-en 2026-11-27 O16: the operations that need the customer’s keys are named', () =>
    expectCopy({
      places: ['product-government#deployment.items.3.body'],
      present: { en: /enrolling new administrators, rotating the service’s signing keys and installing releases/ },
    }))

  it('copy-en 2026-11-27 O17: retention supports record-keeping duties; privilege is not a product feature', () =>
    expectCopy({
      places: ['solutions', 'industries'],
      absent: { en: /retention that meets your record-keeping duties|must stay privileged on every device/ },
    }))

  it('copy-en 2026-11-27 O18: no unverifiable statistic about customers or training', () =>
    expectCopy({
      places: ['consumer-apps', 'products', 'faqs', 'product-enterprise'],
      absent: { en: /training takes minutes|never need anything else|Most customers start|the quickest way to put/ },
    }))

  it('copy-en 2026-11-27 O19: dependencies are few, not "audited" by nobody named', () =>
    expectCopy({
      places: ['threat-application'],
      absent:
        /audited dependencies|dependencias auditadas|dependências auditadas|dépendances auditées|auditierter Abhängigkeiten/,
    }))

  it('copy-en 2026-11-27 O20: new calls move to the surviving node; calls in progress drop; no "guarantee"', () =>
    expectCopy({
      places: ['product-voice-gateway'],
      absent: { en: /moves calls to the surviving node|gateway does guarantee/ },
      present: { en: /new calls go to the surviving node[^\n]*calls in progress[^\n]*drop/ },
    }))

  it('copy-en 2026-11-27 O21: calls stay encrypted wherever there is a data connection, not on any network', () =>
    expectCopy({
      places: ['solution-calls#hero.title'],
      absent: /on any network|en cualquier red|em qualquer rede|sur tous les réseaux|in jedem Netz/,
    }))

  it('copy-en 2026-11-27 O22: a hybrid recording stays protected unless ML-KEM itself is broken', () =>
    expectCopy({
      places: ['post:harvest-now-decrypt-later'],
      absent:
        /would still be unreadable|seguiría siendo ilegible|continuaria ilegível|resterait illisible|bliebe die Aufzeichnung weiterhin unlesbar/,
      present: { en: /unless ML-KEM itself were also broken/ },
    }))
})

describe('copy-en 2026-11-27: what the servers see', () => {
  // The es and fr on-premises-or-cloud posts joined the other three with 2026-12-01 translations
  // TR-01, TR-02 (their own tests: tests/unit/content/translationReport.test.ts).
  it('copy-en 2026-11-27 C1: wherever the servers’ blindness is claimed, the Voice Gateway is the stated exception', () => {
    expectCopy({
      places: [
        'encryption#server',
        'faqs#security.items.2',
        'threat-network#counter.lead',
        'home#capabilities.scope',
        'product-enterprise#encrypted.lead',
      ],
      present: /Voice Gateway/,
      absent: {
        en: /never hold a key that decrypts content|Nothing is readable on our servers|ever hold readable content/,
      },
    })
    expectCopy({
      places: ['post:choosing-on-premises-or-cloud'],
      present: /Voice Gateway/,
    })
  })

  it('copy-en 2026-11-27 C3: one account of the metadata: who sends to whom, when, the padded size and the IP address', () => {
    expectCopy({
      places: ['faqs#security.items.3.answer.0', 'home#trust.items.3.body'],
      present: /\b7\b/,
      absent: {
        en: /only the metadata needed to deliver it|which devices are registered and when they connect|account is active and when it connects/,
      },
    })
    expectCopy({
      places: ['post:choosing-on-premises-or-cloud'],
      absent: {
        en: /Servers see who is registered, which devices connect and when messages are relayed/,
        es: /Los servidores ven quién está registrado/,
        pt: /Os servidores veem quem está registado/,
        fr: /Les serveurs voient qui est inscrit/,
        de: /Server sehen, wer registriert ist/,
      },
    })
  })
})

describe('copy-en 2026-11-27: legal pages', () => {
  it('copy-en 2026-11-27 C18: bot filtering uses the IP address too, kept only as hashes made with an hourly secret key (SEC-5: no longer called one-way)', () =>
    expectCopy({
      places: ['legal-privacy#botCheck.none'],
      absent:
        /using only what the form sends|usando solo lo que envía|usando apenas o que o formulário envia|seules données envoyées par le formulaire|allein anhand dessen, was das Formular sendet/,
      present: {
        en: /IP address[^]*keyed hashes \(made with a secret key that changes every hour\)/,
        es: /dirección IP[^]*hashes con clave \(calculados con una clave secreta que cambia cada hora\)/,
        pt: /endereço IP[^]*resumos com chave \(calculados com uma chave secreta que muda a cada hora\)/,
        fr: /adresse IP[^]*empreintes à clé \(calculées avec une clé secrète qui change toutes les heures\)/,
        de: /IP-Adresse[^]*Hashwerte mit geheimem, stündlich wechselndem Schlüssel/,
      },
    }))

  it('copy-en 2026-11-27 L2: the processor list names the email and office providers and GitHub', () =>
    expectCopy({
      places: ['legal-privacy#processors.cdn', 'legal-privacy#processors.ownServers'],
      present: {
        en: /business email and office software[^]*GitHub, Inc\./,
        es: /correo electrónico profesional[^]*GitHub, Inc\./,
        pt: /correio eletrónico profissional[^]*GitHub, Inc\./,
        fr: /messagerie électronique professionnelle[^]*GitHub, Inc\./,
        de: /E-Mail-Dienstes[^]*GitHub, Inc\./,
      },
    }))

  it('copy-en 2026-11-27 L3: the notice lists the page’s language and address the form stores, and the hour of network hashes made with a secret key', () =>
    expectCopy({
      places: ['legal-privacy#purposes'],
      present: {
        en: /the language of the page and the address of the page you sent it from[^]*keyed hash \(a value made with a secret key that changes every hour\)/,
        es: /el idioma de la página y la dirección de la página desde la que lo envió[^]*hash con clave \(un valor calculado con una clave secreta que cambia cada hora\)/,
        pt: /o idioma da página e o endereço da página a partir da qual o enviou[^]*resumo com chave \(um valor calculado com uma chave secreta que muda a cada hora\)/,
        fr: /la langue de la page et l’adresse de la page depuis laquelle vous l’avez envoyé[^]*empreinte à clé \(une valeur calculée avec une clé secrète qui change toutes les heures\)/,
        de: /der Sprache der Seite und der Adresse der Seite[^]*Hashwert mit geheimem Schlüssel gespeichert \(ein Wert, der mit einem stündlich wechselnden geheimen Schlüssel gebildet wird\)/,
      },
    }))

  it('copy-en 2026-11-27 L5: a complaints section: acknowledged within 30 days, then the regulator', () =>
    expectCopy({ places: ['legal-privacy#complaints'], present: /\b30\b[^]*\{\{company\.ico\.name\}\}/ }))

  it('copy-en 2026-11-27 L6: people who write to us get no marketing', () =>
    expectCopy({
      places: ['legal-privacy#purposes.lead'],
      present: {
        en: /send no marketing to people who write to us/,
        es: /no enviamos comunicaciones comerciales a quienes nos escriben/,
        pt: /não enviamos comunicações de marketing a quem nos escreve/,
        fr: /n’adressons aucune prospection commerciale aux personnes qui nous écrivent/,
        de: /schicken Menschen, die uns schreiben, keine Werbung/,
      },
    }))

  const languageChoiceKept = {
    absent:
      /for up to a year|durante un año como máximo|durante um ano, no máximo|pendant un an au plus|bis zu einem Jahr in Ihrem Browser/,
    present: {
      en: /local storage, which has no expiry date/,
      es: /almacenamiento local, que no tiene fecha de caducidad/,
      pt: /armazenamento local, que não tem data de expiração/,
      fr: /stockage local, qui n’a pas de date d’expiration/,
      de: /lokalen Speicher, der kein Ablaufdatum hat/,
    },
  }

  it('copy-en 2026-11-27 C17: the privacy notice keeps a language choice as the cookie policy and the code do', () =>
    expectCopy({ places: ['legal-privacy#purposes'], ...languageChoiceKept }))

  it('copy-en 2026-11-27 L8: the language choice is kept in local storage without expiry, as the notice says', () =>
    expectCopy({ places: ['legal-privacy#purposes'], ...languageChoiceKept }))

  it('copy-en 2026-11-27 L11: whether data is required, and that no decision is solely automated', () =>
    expectCopy({
      places: ['legal-privacy#required'],
      present: {
        en: /solely on automated processing/,
        es: /únicamente en un tratamiento automatizado/,
        pt: /exclusivamente em tratamento automatizado/,
        fr: /exclusivement sur un traitement automatisé/,
        de: /ausschließlich auf einer automatisierten Verarbeitung/,
      },
    }))

  it('copy-en 2026-11-27 L15: the terms say the agreement, not the website, sets what we commit to', () =>
    expectCopy({
      places: ['legal-terms#content'],
      present: {
        en: /agreement and its schedules, which take precedence over this website/,
        es: /contrato y sus anexos, que prevalecen sobre este sitio web/,
        pt: /contrato e dos respetivos anexos, que prevalecem sobre este sítio web/,
        fr: /contrat et ses annexes, qui prévalent sur ce site/,
        de: /Vertrag und seine Anlagen; sie gehen dieser Website vor/,
      },
    }))

  it('copy-en 2026-11-27 cookies-2: the delivery and form companies set no cookies of their own, such as __cf_bm', () =>
    expectCopy({ places: ['legal-cookies#notStored'], present: /__cf_bm/ }))

  it('copy-en 2026-11-27 cookies-3: the Turnstile variant says why its checks are strictly necessary under PECR', () =>
    expectCopy({
      places: ['legal-cookies#botCheck.turnstile', 'legal-privacy#botCheck.turnstile'],
      present: {
        en: /strictly necessary/,
        es: /estrictamente necesari/,
        pt: /estritamente necessári/,
        fr: /strictement nécessaire/,
        de: /unbedingt erforderlich/,
      },
    }))
})

describe('copy-en 2026-11-27: the five weakest pages (section 5)', () => {
  it('copy-en 2026-11-27 weak-1: /solutions/industries names each sector’s own rule', () =>
    expectCopy({ places: ['industries#sectors'], present: /SYSC 10A[^]*DORA[^]*DSPT[^]*NIS2?\b/ }))

  it('copy-en 2026-11-27 weak-2: /solutions gives mechanisms and where the controls stop', () => {
    expectCopy({ places: ['solutions#capabilities'], present: /MLS[^]*AES-256-GCM/ })
    expectCopy({ places: ['solutions#limits'], present: /Voice Gateway[^]*\b7\b/ })
  })

  it('copy-en 2026-11-27 weak-3: /threats says per layer how it is attacked, what we do and what stays exposed', () => {
    for (const layer of [0, 1, 2, 3, 4])
      expectCopy({
        places: [
          `threats#layers.items.${layer}.attack`,
          `threats#layers.items.${layer}.defence`,
          `threats#layers.items.${layer}.residual`,
        ],
        present: /\S/,
      })
  })

  it('copy-en 2026-11-27 weak-4: /consumer-apps credits Signal and iMessage with post-quantum encryption; the case is control', () =>
    expectCopy({
      places: ['consumer-apps#crypto', 'consumer-apps#compare'],
      present: /PQXDH[^]*SPQR[^]*PQ3/,
      absent: /Always, hybrid post-quantum|training takes minutes/,
    }))

  it('copy-en 2026-11-27 weak-5: /out-of-band-communications says how it stands apart from the identity provider and devices', () =>
    expectCopy({
      places: ['out-of-band#separation'],
      present: /QR/,
      absent: { en: /does not depend on your identity provider\.?$/ },
    }))

  it('copy-en 2026-11-27 F8 / copy-en 2026-11-27 C13: the ratchet diagram gives the schedule as the pages do (in an active conversation, in each direction, whichever comes first)', () =>
    expectCopy({
      places: ['visuals#ratchet.caption', 'visuals#ratchet.legend.postQuantum'],
      present: {
        en: /in an active conversation[^]*at least every \d+ messages in each direction or every \d+ hours, whichever comes first/,
      },
    }))

  it('copy-en 2026-11-27 C9: the five-layer diagram does not say identities live on managed devices (device management is a policy per group)', () =>
    expectCopy({
      places: ['visuals#threatLayers.layers.1.answer'],
      absent: { en: /managed devices/ },
      present: { en: /keys held on each person’s devices/ },
    }))

  it('copy-en 2026-11-27 nit-1: the FIPS 203 post’s diagram is described with “an” before X25519 and ML-KEM', () =>
    expectCopy({
      places: ['post:what-fips-203-means-for-messaging'],
      absent: { en: /\ba (?:X25519|ML-KEM)/ },
      present: { en: /an X25519 exchange and an ML-KEM-768 encapsulation/ },
    }))

  it('copy-en 2026-11-27 nit-2: /threats/ai says the target knows the person only from earlier video calls', () =>
    expectCopy({
      places: ['threat-ai'],
      absent: { en: /only met the person on screen/ },
      present: { en: /knows that person only from earlier video calls/ },
    }))
})

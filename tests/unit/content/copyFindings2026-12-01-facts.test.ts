/**
 * The facts and claims findings of the English copy review of 2026-12-01
 * (../shared/reviews/2026-12-01/copy-en.md, F-n and K-n) that tests/findings/2026-12-01-copy-en.ts
 * records as fixed, one test each, named by the finding's id. Each reads the locale files of the
 * five languages (through tests/unit/locales/copyGuard.ts, with `{{facts.…}}` filled in) and, where
 * the fix is a fact, src/content/facts.ts: the reviewer's wrong claim must not come back and the
 * correction must stay. A plain pattern is a fact every language prints; a per-language pattern
 * names the wording of each.
 */
import { describe, expect, it } from 'vitest'
import { oneToOneCall } from '../locales/callWording'
import { commitments, groupKeys, outsiderLinks, profiles, transport, verification } from '../../../src/content/facts'
import { expectCopy } from '../locales/copyGuard'

const productPages = ['product-enterprise', 'product-government', 'product-on-premises'] as const

describe('copy-en 2026-12-01: facts and claims', () => {
  it('F-1: groups use the IETF draft’s hybrid MLS suite, which signs with the profile’s classical algorithm only, and the copy says so', () => {
    // The fact: the suite is built from the profile's algorithms, and its one signature is the classical one.
    expect(groupKeys.suite.commercial).toMatchObject({
      kem: profiles.commercial.kem,
      signature: profiles.commercial.classicalSignature,
    })
    expect(groupKeys.suite.cnsa).toMatchObject({ kem: profiles.cnsa.kem, signature: profiles.cnsa.classicalSignature })
    expect(groupKeys.postQuantumSignatures).toBe(false)
    // The table row names, per profile, the hybrid KEM and the classical signature of the group suite.
    expectCopy({
      places: ['encryption#algorithms.rows.4'],
      present: /ML-KEM-768[^\n]*X25519[^\n]*Ed25519[^\n]*\n[^\n]*ML-KEM-1024[^\n]*P-384[^\n]*ECDSA P-384/,
      absent:
        /hybrid ciphersuite from the profile|cifrado híbrido formado por los algoritmos|cifras híbrido formado pelos algoritmos|hybride issue des algorithmes du profil|hybrider Cipher-Suite aus den Algorithmen/,
    })
    // The note says no draft suite signs with both, and that group signatures resist classical attacks only.
    expectCopy({
      places: ['encryption#algorithms.notes'],
      present: {
        en: /none signs with both[^\n]*classical attacks only/,
        es: /ninguno firma con ambos[^\n]*únicamente ataques clásicos/,
        pt: /nenhum assina com ambos[^\n]*só resiste a ataques clássicos/,
        fr: /aucune ne signe avec les deux[^\n]*ne résiste qu’aux attaques classiques/,
        de: /signiert keine mit beiden[^\n]*nur klassischen Angriffen standhält/,
      },
    })
    // The edition pages say the group suite signs classically.
    expectCopy({
      places: ['product-enterprise#encrypted.items.1.body'],
      present: /Ed25519/,
      absent:
        /hybrid ciphersuite that follows|cifrado híbrido que sigue|cifras híbrido que segue|hybride issue d’un projet|hybriden Cipher-Suite nach einem/,
    })
    expectCopy({
      places: productPages.slice(1).map((page) => `${page}#encrypted.items.1.body`),
      present: /ECDSA P-384/,
      absent:
        /hybrid ciphersuite that follows|cifrado híbrido que sigue|cifras híbrido que segue|hybride issue d’un projet|hybriden Cipher-Suite nach einem/,
    })
    // "Cannot forge a trusted contact" is scoped to one-to-one conversations and calls.
    expectCopy({
      places: ['threat-quantum#counter.items.1.body'],
      absent:
        /cannot forge a trusted contact\.|falsificar un contacto de confianza\.|forjar um contacto de confiança\.|falsifier un contact de confiance\.|keinen vertrauenswürdigen Kontakt fälschen/,
      present: {
        en: /one-to-one[^\n]*group/,
        es: /individual[^\n]*grupo/,
        pt: /individual[^\n]*grupo/,
        fr: /individuels[^\n]*groupe/,
        de: /Einzelgesprächen[^\n]*Gruppen/,
      },
    })
  })

  it('K-1: protected links for outsiders are said to sit outside end-to-end encryption, and "never has a key" and "travels only inside the conversation" are said of files between Vaultline apps', () => {
    expect(outsiderLinks.endToEndBetweenApps).toBe(false)
    // The link card says what the outsider's file rests on.
    expectCopy({
      places: ['solution-file-transfer#features.items.2.body', 'encryption#server'],
      present: {
        en: /end-to-end encrypt[^\n]*link, the passcode[^\n]*web page we serve/,
        es: /extremo a extremo[^\n]*del enlace, del código[^\n]*página web que servimos/,
        pt: /ponta a ponta[^\n]*da ligação, do código[^\n]*página web que disponibilizamos/,
        fr: /bout en bout[^\n]*le lien, le code[^\n]*page web que nous servons/,
        de: /Ende-zu-Ende[^\n]*Link, dem[^\n]*Code und der Webseite, die wir zum Öffnen ausliefern/,
      },
    })
    // The absolutes are scoped to files shared between Vaultline apps or users.
    expectCopy({
      places: ['solution-file-transfer#why.points.0'],
      present: {
        en: /never has a key that opens your files when you share them between Vaultline apps/,
        es: /nunca tiene una clave que abra sus archivos cuando los comparte entre aplicaciones de Vaultline/,
        pt: /nunca tem uma chave que abra os seus ficheiros quando os partilha entre aplicações Vaultline/,
        fr: /ouvrir vos fichiers lorsque vous les partagez entre applications Vaultline/,
        de: /der Ihre Dateien öffnet, wenn Sie sie zwischen Vaultline-Apps teilen/,
      },
    })
    expectCopy({
      places: ['solution-file-transfer#features.items.0.body'],
      present: {
        en: /^Between Vaultline users/,
        es: /^Entre usuarios de Vaultline/,
        pt: /^Entre utilizadores Vaultline/,
        fr: /^Entre utilisateurs de Vaultline/,
        de: /^Zwischen Vaultline-Nutzer(?:n|innen und -Nutzern)/,
      },
    })
    // Where /solutions/ offers links "without installing anything", it says they are not end to end.
    expectCopy({
      places: ['solutions#useCases.items.5.body', 'solutions#capabilities.items.2.body'],
      present: {
        en: /(?:not end-to-end encrypted|outside end-to-end encryption)/,
        es: /(?:no están cifrados de extremo a extremo|fuera del cifrado de extremo a extremo)/,
        pt: /(?:não são cifradas de ponta a ponta|fora da cifragem de ponta a ponta)/,
        fr: /(?:ne sont pas chiffrés de bout en bout|ne bénéficient pas du chiffrement de bout en bout)/,
        de: /(?:nicht wie ein Gespräch Ende-zu-Ende-verschlüsselt|außerhalb der Ende-zu-Ende-Verschlüsselung)/,
      },
    })
  })

  it('K-3: the post-quantum claim is made for the end-to-end layer ("from the first message"), and the app-to-server link is said not yet to be stated post-quantum', () => {
    expect(transport.postQuantumKeyExchange).toBe('not yet published')
    expectCopy({
      places: ['threat-network', 'threat-quantum', 'threats'],
      absent:
        /first packet|primer paquete|primeiro pacote|premier paquet|ersten Paket|Every Vaultline session|Cada sesión de Vaultline|Todas as sessões Vaultline|Chaque session Vaultline|Jede Vaultline-Sitzung/,
    })
    expectCopy({
      places: ['threat-network#counter.items.2'],
      present: {
        en: /first message[^]*not yet state that its key exchange is post-quantum/,
        es: /primer mensaje[^]*todavía no afirmamos que su intercambio de claves sea poscuántico/,
        pt: /primeira mensagem[^]*ainda não afirmamos que a sua troca de chaves seja pós-quântica/,
        fr: /premier message[^]*nous n’affirmons pas encore que son échange de clés soit post-quantique/,
        de: /ersten Nachricht[^]*dass ihr Schlüsselaustausch Post-Quanten-sicher ist, sagen wir bislang nicht/,
      },
    })
  })

  it('K-5: the Encryption page and the lawful-access answer say what the verified badge trusts (the directory and its operator), that a new device needs approval from a verified one and contacts are told, and what checks keys without the directory', () => {
    expect(verification.badgeTrusts).toBe('the directory operator')
    expectCopy({
      places: ['encryption#building.items.1.body'],
      present: {
        en: /trusts whoever runs that directory[^\n]*approved from one of their devices already verified[^\n]*contacts are told[^\n]*safety numbers[^\n]*QR code in person/,
        es: /conf(?:ía|iar) en quien opera ese directorio[^\n]*dispositivos ya verificados[^\n]*contactos reciben aviso[^\n]*en persona los números de seguridad[^\n]*QR/,
        pt: /depende da confiança em quem opera esse diretório[^\n]*dispositivos já verificados[^\n]*contactos são avisados[^\n]*pessoalmente os números de segurança[^\n]*QR/,
        fr: /repose donc sur la confiance accordée à l’exploitant de cet annuaire[^\n]*appareil déjà vérifié[^\n]*contacts sont avertis[^\n]*en personne les numéros de sécurité[^\n]*QR/,
        de: /vertraut also dem Betreiber des Verzeichnisses[^\n]*bereits verifizierten Gerät[^\n]*Kontakte erfahren[^\n]*persönlichen Treffen die Sicherheitsnummern[^\n]*QR-Codes/,
      },
    })
    expectCopy({
      places: ['faqs#security.items.5.answer'],
      present: {
        en: /through the directory alone would not be accepted[^\n]*contacts are told/,
        es: /solo a través del directorio no se aceptaría[^\n]*contactos reciben aviso/,
        pt: /apenas através do diretório não seria aceite[^\n]*contactos são avisados/,
        fr: /par le seul annuaire ne serait pas accepté[^\n]*contacts sont avertis/,
        de: /nur über das Verzeichnis hinzugefügt würde, würde nicht angenommen[^\n]*Kontakte erfahren/,
      },
    })
  })

  it('F-2: the key-exchange diagram and the ratchet row speak of one-to-one conversations, groups are said to be keyed by MLS with the secret sent encrypted to each member, and nothing says a KEM sends no secret', () => {
    expect(commitments.keysOnDevice).not.toHaveProperty('sharedSecret')
    expect(commitments.keysOnDevice.groupSecret).toMatch(/encrypted/)
    expectCopy({
      places: ['visuals#keyExchange.lead'],
      present: {
        en: /one-to-one[^\n]*Groups are keyed differently, with MLS: each new member receives the group’s secret encrypted/,
        es: /individual[^\n]*Los grupos obtienen sus claves de otra forma, con MLS[^\n]*cifrado/,
        pt: /individual[^\n]*Os grupos obtêm as suas chaves de outra forma, com MLS[^\n]*cifrado/,
        fr: /individuelle[^\n]*Les groupes reçoivent leurs clés autrement, avec MLS[^\n]*chiffré/,
        de: /Einzelgespräch[^\n]*Gruppen erhalten ihre Schlüssel anders, über MLS[^\n]*verschlüsselt/,
      },
    })
    expectCopy({
      places: ['visuals#keyExchange.session.body'],
      absent: /not even encrypted|ni siquiera cifrada|nem sequer cifrada|pas même chiffrée|auch nicht verschlüsselt/,
      present: {
        en: /encapsulated secret/,
        es: /secreto encapsulado/,
        pt: /segredo encapsulado/,
        fr: /secret encapsulé/,
        de: /gekapselte Geheimnis/,
      },
    })
    expectCopy({
      places: ['encryption#algorithms.rows.2'],
      present: {
        en: /one-to-one/,
        es: /individual/,
        pt: /individual/,
        fr: /individuelle/,
        de: /Einzelgespräch/,
      },
    })
    // Fifth read en 23 (2026-12-05) put the one-to-one step first in its note; the scope is the same.
    expectCopy({
      places: ['encryption#algorithms.notes.1.body'],
      present: {
        en: /^One-to-one conversations take the post-quantum step[^\n]*periodic updates its members send/,
        es: /^Las conversaciones individuales dan el paso poscuántico[^\n]*actualizaciones periódicas/,
        pt: /^As conversas individuais dão o passo pós-quântico[^\n]*atualizações periódicas/,
        fr: /^Les conversations individuelles effectuent l’étape post-quantique[^\n]*mises à jour périodiques/,
        de: /^In Einzelgesprächen vollzieht der Ratchet den Post-Quanten-Schritt[^\n]*regelmäßigen Aktualisierungen/,
      },
    })
  })

  it('F-4: Signal’s Triple Ratchet is the Double Ratchet plus SPQR, not an "SPQR triple ratchet"', () =>
    expectCopy({
      places: ['consumer-apps#crypto.paragraphs.0'],
      absent: /SPQR triple ratchet|triple trinquete SPQR|catraca tripla SPQR|triple ratchet SPQR|SPQR-Triple-Ratchet/i,
      present:
        /Triple[ -]Ratchet[^\n]*Sparse Post-Quantum Ratchet \(SPQR\)|Triple Ratchet[^\n]*SPQR \(Sparse Post-Quantum Ratchet\)/,
    }))

  it('F-5: DORA’s register of information is Article 28(3) and covers all contractual arrangements for ICT services, not every provider', () =>
    expectCopy({
      places: ['industries#sectors.items.3.rule'],
      absent:
        /register of every ICT third-party provider|registro de todos los proveedores|registo de todos os prestadores|registre de tous les prestataires|Informationsregister aller/,
      present: {
        en: /contractual arrangements[^\n]*Article 28\(3\)/,
        es: /acuerdos contractuales[^\n]*artículo 28, apartado 3/,
        pt: /acordos contratuais[^\n]*artigo 28\.º, n\.º 3/,
        fr: /accords contractuels[^\n]*article 28, paragraphe 3/,
        de: /vertraglichen Vereinbarungen[^\n]*Artikel 28 Absatz 3/,
      },
    }))

  it('K-6: the voice-cloning post says the channel proves which enrolled device is calling, not who is on the other end', () =>
    expectCopy({
      places: ['post:voice-cloning-and-the-ceo-call'],
      absent:
        /channel itself proves who is on the other end|canal demuestra quién está al otro lado|canal prova quem está do outro lado|prouve lui-même qui se trouve|Kanal selbst beweist, wer am anderen Ende/,
      present: {
        en: /channel proves which enrolled device is calling/,
        es: /canal demuestra desde qué dispositivo registrado se llama/,
        pt: /canal prova de que dispositivo registado vem a chamada/,
        fr: /canal prouve de quel appareil enregistré vient l’appel/,
        de: /Kanal beweist, von welchem registrierten Gerät der Anruf kommt/,
      },
    }))

  it('K-7: the home page no longer says buyers know "exactly" which jurisdiction applies; it adds the hosting country’s law', () =>
    expectCopy({
      places: ['home#trust.items.2.body'],
      absent:
        /exactly which jurisdiction|exactamente ante qué jurisdicción|exatamente a que jurisdição|exactement de quelle juridiction|genau, welcher Rechtsordnung/,
      present: {
        en: /law of the country that hosts them/,
        es: /ley del país que los aloja/,
        pt: /lei do país que os aloja/,
        fr: /droit du pays qui les héberge/,
        de: /Recht des Landes, in dem sie gehostet werden/,
      },
    }))

  it('K-8: Government’s “no server or network segment is shared” is said of facilities we host, and a customer’s government cloud is said to bring its own isolation', () =>
    expectCopy({
      places: ['product-government#deployment'],
      present: {
        en: /in a facility we host, no server[^]*isolation beneath our servers is that cloud’s/,
        es: /en las instalaciones que alojamos nosotros, ningún servidor[^]*el aislamiento por debajo de nuestros servidores es el de esa nube/,
        pt: /nas instalações que alojamos, nenhum servidor[^]*o isolamento abaixo dos nossos servidores é o dessa nuvem/,
        fr: /dans les installations que nous hébergeons, aucun serveur[^]*l’isolement sous nos serveurs est celui de ce cloud/,
        de: /In Rechenzentren, die wir betreiben, wird kein Server[^]*Isolation unterhalb unserer Server von dieser Cloud ab/,
      },
    }))

  it('K-2: the Encryption page’s retention table no longer claims to list everything the service keeps, and names the file, link and call records it does not yet hold', () =>
    expectCopy({
      places: ['encryption#serverView.lead'],
      absent:
        /^Everything the service keeps|^Todo lo que el servicio conserva|^Tudo o que o serviço guarda|^Tout ce que le service conserve|^Alles, was der Dienst/,
      present: {
        en: /Not yet in this table[^\n]*who downloaded them[^\n]*protected links[^\n]*call set-up records/,
        es: /aún no incluye[^\n]*quién los descargó[^\n]*enlaces protegidos[^\n]*establecimiento de llamadas/,
        pt: /ainda não inclui[^\n]*quem os descarregou[^\n]*ligações protegidas[^\n]*estabelecimento de chamadas/,
        fr: /ne comprend pas encore[^\n]*les ont téléchargés[^\n]*liens protégés[^\n]*établissement des appels/,
        de: /Noch nicht in dieser Tabelle[^\n]*heruntergeladen hat[^\n]*geschützte Links[^\n]*Anrufaufbaus/,
      },
    }))

  it('K-9: the secure-calls page no longer calls conferences end-to-end encrypted without saying how their keys are shared; it scopes the claim to calls between two people', () => {
    expectCopy({
      places: ['solution-calls#hero.intro'],
      absent:
        /calls and conferences encrypted end to end|Llamadas y conferencias de voz y vídeo cifradas de extremo a extremo|Chamadas e conferências de voz e vídeo cifradas de ponta a ponta|Appels et conférences audio et vidéo chiffrés de bout en bout|Videoanrufe sowie Konferenzen, von Gerät zu Gerät Ende-zu-Ende/,
    })
    expectCopy({
      places: ['solution-calls#features.items.2.body'],
      // The claim is scoped with the site's one term for calls between two people (fifth read, en 16).
      present: {
        en: new RegExp(`call relays[^\\n]*${oneToOneCall.en.source}`),
        es: new RegExp(`servidores de retransmisión de llamadas[^\\n]*${oneToOneCall.es.source}`),
        pt: new RegExp(`retransmissores de chamadas[^\\n]*${oneToOneCall.pt.source}`),
        fr: new RegExp(`relais d’appel[^\\n]*${oneToOneCall.fr.source}`),
        de: new RegExp(`Anruf-Relays[^\\n]*${oneToOneCall.de.source}`),
      },
    })
  })
})

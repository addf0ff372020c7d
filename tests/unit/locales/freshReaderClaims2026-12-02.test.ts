/**
 * A fresh English reader (2 December 2026) found absolutes that contradict the site's own caveats.
 * Each test holds one fix in every language it was carried into: the absolute the reader quoted
 * (and its translations) is gone, and the narrowed wording stays. The narrowed wording follows
 * src/content/facts.ts, so where a fix rests on a fact the test checks that fact too: if the fact
 * changes, the copy has to be looked at again.
 */
import { describe, expect, it } from 'vitest'
import { groupKeys, outsiderLinks } from '../../../src/content/facts'
import { conferenceCaveatPattern, oneToOneCall } from './callWording'
import { everywhere, expectCopy } from './copyGuard'

describe('fresh reader 2026-12-02: claims that contradicted the caveats', () => {
  it('fresh reader 1: conference calls are named as a limit, never claimed end to end with every call', () => {
    expectCopy({
      places: everywhere,
      absent: {
        en: /Messages, calls and files all travel end to end|Encrypted calls and conferences|Yes, for every message, call and file|Every message and call between Vaultline users|Encrypted conference calls for the crisis team/,
        es: /Mensajes, llamadas y archivos viajan cifrados|Llamadas y conferencias cifradas|Cada mensaje y cada llamada entre usuarios|Conferencias cifradas para el equipo de crisis/,
        pt: /Mensagens, chamadas e ficheiros circulam cifrados|Chamadas e conferências cifradas|Todas as mensagens e chamadas entre utilizadores|Conferências cifradas para o gabinete de crise/,
        fr: /Messages, appels et fichiers circulent chiffrés|Appels et conférences chiffrés|Chaque message et chaque appel entre utilisateurs|Des conférences chiffrées pour la cellule de crise/,
        de: /Nachrichten, Anrufe und Dateien sind Ende-zu-Ende-verschlüsselt|Verschlüsselte Anrufe und Konferenzen|Jede Nachricht und jeder Anruf zwischen Vaultline-Nutzern ist|Verschlüsselte Telefonkonferenzen für den Krisenstab/,
      },
    })
    // Where calls are claimed end to end, conferences are named: how their keys are shared is not yet published.
    // The home page's lead names conferences as an exception and leaves the reason to its calls card
    // below (fourth fresh read, en 10: the caveat was repeated in both).
    expectCopy({
      places: [
        'home#capabilities.items.1',
        'faqs#security.items.2',
        'threat-quantum#counter.lead',
        'out-of-band#separation.items.3',
      ],
      // In the site's one sentence for it (fifth read, en 16).
      present: conferenceCaveatPattern,
    })
    expectCopy({
      places: ['home#capabilities.items.1', 'out-of-band#related.items.1'],
      // Calls between two people by the site's one term for them (fifth read, en 16).
      present: {
        en: /End-to-end encrypted one-to-one calls|One-to-one calls encrypted end to end/,
        es: /Llamadas individuales cifradas de extremo a extremo/,
        pt: /Chamadas individuais cifradas de ponta a ponta/,
        fr: /ppels individuels chiffrés de bout en bout/,
        de: /Ende-zu-Ende-verschlüsselte Einzelanrufe|Einzelanrufe mit Ende-zu-Ende-Verschlüsselung/,
      },
      // An adjective before both nouns would take the conferences into the claim (German review of en 16).
      absent: { de: /Ende-zu-Ende-verschlüsselte Einzelanrufe und (?:Telefon)?[Kk]onferenzen/ },
    })
    expectCopy({
      places: ['comparison#table.rows.0'],
      present: {
        en: new RegExp(`${oneToOneCall.en.source}[^]*${conferenceCaveatPattern.en.source}`),
      },
    })
  })

  it('fresh reader 2: the CNSA 2.0 answers say that group messages are signed with the classical signature alone', () => {
    // The caveat is the fact's: the group ciphersuite signs with one classical scheme.
    expect(groupKeys.postQuantumSignatures).toBe(false)
    const signature = groupKeys.suite.cnsa.signature.replace(/[-.]/g, '\\$&')
    expectCopy({
      places: ['faqs#security.items.1', 'product-government#compliance.paragraphs.2'],
      present: {
        en: new RegExp(`(?:group messages are signed|signs group messages) with ${signature} alone`),
        es: new RegExp(`(?:los mensajes de grupo se firman|firma los mensajes de grupo) solo con ${signature}`),
        pt: new RegExp(`(?:as mensagens de grupo são assinadas|assina as mensagens de grupo) apenas com ${signature}`),
        fr: new RegExp(
          `(?:les messages de groupe sont signés|signe les messages de groupe) uniquement en ${signature}`,
        ),
        de: new RegExp(
          `(?:(?:werden Gruppennachrichten|Gruppennachrichten werden) nur mit ${signature} signiert|signiert Gruppennachrichten (?:aber )?nur mit ${signature})`,
        ),
      },
    })
  })

  it('fresh reader 3: the Encryption page is said to list the records kept for messaging, not every record', () => {
    expectCopy({
      places: everywhere,
      absent: {
        en: /lists? every record/,
        es: /enumeran? cada registro/,
        pt: /indicam? cada registo/,
        fr: /indiqu(?:e|ent) chaque donnée/,
        de: /nenn(?:t|en) jeden Datensatz/,
      },
    })
    expectCopy({
      places: [
        'home#trust.items.3',
        'threats#layers.items.2',
        'threat-application#counter.items.4',
        'solutions#limits.points.4',
        'faqs#security.items.3',
        'comparison#table.rows.5',
        'encryption#server.points.1',
        'post:choosing-on-premises-or-cloud',
      ],
      present: {
        en: /lists? the records kept for messaging/,
        es: /enumeran? los registros que se conservan para la mensajería/,
        pt: /indicam? os registos guardados para as mensagens/,
        fr: /indiqu(?:e|ent) les données conservées pour la messagerie/,
        de: /nenn(?:t|en) die Datensätze zur Nachrichtenübermittlung/,
      },
    })
    // The tables themselves say which records they do not hold yet.
    expectCopy({
      places: ['encryption#server.points.1'],
      present: {
        en: /file transfer and calls are not in them yet/,
        es: /transferencia de archivos y las llamadas aún no figuran/,
        pt: /transferência de ficheiros e das chamadas ainda não constam/,
        fr: /transfert de fichiers et des appels n’y figurent pas encore/,
        de: /Dateiübertragungen und Anrufen fehlen darin noch/,
      },
    })
  })

  it('fresh reader 4: download tracking keeps the server from the content of files shared between apps only; links are a stated limit', () => {
    // A link's key delivery is not published, so nothing may be promised about what the server sees of it.
    expect(outsiderLinks.keyDelivery).toBe('not yet published')
    expectCopy({
      places: ['solution-file-transfer'],
      absent: {
        en: /without the server ever seeing the content/,
        es: /sin que el servidor vea nunca el contenido/,
        pt: /sem que o servidor veja alguma vez o conteúdo/,
        fr: /sans que le serveur voie jamais le contenu/,
        de: /ohne dass der Server je den Inhalt sieht/,
      },
    })
    expectCopy({
      places: ['solution-file-transfer#features.items.3'],
      present: {
        en: /A file shared between Vaultline apps reaches the server only as ciphertext; a protected link[^.]*not yet published/,
        es: /Un archivo compartido entre aplicaciones de Vaultline solo llega al servidor como texto cifrado; un enlace protegido[^.]*aún no se ha publicado/,
        pt: /Um ficheiro partilhado entre aplicações Vaultline só chega ao servidor como texto cifrado; uma ligação protegida[^.]*ainda não foi publicado/,
        fr: /Un fichier partagé entre applications Vaultline n’arrive au serveur que sous forme chiffrée\s?; un lien protégé[^.]*n’est pas encore publiée/,
        de: /Eine zwischen Vaultline-Apps geteilte Datei erreicht den Server nur als Chiffretext; ein geschützter Link[^.]*noch nicht veröffentlicht/,
      },
    })
    expectCopy({
      places: ['faqs#security.items.2'],
      present: {
        en: /protected link[^.]*outside the end-to-end encryption between the apps/,
        es: /enlace protegido[^.]*fuera del cifrado de extremo a extremo entre las aplicaciones/,
        pt: /ligação protegida[^.]*fora da cifragem de ponta a ponta entre as aplicações/,
        fr: /lien protégé[^.]*hors du chiffrement de bout en bout entre les applications/,
        de: /geschützter Link[^.]*außerhalb der Ende-zu-Ende-Verschlüsselung zwischen den Apps|Ende-zu-Ende-Verschlüsselung zwischen den Apps nicht für einen geschützten Link/,
      },
    })
  })

  it('fresh reader 5: the Government diagram allows for a shared government cloud, and the trust centre names the Internet-Drafts', () => {
    expectCopy({
      places: ['visuals#deployment.government.lead'],
      absent: {
        en: /with no server or network segment shared/,
        es: /sin servidores ni segmentos de red compartidos/,
        pt: /sem servidores nem segmentos de rede partilhados/,
        fr: /sans serveur ni segment de réseau partagé/,
        de: /ohne Server oder Netzsegmente, die mit anderen Kunden geteilt werden/,
      },
      present: {
        en: /in a facility we host, no server or network segment is shared[^.]*in your government cloud, the hardware and networks beneath it may be shared/,
        es: /en las instalaciones que alojamos nosotros, ningún servidor[^.]*en su nube gubernamental, el hardware y las redes[^.]*pueden compartirse/,
        pt: /nas instalações que alojamos, nenhum servidor[^.]*na sua nuvem governamental, o hardware e as redes[^.]*podem ser partilhados/,
        fr: /dans les installations que nous hébergeons, aucun serveur[^.]*dans votre cloud gouvernemental, le matériel et les réseaux[^.]*peuvent être partagés/,
        de: /In Rechenzentren, die wir betreiben, wird kein Server[^.]*in Ihrer Behörden-Cloud können Hardware und Netze[^.]*geteilt sein/,
      },
    })
    expectCopy({
      places: ['trust-centre#protocol.paragraphs.0'],
      absent: {
        en: /is a public standard/,
        es: /son normas públicas/,
        pt: /são normas públicas/,
        fr: /est une norme publique/,
        de: /ist ein öffentlicher Standard/,
      },
      present: {
        en: /the hybrid ciphersuites for groups, and the hybrid key encapsulation they use, are still Internet-Drafts/,
        es: /los conjuntos de cifrado híbridos para grupos, y la encapsulación de claves híbrida que utilizan, siguen siendo borradores de Internet \(Internet-Drafts\)/,
        pt: /os conjuntos de cifras híbridos para grupos, e o encapsulamento de chaves híbrido que usam, ainda são rascunhos de Internet \(Internet-Drafts\)/,
        fr: /les suites de chiffrement hybrides pour les groupes, et l’encapsulation de clés hybride qu’elles utilisent, ne sont encore que des projets Internet \(Internet-Drafts\)/,
        de: /die hybriden Cipher-Suites für Gruppen und die hybride Schlüsselkapselung, die sie nutzen, sind noch Internet-Drafts/,
      },
    })
  })
})

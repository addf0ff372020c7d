/**
 * The absolutes about security that the copy may keep (issue 34, item 4). dist-check's absolute
 * claims check (dist-check/checks/absoluteClaims.ts) fails every sentence on a built page that
 * carries an absolute cue word ("never", "always", "guarantee", "nothing", "nunca", "jamais",
 * "nie"…) and speaks about security, unless an entry here allows it. Each entry says why:
 *
 *  - `fact`: a dot path into src/content/facts.ts for the fact that holds the sentence as written
 *    (the check fails an entry whose fact the file does not hold);
 *  - `notAClaim`: the sentence promises nothing of ours: it describes an attacker or another
 *    product, tells a researcher what not to do, or uses the word idiomatically;
 *
 * `phrases` identify the sentence per language: a sentence that contains one, ignoring case,
 * spacing and quotation marks, is allowed. Keep them short and specific to one sentence, so a new
 * sentence that merely repeats a cue is not let through.
 */
import type { Language } from '../../routes.config'

type Phrases = { readonly [L in Language]?: readonly string[] }
export type HeldAbsolute = { readonly phrases: Phrases } & ({ readonly fact: string } | { readonly notAClaim: string })

export const heldAbsolutes: readonly HeldAbsolute[] = [
  // ---- Held by facts ----
  {
    fact: 'commitments.noFallbackChannel',
    phrases: {
      en: ['never fall back to SMS, email or the phone network', 'are never bridged to the telephone network'],
      es: [
        'nunca recurren a SMS, correo electrónico ni a la red telefónica',
        'nunca se transfieren a la red telefónica',
      ],
      pt: ['nunca recorrem a SMS, e-mail ou à rede telefónica', 'nunca são encaminhados para a rede telefónica'],
      fr: ['ne basculent jamais vers le SMS', 'ne sont jamais relayés vers le réseau téléphonique'],
      de: ['weichen nie auf SMS, E-Mail oder das Telefonnetz aus', 'werden nie ins Telefonnetz'],
    },
  },
  {
    fact: 'serverView',
    phrases: {
      en: ['Vaultline never has a key that opens your files', 'so the network never holds the keys'],
      es: ['Vaultline nunca tiene una clave que abra sus archivos', 'para que la red nunca tenga las claves'],
      pt: ['A Vaultline nunca tem uma chave que abra os seus ficheiros', 'para que a rede nunca tenha as chaves'],
      fr: [
        'Vaultline ne détient jamais de clé capable d’ouvrir vos fichiers',
        'pour que le réseau ne détienne jamais les clés',
      ],
      de: [
        'Vaultline besitzt nie einen Schlüssel, der Ihre Dateien öffnet',
        'damit das Netz nie die Schlüssel besitzt',
      ],
    },
  },
  { fact: 'serverView.editions.onPremises', phrases: { de: ['nichts hängt davon ab, dass wir erreichbar sind'] } },
  { fact: 'commitments.auditLogWithoutContent', phrases: { pt: ['que nunca contém o conteúdo das mensagens'] } },
  {
    fact: 'commitments.complianceArchive',
    phrases: {
      en: ['encrypted to your own compliance key, never to ours'],
      es: ['con su propia clave de cumplimiento, nunca con la nuestra'],
      pt: ['com a sua própria chave de conformidade, nunca com a nossa'],
      fr: ['avec votre propre clé de conformité, jamais avec la nôtre'],
      de: ['mit Ihrem eigenen Compliance-Schlüssel – nie mit unserem'],
    },
  },
  {
    fact: 'commitments.callRecording',
    phrases: { fr: ['Les appels ne sont jamais enregistrés, sauf si votre politique'] },
  },
  {
    fact: 'commitments.device',
    phrases: {
      en: ['History is never backed up to consumer clouds in readable form'],
      es: ['El historial nunca se copia de forma legible en nubes de consumo'],
      pt: ['O histórico nunca é copiado de forma legível para nuvens de consumo'],
      fr: ['impossible de simplement les copier hors de l’appareil'],
      de: ['Verläufe landen nie lesbar in Consumer-Cloud-Diensten', 'sodass es nichts mehr senden oder empfangen kann'],
    },
  },
  {
    fact: 'commitments.hybridFloor',
    phrases: {
      en: ['so security never falls below today', 'your security never falls below today'],
      es: [
        'para que la seguridad nunca caiga por debajo del nivel actual',
        'su seguridad nunca bajará del nivel actual',
      ],
      pt: [
        'para que a segurança nunca desça abaixo do nível atual',
        'a sua segurança nunca desce abaixo do nível atual',
      ],
      fr: [
        'afin que la sécurité ne descende jamais sous le niveau actuel',
        'votre sécurité ne descend jamais sous le niveau actuel',
        'ML-KEM la protège toujours',
      ],
      de: [
        'damit die Sicherheit nie unter das heutige Niveau fällt',
        'Ihre Sicherheit fällt nie unter das heutige Niveau',
      ],
    },
  },
  {
    fact: 'profiles',
    phrases: {
      en: [
        'What encryption does guarantee is that an attacker who reaches into the signalling network gets only ciphertext',
      ],
      es: ['Lo que sí garantiza el cifrado es que un atacante'],
      pt: ['O que a cifragem garante é que um atacante'],
      fr: [
        'Ce que le chiffrement garantit, c’est qu’un attaquant',
        'Une fausse antenne ne relaie jamais que du texte chiffré',
      ],
      de: ['Was Verschlüsselung garantiert: Ein Angreifer'],
    },
  },
  {
    fact: 'commitments.keysOnDevice',
    phrases: {
      en: ['created on the device and never sent from it', 'each of the two devices and never crosses the network'],
      es: [
        'se generan en el dispositivo y nunca salen de él',
        'creadas en el dispositivo y que nunca salen de él',
        'cada uno de los dos dispositivos y nunca viaja por la red',
      ],
      pt: [
        'criadas no dispositivo e nunca enviadas a partir dele',
        'cada um dos dois dispositivos e nunca atravessa a rede',
      ],
      fr: [
        'créées sur l’appareil et jamais envoyées ailleurs',
        'chacun des deux appareils et ne transite jamais par le réseau',
      ],
      de: [
        'auf dem Gerät erzeugt und nie von dort gesendet',
        'auf dem Gerät erzeugt und verlassen es nie',
        'beiden Geräte getrennt berechnet und geht nie über das Netz',
      ],
    },
  },
  {
    fact: 'serverView.voiceGateway',
    phrases: {
      en: ['Calls between Vaultline users never pass through the gateway'],
      es: ['Las llamadas entre usuarios de Vaultline nunca pasan por la pasarela'],
      pt: ['As chamadas entre utilizadores Vaultline nunca passam pelo gateway'],
      fr: ['Les appels entre utilisateurs Vaultline ne passent jamais par la passerelle'],
      de: ['Anrufe zwischen Vaultline-Nutzerinnen und -Nutzern laufen nie über das Gateway'],
    },
  },
  { fact: 'installProtection.offlineBundles', phrases: { es: ['antes de que nada entre en su red'] } },
  // ---- Not a claim of ours ----
  {
    notAClaim: 'what the attacker of a compromised session lacks (post-compromise security, the ratchet diagram)',
    phrases: {
      en: ['brings in a secret the attacker never saw'],
      es: ['aporta un secreto que el atacante nunca vio'],
      pt: ['traz um segredo que o atacante nunca viu'],
      fr: ['apporte un secret que l’attaquant n’a jamais vu'],
      de: ['bringt ein Geheimnis, das der Angreifer nie gesehen hat'],
    },
  },
  {
    notAClaim: 'about consumer apps’ safety numbers',
    phrases: {
      en: ['nothing tells you whether the person behind a key'],
      es: ['nada le indica si la persona que hay detrás de una clave'],
      pt: ['nada lhe diz se a pessoa por trás de uma chave'],
      fr: ['rien ne vous indique si la personne derrière une clé'],
      de: ['nichts verrät Ihnen, ob die Person hinter einem Schlüssel'],
    },
  },
  {
    notAClaim: 'configuration convenience: users do not type a server address',
    phrases: {
      en: ['users never type a server address'],
      es: ['los usuarios nunca escriben la dirección del servidor'],
      pt: ['os utilizadores nunca tenham de escrever o endereço do servidor'],
      fr: ['les utilisateurs n’aient jamais à saisir l’adresse du serveur'],
      de: ['niemand muss eine Serveradresse eintippen'],
    },
  },
  {
    notAClaim: 'a pilot needs no reinstallation',
    phrases: { es: ['sin reinstalar nada'], pt: ['sem reinstalar nada'] },
  },
  {
    notAClaim: 'describes attacks on the radio link and the network',
    phrases: {
      en: ['leave nothing on the target’s phone to find', 'readable inside every network they cross'],
      es: ['sin nada visible en pantalla', 'sin tocar nunca el terminal'],
      pt: ['sem nada visível no ecrã'],
      fr: ['sans jamais toucher son appareil', 'sans le moindre clic', 'impossible de revenir en arrière'],
    },
  },
  {
    notAClaim: 'describes supply-chain attacks and what spyware defeats',
    phrases: {
      en: ['ships with code nobody reviewed'],
      es: ['con código que nadie ha revisado', 'no sirve de nada si un programa espía'],
      pt: ['com código que ninguém reviu', 'de nada serve se um spyware'],
      fr: ['ne sert à rien si un logiciel espion', 'aucune cryptographie n’y peut rien'],
      de: ['mit Code ausgeliefert wird, den niemand geprüft hat'],
    },
  },
  {
    notAClaim: 'diverted traffic is useless to the attacker (an idiom)',
    phrases: { es: ['no le sirva de nada a quien lo desvía'], pt: ['não sirva de nada a quem o desvia'] },
  },
  {
    notAClaim: 'a researcher’s duty under the disclosure policy',
    phrases: {
      en: ['never try to read other people’s messages'],
      es: ['nunca intenta leer los mensajes'],
      pt: ['nunca tenta ler as mensagens'],
      fr: ['n’essayez jamais de lire les messages'],
      de: ['nie versuchen, Nachrichten, Anrufe oder Dateien anderer Menschen zu lesen'],
    },
  },
  {
    notAClaim: 'the error shown when the site cannot reach its servers',
    phrases: { fr: ['Impossible de joindre nos serveurs'] },
  },
  {
    notAClaim: 'a condition in the on-premises or cloud post ("if none of this applies")',
    phrases: {
      es: ['Si nada de lo anterior se aplica'],
      pt: ['Se nada disto se aplicar'],
      fr: ['Si rien de tout cela ne s’applique'],
      de: ['Trifft nichts davon zu'],
    },
  },
  {
    notAClaim: 'a cloned voice cannot sign without the key (the attacker’s limit)',
    phrases: { fr: ['Elle ne peut rien signer avec une clé'], de: ['kann sie nichts signieren'] },
  },
  { notAClaim: 'an idiom ("not so")', phrases: { fr: ['il n’en est rien'] } },
]

/**
 * The second carry of the fifth read's en 16 (one-to-one calls, the conference caveat) into es,
 * pt, fr and de, read on 5 December 2026 by one native reader per language who had not written
 * it. The reports are not in the repository; each test names its language's findings.
 */
import { describe, it } from 'vitest'
import { everywhere, expectCopy } from './copyGuard'

describe('native readers 2026-12-05 of the second carry of en 16', () => {
  it('en 16 carry (es, pt, fr): conferences keep the one name the caveat gives them, never "group calls", in pages and posts', () => {
    // The carry wrote "group calls" beside a caveat about "conferences": two names for one exception.
    // The calls page's "Conferences" card describes the feature as encrypted group calls of up to 50.
    expectCopy({
      places: everywhere.filter((place) => place !== 'solution-calls'),
      absent: { es: /llamadas de grupo/i, pt: /chamadas de grupo/i, fr: /appels de groupe/i },
    })
    expectCopy({
      places: [
        'faqs#security.items.2.answer.1',
        'out-of-band#separation.items.3.body',
        'product-enterprise#encrypted.lead',
        'trust-centre#residency.lead',
        'post:out-of-band-communications-during-an-incident',
        'post:choosing-on-premises-or-cloud',
      ],
      present: {
        es: /conferencias (?:pasan|llegan)/,
        pt: /conferências (?:passam|chegam)/,
        fr: /conférences (?:transitent|parviennent)/,
      },
    })
  })

  it('en 16 carry (es, fr): the Enterprise deployment picture’s keys decrypt, with articles, rather than "open" calls', () => {
    expectCopy({
      places: ['visuals#deployment.enterprise.lead'],
      absent: { es: /abren mensajes/, fr: /clés qui ouvrent/ },
      present: { es: /abren los mensajes y los archivos/, fr: /clés qui déchiffrent/ },
    })
  })

  it('en 16 carry (de 1): the Encryption page says the servers hold no key, not "Sie", and "between Vaultline apps" covers one-to-one chats and groups alike', () => {
    expectCopy({
      places: ['encryption#server.paragraphs.0'],
      absent: { de: /Sie besitzen keinen Schlüssel|Gruppen zwischen Vaultline-Apps/ },
      present: { de: /Die Server besitzen keinen Schlüssel, mit dem sich zwischen Vaultline-Apps ausgetauschte/ },
    })
  })

  it('en 16 carry (de 2, de 3, de 4, fr 3): keys that decrypt, no sentence opening with "Und"/"Et" after the caveat, servers that hold no readable content', () => {
    expectCopy({
      places: ['visuals#deployment.enterprise.lead'],
      absent: { de: /Einzelanrufe öffnen/ },
      present: { de: /mit denen sich [^.]* entschlüsseln lassen/ },
    })
    expectCopy({
      places: ['product-enterprise#encrypted.lead'],
      absent: { de: /\. Und ein Anruf/, fr: /\. Et un appel/ },
      present: { de: /Außerdem wird ein Anruf/, fr: /Enfin, un appel/ },
    })
    expectCopy({
      places: ['threat-network#counter.lead'],
      absent: { de: /so gebaut|Einzelanrufe erhalten/ },
      present: { de: /so ausgelegt, dass [^.]* verfügen/ },
    })
  })
})

describe('English technical editor 2026-12-05: the Encryption page’s "What our servers can and cannot see" after its detail moved into a panel (DES-08)', () => {
  it('editor 1 (high): the lead says itself that the claim does not extend to conferences, gateway calls or protected links, whatever the layout puts beside it', () => {
    expectCopy({
      places: ['encryption#server.paragraphs.0'],
      present: {
        en: /hold no key[^]*\. That claim does not extend to conference calls, calls to ordinary phones or protected links for people without the app\.$/,
        es: /\. Esa afirmación no se extiende a las conferencias, las llamadas a teléfonos convencionales ni los enlaces protegidos/,
        pt: /\. Essa afirmação não abrange as conferências, as chamadas para telefones comuns nem as ligações protegidas/,
        fr: /\. Cette affirmation ne s’étend pas aux conférences, aux appels vers des téléphones ordinaires ni aux liens protégés/,
        de: /\. Diese Aussage gilt nicht für Konferenzen, Anrufe auf herkömmliche Telefone und geschützte Links/,
      },
    })
  })

  it('editor 2 and 4: the panel is headed by what it is, and the first point names the servers it speaks of', () => {
    expectCopy({
      places: ['encryption#server.detail.heading'],
      absent: { en: /Three cases differ/ },
      present: {
        en: /^What the claim does not cover$/,
        es: /^Qué no cubre esta afirmación$/,
        pt: /^O que esta afirmação não abrange$/,
        fr: /^Ce que cette affirmation ne couvre pas$/,
        de: /^Was diese Aussage nicht umfasst$/,
      },
    })
    expectCopy({
      places: ['encryption#server.points.0'],
      present: {
        en: /^Our servers cannot read/,
        es: /^Nuestros servidores no pueden leer/,
        pt: /^Os nossos servidores não conseguem ler/,
        fr: /^Nos serveurs ne peuvent ni lire/,
        de: /^Unsere Server können keine Nachrichten/,
      },
    })
  })
})

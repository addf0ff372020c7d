/**
 * A panel of fresh readers of the translations (2 December 2026) found one concept named several
 * ways, or an English turn of phrase carried over word for word. Each test holds one language's
 * choice: the rejected wording must not come back in any locale file or post of that language, and
 * the chosen term stays where the English names the concept.
 */
import { describe, it } from 'vitest'
import { everywhere, expectCopy } from './copyGuard'

/** Where the English says "accreditor(s)": the body that accredits a system for classified use. */
const accreditorPlaces = [
  'consumer-apps#gaps.items.5.body',
  'home#trust.items.0.body',
  'home#trust.items.5.body',
  'product-government#compliance.detail.items.2.detail',
  'product-voice-gateway#compliance.paragraphs.0',
  'trust-centre#schemes.lead',
  'trust-centre#documents.lead',
  'trust-centre#documents.availability.nda',
  'trust-centre#protocol.paragraphs.0',
]

describe('fresh readers 2026-12-02: one term for one concept', () => {
  it('Fresh reader 2026-12-02 (de): the body that accredits a system is the "Akkreditierungsstelle" or "Sicherheitsakkreditierungsstelle" everywhere, never the "freigebende Stelle"', () => {
    expectCopy({ places: everywhere, absent: { de: /freigebenden? Stellen?/ } })
    expectCopy({
      places: accreditorPlaces,
      present: { de: /(?:Sicherheits\u00ad?a|A)kkreditierungs\u00ad?stellen?\b/ },
    })
  })

  it('Fresh reader 2026-12-02 (es): the body that accredits a system is the "autoridad de acreditación" everywhere, never an "acreditador" or "entidad acreditadora"', () => {
    expectCopy({ places: everywhere, absent: { es: /acreditador|entidad(es)? acreditadora/i } })
    expectCopy({ places: accreditorPlaces, present: { es: /autoridad(es)? de acreditación/ } })
  })

  it('Fresh reader 2026-12-02 (pt): the body that accredits a system is the "entidade acreditadora" everywhere, never an "acreditador", and no session has anything "por trás"', () => {
    expectCopy({ places: everywhere, absent: { pt: /acreditador(es)?\b|por trás de cada (sessão|conversa)/i } })
    expectCopy({ places: accreditorPlaces, present: { pt: /entidades? acreditadoras?/ } })
  })

  it('Fresh reader 2026-12-02 (pt): Vaultline is feminine ("a Vaultline") everywhere, its editions included, never "o Vaultline"', () => {
    expectCopy({
      places: everywhere,
      absent: {
        pt: /(?<!\p{L})(o|os|do|dos|no|nos|ao|aos|pelo|pelos|um|num|dum|este|esse|deste|desse|neste|nesse) Vaultline\b/iu,
      },
    })
    expectCopy({
      places: ['home#editions.lead'],
      present: { pt: /a (?:Vaultline )?Government e a (?:Vaultline )?On-Premises usam/ },
    })
    // The gateway itself is "o Voice Gateway" (o gateway); Vaultline, whose it is, stays feminine.
    expectCopy({
      places: ['solution-calls#features.items.4.body', 'vulnerability-disclosure#scope.points.2'],
      present: { pt: /o Voice Gateway da Vaultline/ },
    })
  })

  it('Fresh reader 2026-12-02 (pt): a website is a "sítio web" (or "sítio") everywhere, never a "site" or "website"', () => {
    // The statute's English title "(Websites and Mobile Applications)" and the regulator's address stay as they are.
    expectCopy({ places: everywhere, absent: { pt: /(?<![\p{L}.{])(web)?sites?(?!\p{L})(?! and Mobile)/iu } })
    expectCopy({
      places: [
        'common#screens.notFoundWaysOut',
        'common#samples.explanation',
        'security#topics.items.5.body',
        'trust-centre#documents.lead',
        'trust-centre#documents.availability.public',
      ],
      present: { pt: /\bsítio\b/ },
    })
  })
})

describe('fresh readers 2026-12-02: English turns of phrase', () => {
  it('Fresh reader 2026-12-02 (es): the law Vaultline Ltd is subject to is not a law that "la alcanza" (a calque of "which law reaches it")', () => {
    expectCopy({
      places: everywhere,
      absent: {
        es: /\b(la|le|les|lo|los|nos) alcanzan?\b|\bley(es)? (que )?alcanzan?\b|alcanzan? (al operador|a Vaultline)/,
      },
    })
    expectCopy({ places: ['company#law.heading'], present: { es: /^A qué ley estamos sujetos$/ } })
    expectCopy({
      places: [
        'company#meta.description',
        'company#hero.intro',
        'security#topics.items.4.body',
        'trust-centre#related.items.1.body',
        'product-government#deployment.items.2.body',
      ],
      present: { es: /a qué ley está sujeta|está sujeta a la ley del Reino Unido/ },
    })
    expectCopy({
      places: ['encryption#serverOperators', 'trust-centre#residency.note', 'company#law.paragraphs.0'],
      present: { es: /ley (se aplica|aplicable) al operador|(qué ley|ley a la que) está sujeto (el|ese) operador/ },
    })
  })

  it('Fresh reader 2026-12-02 (fr): no calques of "the evidence behind" or of "controls": the trust centre is "Vaultline, preuves à l’appui", and security controls are "mesures", "protections" or "fonctions d’administration"', () => {
    // "Contrôle" stays where French uses it: control as authority ("sous votre contrôle"), a check
    // ("le contrôle anti-robots", "nos contrôles automatisés"), "somme de contrôle".
    expectCopy({
      places: everywhere,
      absent: {
        fr: /contrôles(?! automatisés)|Aucun contrôle ne suffit|le contrôle que Vaultline|mesure de contrôle|derrière (Vaultline|chaque)/u,
      },
    })
    expectCopy({ places: ['trust-centre#hero.title'], present: { fr: /^Vaultline, preuves à l’appui$/ } })
    expectCopy({
      places: ['product-government#hero.intro'],
      present: { fr: /avec les mesures de sécurité qu’attendent les équipes d’homologation/ },
    })
    expectCopy({ places: ['solutions#limits.heading'], present: { fr: /^Là où ces protections s’arrêtent$/ } })
    expectCopy({
      places: ['threats#defence.lead'],
      present: { fr: /^Aucune mesure ne suffit seule à arrêter toutes les attaques/ },
    })
    expectCopy({
      places: ['product-enterprise#audience.paragraphs.1', 'consumer-apps#related.items.0.body'],
      present: { fr: /avec les fonctions d’administration dont une (équipe sécurité|organisation) a besoin/ },
    })
  })
})

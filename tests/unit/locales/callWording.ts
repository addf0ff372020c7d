/**
 * The fifth English read (en 16) found "calls between two people" on 23 strings and the
 * conference caveat reworded on each of about fifteen pages that gave it. Each language now has
 * one term for such calls (defined once, on the Encryption page) and one sentence for the caveat,
 * quoted word for word. The guards of earlier findings that a call claim is scoped, or that
 * conferences keep their caveat, check these wordings, so the wording cannot drift apart again
 * page by page.
 */
import type { Language } from '../../../routes.config'

/** The term for a call between two people. */
export const oneToOneCall: Record<Language, RegExp> = {
  en: /one-to-one calls?/,
  es: /[Ll]lamadas? individual(?:es)?/,
  pt: /[Cc]hamadas? individua(?:l|is)/,
  fr: /[Aa]ppels? individuels?/,
  de: /Einzelanruf(?:en|e|s)?/,
}

/** The one sentence that says why conference calls carry no end-to-end claim. */
const conferenceCaveat: Record<Language, string> = {
  en: 'We make no end-to-end claim for conference calls until we publish how their keys are shared.',
  es: 'No afirmamos que las conferencias estén cifradas de extremo a extremo mientras no publiquemos cómo se comparten sus claves.',
  pt: 'Não afirmamos que as conferências sejam cifradas de ponta a ponta enquanto não publicarmos como são partilhadas as respetivas chaves.',
  fr: 'Nous ne présentons pas les conférences comme chiffrées de bout en bout tant que nous n’avons pas publié la manière dont leurs clés sont partagées.',
  de: 'Konferenzgespräche nennen wir nicht Ende-zu-Ende-verschlüsselt, solange wir nicht veröffentlicht haben, wie ihre Schlüssel geteilt werden.',
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `conferenceCaveat` as a pattern, for the guards. */
export const conferenceCaveatPattern = Object.fromEntries(
  Object.entries(conferenceCaveat).map(([language, sentence]) => [language, new RegExp(escaped(sentence))]),
) as Record<Language, RegExp>

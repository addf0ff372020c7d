import type { Language } from '../../routes.config'
import { intlLocales } from '../i18n/formatDate'

/** ISO 3166-1 alpha-2 codes offered in the country field; names come from Intl.DisplayNames. */
const countryCodes =
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS YE ZA ZM ZW'.split(
    ' ',
  )

export const countryCodeSet: ReadonlySet<string> = new Set(countryCodes)

/**
 * Countries sorted by their name in the given language, named and sorted in the full locale the
 * site writes (pt-PT, es-ES, fr-FR, de-DE, en-GB): bare "pt" is Brazilian Portuguese in CLDR
 * ("Irã", "Polônia"), which European Portuguese readers would see as a slip.
 */
export function countryOptions(language: Language): { code: string; name: string }[] {
  const locale = intlLocales[language]
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

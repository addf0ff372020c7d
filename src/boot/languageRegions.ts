/**
 * Which countries and time zones point to which language. English is the fallback and needs no
 * table. Bundled into the language module, not the inline script, so the inline script stays small.
 */
import { isStaged, type PublishedLanguage } from '../config/languages'
import type { SupportedLanguage } from './languageValue'

export type DetectableLanguage = Exclude<SupportedLanguage, 'en'>

/**
 * Every published language but English has its regions; a staged one may list its own already,
 * but is offered to no one until it is published (docs/adding-a-language.md).
 */
type RegionLists = Readonly<Record<Exclude<PublishedLanguage, 'en'>, readonly string[]>> &
  Readonly<Partial<Record<DetectableLanguage, readonly string[]>>>

/** ISO 3166-1 alpha-2 codes. */
export const countryLanguages: RegionLists = {
  es: [
    'ES',
    'MX',
    'AR',
    'CO',
    'CL',
    'PE',
    'VE',
    'EC',
    'GT',
    'CU',
    'BO',
    'DO',
    'HN',
    'PY',
    'SV',
    'NI',
    'CR',
    'PA',
    'UY',
    'PR',
    'GQ',
  ],
  pt: ['PT', 'BR', 'AO', 'MZ', 'CV', 'GW', 'ST', 'TL', 'MO'],
  fr: [
    'FR',
    'MC',
    'SN',
    'CI',
    'ML',
    'BF',
    'NE',
    'TG',
    'BJ',
    'GA',
    'CG',
    'CD',
    'CM',
    'GN',
    'TD',
    'CF',
    'DJ',
    'KM',
    'MG',
    'HT',
    'RE',
    'GP',
    'MQ',
    'GF',
    'YT',
    'PF',
    'NC',
    'PM',
    'WF',
    'BL',
    'MF',
  ],
  de: ['DE', 'AT', 'CH', 'LI', 'LU', 'BE'],
}

/** IANA time-zone names, used only when the country lookup gave nothing usable. */
export const timeZoneLanguages: RegionLists = {
  es: [
    'Europe/Madrid',
    'Africa/Ceuta',
    'Atlantic/Canary',
    'America/Mexico_City',
    'America/Monterrey',
    'America/Merida',
    'America/Cancun',
    'America/Chihuahua',
    'America/Ciudad_Juarez',
    'America/Hermosillo',
    'America/Mazatlan',
    'America/Tijuana',
    'America/Bahia_Banderas',
    'America/Matamoros',
    'America/Ojinaga',
    'America/Bogota',
    'America/Lima',
    'America/Santiago',
    'America/Punta_Arenas',
    'America/Caracas',
    'America/Guayaquil',
    'America/La_Paz',
    'America/Asuncion',
    'America/Montevideo',
    'America/Buenos_Aires',
    'America/Argentina/Buenos_Aires',
    'America/Argentina/Cordoba',
    'America/Argentina/Mendoza',
    'America/Argentina/Salta',
    'America/Argentina/Tucuman',
    'America/Argentina/Ushuaia',
    'America/Guatemala',
    'America/Tegucigalpa',
    'America/El_Salvador',
    'America/Managua',
    'America/Costa_Rica',
    'America/Panama',
    'America/Havana',
    'America/Santo_Domingo',
    'America/Puerto_Rico',
    'Africa/Malabo',
    'Pacific/Galapagos',
    'Pacific/Easter',
  ],
  pt: [
    'Europe/Lisbon',
    'Atlantic/Azores',
    'Atlantic/Madeira',
    'America/Sao_Paulo',
    'America/Bahia',
    'America/Fortaleza',
    'America/Recife',
    'America/Belem',
    'America/Manaus',
    'America/Cuiaba',
    'America/Campo_Grande',
    'America/Porto_Velho',
    'America/Boa_Vista',
    'America/Rio_Branco',
    'America/Araguaina',
    'America/Maceio',
    'America/Santarem',
    'America/Noronha',
    'America/Eirunepe',
    'Africa/Luanda',
    'Africa/Maputo',
    'Atlantic/Cape_Verde',
    'Africa/Bissau',
    'Africa/Sao_Tome',
    'Asia/Dili',
    'Asia/Macau',
  ],
  fr: [
    'Europe/Paris',
    'Europe/Monaco',
    'Africa/Dakar',
    'Africa/Abidjan',
    'Africa/Bamako',
    'Africa/Ouagadougou',
    'Africa/Niamey',
    'Africa/Lome',
    'Africa/Porto-Novo',
    'Africa/Libreville',
    'Africa/Brazzaville',
    'Africa/Kinshasa',
    'Africa/Lubumbashi',
    'Africa/Douala',
    'Africa/Conakry',
    'Africa/Ndjamena',
    'Africa/Bangui',
    'Africa/Djibouti',
    'Indian/Comoro',
    'Indian/Antananarivo',
    'Indian/Reunion',
    'Indian/Mayotte',
    'America/Port-au-Prince',
    'America/Guadeloupe',
    'America/Martinique',
    'America/Cayenne',
    'America/Miquelon',
    'America/St_Barthelemy',
    'America/Marigot',
    'Pacific/Tahiti',
    'Pacific/Marquesas',
    'Pacific/Gambier',
    'Pacific/Noumea',
    'Pacific/Wallis',
  ],
  de: [
    'Europe/Berlin',
    'Europe/Busingen',
    'Europe/Vienna',
    'Europe/Zurich',
    'Europe/Vaduz',
    'Europe/Luxembourg',
    'Europe/Brussels',
  ],
}

/** The compact form shipped to the browser: each value becomes a lookup key. */
export interface RegionTable {
  countries: Record<string, DetectableLanguage>
  timeZones: Record<string, DetectableLanguage>
}

function invert(table: RegionLists): Record<string, DetectableLanguage> {
  const result: Record<string, DetectableLanguage> = {}
  for (const [language, keys] of Object.entries(table) as [DetectableLanguage, readonly string[]][]) {
    if (isStaged(language)) continue
    for (const key of keys) {
      if (result[key]) throw new Error(`languageRegions: ${key} is listed for both ${result[key]} and ${language}.`)
      result[key] = language
    }
  }
  return result
}

export function regionTable(): RegionTable {
  return { countries: invert(countryLanguages), timeZones: invert(timeZoneLanguages) }
}

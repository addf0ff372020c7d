/**
 * The one definition of a lead on this side: the form validates with it. The database function
 * public.submit_lead (supabase/migrations/) applies the same rules, with the same regular
 * expressions, to what reaches it, in the same order; tests/integration/submitLead.test.ts holds
 * the two together at every boundary.
 */
const leadKinds = ['contact', 'demo', 'account'] as const
export const teamSizes = ['1-49', '50-249', '250-999', '1000-4999', '5000+'] as const
export const editionInterests = ['enterprise', 'government', 'on-premises', 'voice-gateway', 'not-sure'] as const

/** [minimum after trimming, maximum before trimming], in characters (Unicode code points). */
export const leadLimits = {
  name: [2, 120],
  organisation: [2, 160],
  role: [2, 120],
  email: [6, 254],
  message: [0, 4000],
  sourcePath: [1, 300],
} as const

/**
 * How many leads the database takes (public.submit_lead, private.lead_networks): per network
 * in any 60 minutes (an IPv4 address and its /24; an IPv6 /64, /56 and /48), then a ceiling for
 * the whole intake above which leads are held for review and the operator alerted, and a limit
 * above which none are stored. Nothing is counted per email address: a repeated address is
 * stored, flagged as a duplicate within 24 hours. The form never shows these numbers.
 */
export const leadIntakeLimits = {
  perNetwork: { ipv4Address: 10, ipv4Slash24: 30, ipv6Slash64: 10, ipv6Slash56: 20, ipv6Slash48: 30 },
  hourlyCeiling: 100,
  hourlyLimit: 500,
  windowMinutes: 60,
  duplicateWindowHours: 24,
} as const

/** Consumer mail providers: the forms ask for a work address, and the database refuses these too (private.lead_email_is_work). */
export const consumerMailProviders = [
  'gmail',
  'googlemail',
  'yahoo',
  'ymail',
  'hotmail',
  'outlook',
  'live',
  'msn',
  'aol',
  'icloud',
  'me',
  'mac',
  'gmx',
  'web',
  'mail',
  'yandex',
] as const
const consumerDomains = new RegExp(`@(${consumerMailProviders.join('|')})\\.[a-z]{2,3}(\\.[a-z]{2})?$`, 'i')
/** Starts with neither a spreadsheet formula character nor `@`; no spaces or mail syntax characters. */
const emailPattern = /^[^=+@<>()[\],;:"\s-][^@<>()[\],;:"\s]*@[^@<>()[\],;:"\s]+\.[a-z]{2,}$/i
/** C0 and C1 controls, DEL, line and paragraph separators. */
const controlsInLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/
/** The same, but the message keeps its line breaks and tabs. */
const controlsInMessage = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/**
 * Every Unicode format character (category Cf, Unicode 17) but the two joiners: invisible, and
 * able to hide text from a reader but not from a spreadsheet or an assistant.
 */
const formatCharacters =
  /[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\u{110bd}\u{110cd}\u{13430}-\u{1343f}\u{1bca0}-\u{1bca3}\u{1d173}-\u{1d17a}\u{e0000}-\u{e007f}]/u
/** ZWNJ and ZWJ belong inside words of scripts that need them: not next to ASCII, a space, another joiner, or an end. */
const misplacedJoiner =
  /(^|[\u0000-\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\u200c\u200d])[\u200c\u200d]|[\u200c\u200d]([\u0000-\u007f\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]|$)/
/** Two variation selectors in a row mean nothing to a reader; they are how bytes are hidden after an emoji. */
const variationSelectorRun = /[\ufe00-\ufe0f\u{e0100}-\u{e01ef}]{2}/u
/** Letters of the scripts most used to imitate a domain; one label (between @ and dots) may use only one of them. */
const confusableScripts = [
  /[a-z\u00c0-\u024f\u1e00-\u1eff]/i,
  /[\u0370-\u03ff\u1f00-\u1fff]/,
  /[\u0400-\u052f\u2de0-\u2dff\ua640-\ua69f]/,
]

const isClean = (value: string, controls: RegExp) =>
  !controls.test(value) &&
  !formatCharacters.test(value) &&
  !misplacedJoiner.test(value) &&
  !variationSelectorRun.test(value)
const mixesScripts = (email: string) =>
  email.split(/[.@]/).some((label) => confusableScripts.filter((script) => script.test(label)).length > 1)
/** An email address as the database stores it: its NFKC form (fullwidth letters folded) in lower case. */
const emailForm = (value: string) => value.trim().normalize('NFKC').toLowerCase()

export interface LeadInput {
  kind: (typeof leadKinds)[number]
  name: string
  email: string
  organisation: string
  country: string
  role: string
  teamSize: string
  interest: string
  message: string
  consent: boolean
  /**
   * The honeypot: hidden from people and assistive technology, filled in by bots. Its name is
   * one no browser autofills; a lead with it filled is still sent, and flagged by the database.
   */
  enquiryReference: string
}

export type LeadField = Exclude<keyof LeadInput, 'kind' | 'enquiryReference'>
/** Keys into `leadForm.errors.*`. */
export type LeadError =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'characters'
  | 'email'
  | 'workEmail'
  | 'choice'
  | 'consent'

export interface Lead extends Omit<LeadInput, 'consent'> {
  consent: true
}

const characters = (value: string) => Array.from(value).length

/** Raw length first (padding counts), then the characters and the minimum of the trimmed text. */
function text(raw: string, [min, max]: readonly [number, number], controls: RegExp): LeadError | null {
  if (characters(raw) > max) return 'tooLong'
  const value = raw.trim()
  if (!isClean(value, controls)) return 'characters'
  if (min > 0 && value.length === 0) return 'required'
  if (characters(value) < min) return 'tooShort'
  return null
}

/**
 * The address's form is checked on its NFKC form, before its minimum length (which any valid
 * address exceeds) and the work-address rule; joiners have no place in an address.
 */
function emailError(raw: string): LeadError | null {
  const [min, max] = leadLimits.email
  const error = text(raw, [1, max], controlsInLine)
  if (error) return error
  if (/[‌‍]/.test(raw)) return 'characters'
  const email = emailForm(raw)
  if (!emailPattern.test(email) || !isClean(email, controlsInLine) || mixesScripts(email)) return 'email'
  if (characters(email) < min) return 'tooShort'
  return consumerDomains.test(email) ? 'workEmail' : null
}

const choice = (value: string, options: readonly string[] | ReadonlySet<string>): LeadError | null =>
  !value ? 'required' : ('has' in options ? options.has(value) : options.includes(value)) ? null : 'choice'

export function validateLead(
  input: LeadInput,
  countryCodes: ReadonlySet<string>,
): { ok: true; lead: Lead } | { ok: false; errors: Partial<Record<LeadField, LeadError>> } {
  const raw = (field: keyof LeadInput) => (typeof input[field] === 'string' ? (input[field] as string) : '')
  const checks: Record<LeadField, LeadError | null> = {
    name: text(raw('name'), leadLimits.name, controlsInLine),
    email: emailError(raw('email')),
    organisation: text(raw('organisation'), leadLimits.organisation, controlsInLine),
    role: text(raw('role'), leadLimits.role, controlsInLine),
    country: choice(raw('country').trim(), countryCodes),
    teamSize: choice(raw('teamSize').trim(), teamSizes),
    interest: choice(raw('interest').trim(), editionInterests),
    message: text(raw('message'), leadLimits.message, controlsInMessage),
    consent: input.consent === true ? null : 'consent',
  }
  const errors = Object.fromEntries(Object.entries(checks).filter(([, error]) => error !== null)) as Partial<
    Record<LeadField, LeadError>
  >
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    lead: {
      kind: (leadKinds as readonly string[]).includes(input.kind) ? input.kind : 'contact',
      name: raw('name').trim(),
      email: emailForm(raw('email')),
      organisation: raw('organisation').trim(),
      country: raw('country').trim(),
      role: raw('role').trim(),
      teamSize: raw('teamSize').trim(),
      interest: raw('interest').trim(),
      message: raw('message').trim(),
      consent: true,
      enquiryReference: raw('enquiryReference'),
    },
  }
}

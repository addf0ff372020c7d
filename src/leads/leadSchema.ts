/**
 * The one definition of a lead on this side: the form validates with it. The database function
 * public.submit_lead (supabase/migrations/) applies the same rules, with the same regular
 * expressions, to what reaches it, in the same order; tests/integration/submitLead.test.ts holds
 * the two together at every boundary.
 */
import { leadIntents, type LeadIntent } from '../config/leadIntents'

/** The intents, stored as the lead's `kind` (src/config/leadIntents.ts). */
export { leadIntents, type LeadIntent }
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
 * in any 60 minutes (an IPv4 address and its /24; an IPv6 /64, /56 and /48). Above the hourly
 * ceiling for the whole intake the intake is flooded: leads are held for review, the operator is
 * alerted, and each network (an IPv4 /24, an IPv6 /48) gets only its first lead of the hour in,
 * unless the lead passed the bot check; no network's flood closes the form to the others. Held
 * leads awaiting review are capped, which keeps the database's size safe. Nothing is counted per
 * email address: a repeated address is stored, flagged as a duplicate within 24 hours. The form
 * never shows these numbers.
 */
export const leadIntakeLimits = {
  perNetwork: { ipv4Address: 10, ipv4Slash24: 30, ipv6Slash64: 10, ipv6Slash56: 20, ipv6Slash48: 30 },
  hourlyCeiling: 100,
  heldForReviewCap: 2000,
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
/**
 * The letters beyond ASCII an address may hold (internationalised addresses), after NFKC: those of
 * the Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Devanagari, Thai, Georgian, Hangul and
 * Japanese scripts, CJK ideographs and the combining accents. No punctuation, symbol, space or
 * invisible character of any script, so nothing that reads as a dot, a slash or a blank.
 */
export const addressLetters =
  '\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02af\u0300-\u034e\u0350-\u036f\u0370-\u0373\u0376\u0377\u037b-\u037d\u0386\u0388-\u03ff\u0400-\u0482\u048a-\u052f\u0531-\u0556\u0561-\u0587\u05d0-\u05ea\u0620-\u064a\u0660-\u0669\u066e-\u06d3\u06d5\u06f0-\u06f9\u0900-\u0963\u0966-\u096f\u0971-\u097f\u0e01-\u0e3a\u0e40-\u0e4e\u0e50-\u0e59\u10d0-\u10fa\u10fc-\u10ff\u1e00-\u1fff\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\u3400-\u4dbf\u4e00-\u9fff\ua640-\ua66e\ua680-\ua69d\uac00-\ud7a3'
/**
 * An address as mail systems route it (RFC 5321), on its NFKC form in lower case: a dot-atom local
 * part of letters, digits and `_ ' + -` that starts with a letter, digit or `_` (never like a
 * formula); a domain of dot-separated labels of letters, digits and inner hyphens, ending in a
 * top-level domain of ASCII letters or an xn-- label. So no URL or mailto syntax (`? & # / % =`),
 * no empty label and no dot look-alike. The database's private.lead_email_is_valid is the same.
 */
const emailPattern = new RegExp(
  `^[a-z0-9_${addressLetters}][a-z0-9_'+${addressLetters}-]*(?:\\.[a-z0-9_'+${addressLetters}-]+)*@(?:[a-z0-9${addressLetters}](?:[a-z0-9${addressLetters}-]*[a-z0-9${addressLetters}])?\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`,
)
/** A local part longer than 64 characters, or a domain label longer than 63. */
const overlongEmailPart = /^[^@]{65}|@.*[^.]{64}/
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
/**
 * Default-ignorable code points outside category Cf (Unicode 17: the combining grapheme joiner,
 * the Hangul fillers, Khmer's inherent vowels, reserved ones), which display as nothing, and
 * U+2800, the blank braille pattern: blank-looking text that can hide a formula or fake an empty
 * field. The joiners and variation selectors have their own rules above and below.
 */
const ignorableCharacters =
  /[\u034f\u115f\u1160\u17b4\u17b5\u2065\u2800\u3164\uffa0\ufff0-\ufff8\u{e0080}-\u{e00ff}\u{e01f0}-\u{e0fff}]/u
/** Mongolian's free variation selectors belong right after a Mongolian letter. */
const misplacedMongolianSelector = /(^|[^\u1820-\u1878\u1880-\u18aa])[\u180b-\u180d\u180f]/
/**
 * More than five combining marks in a row (the accents any letter takes, and the Cyrillic, Hebrew,
 * Arabic and Thai ones): written text needs at most that many on one letter; stacks of them spill
 * over the lines around them.
 */
const combiningMarkRun =
  /[\u0300-\u034e\u0350-\u036f\u0483-\u0489\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed\u0e31\u0e34-\u0e3a\u0e47-\u0e4e\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]{6}/
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
  !variationSelectorRun.test(value) &&
  !ignorableCharacters.test(value) &&
  !misplacedMongolianSelector.test(value) &&
  !combiningMarkRun.test(value)
const mixesScripts = (email: string) =>
  email.split(/[.@]/).some((label) => confusableScripts.filter((script) => script.test(label)).length > 1)
/** An email address as the database stores it: its NFKC form (fullwidth letters folded) in lower case. */
const emailForm = (value: string) => value.trim().normalize('NFKC').toLowerCase()

export interface LeadInput {
  kind: LeadIntent
  name: string
  email: string
  organisation: string
  country: string
  role: string
  teamSize: string
  interest: string
  message: string
  /** The required box "I have read the privacy notice…": an acknowledgement, not consent. */
  privacyNoticeAcknowledged: boolean
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
  | 'privacyNotice'

export interface Lead extends Omit<LeadInput, 'privacyNoticeAcknowledged'> {
  privacyNoticeAcknowledged: true
}

/**
 * The fields each intent asks for, in the form's order; every one is required but the message
 * where `message` is optional. A demo or a pilot is planned for a team: who is asking, where, how
 * many people and which edition. A price needs the edition, the head count and the country, not
 * the job title. Another question needs the question. public.submit_lead holds to the same lists
 * and stores nothing for a field the intent does not ask.
 */
export const intentFields = {
  demo: ['name', 'email', 'organisation', 'role', 'country', 'teamSize', 'interest', 'message'],
  pilot: ['name', 'email', 'organisation', 'role', 'country', 'teamSize', 'interest', 'message'],
  pricing: ['name', 'email', 'organisation', 'country', 'teamSize', 'interest', 'message'],
  other: ['name', 'email', 'organisation', 'message'],
} as const satisfies Record<LeadIntent, readonly Exclude<LeadField, 'privacyNoticeAcknowledged'>[]>
/** The intents whose message is required: the question is the lead. */
export const messageRequired: ReadonlySet<LeadIntent> = new Set(['other'])

export const isLeadIntent = (value: unknown): value is LeadIntent =>
  typeof value === 'string' && (leadIntents as readonly string[]).includes(value)

/** Whether `intent` asks for `field` (the privacy-notice box is always asked). */
export const asks = (intent: LeadIntent, field: LeadField): boolean =>
  field === 'privacyNoticeAcknowledged' || (intentFields[intent] as readonly LeadField[]).includes(field)

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
  if (
    !emailPattern.test(email) ||
    overlongEmailPart.test(email) ||
    !isClean(email, controlsInLine) ||
    mixesScripts(email)
  )
    return 'email'
  if (characters(email) < min) return 'tooShort'
  return consumerDomains.test(email) ? 'workEmail' : null
}

const choice = (value: string, options: readonly string[] | ReadonlySet<string>): LeadError | null =>
  !value ? 'required' : ('has' in options ? options.has(value) : options.includes(value)) ? null : 'choice'

/**
 * Checks the fields the lead's intent asks for; the others are sent empty, whatever the visitor
 * typed in them before choosing another intent (it stays in the form, not in the lead).
 */
export function validateLead(
  input: LeadInput,
  countryCodes: ReadonlySet<string>,
): { ok: true; lead: Lead } | { ok: false; errors: Partial<Record<LeadField, LeadError>> } {
  const intent: LeadIntent = isLeadIntent(input.kind) ? input.kind : 'other'
  const raw = (field: keyof LeadInput) =>
    typeof input[field] === 'string' && (field === 'enquiryReference' || asks(intent, field as LeadField))
      ? (input[field] as string)
      : ''
  const checks: Record<LeadField, LeadError | null> = {
    name: text(raw('name'), leadLimits.name, controlsInLine),
    email: emailError(raw('email')),
    organisation: text(raw('organisation'), leadLimits.organisation, controlsInLine),
    role: asks(intent, 'role') ? text(raw('role'), leadLimits.role, controlsInLine) : null,
    country: asks(intent, 'country') ? choice(raw('country').trim(), countryCodes) : null,
    teamSize: asks(intent, 'teamSize') ? choice(raw('teamSize').trim(), teamSizes) : null,
    interest: asks(intent, 'interest') ? choice(raw('interest').trim(), editionInterests) : null,
    message: text(raw('message'), [messageRequired.has(intent) ? 1 : 0, leadLimits.message[1]], controlsInMessage),
    privacyNoticeAcknowledged: input.privacyNoticeAcknowledged === true ? null : 'privacyNotice',
  }
  const errors = Object.fromEntries(Object.entries(checks).filter(([, error]) => error !== null)) as Partial<
    Record<LeadField, LeadError>
  >
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    lead: {
      kind: intent,
      name: raw('name').trim(),
      email: emailForm(raw('email')),
      organisation: raw('organisation').trim(),
      country: raw('country').trim(),
      role: raw('role').trim(),
      teamSize: raw('teamSize').trim(),
      interest: raw('interest').trim(),
      message: raw('message').trim(),
      privacyNoticeAcknowledged: true,
      enquiryReference: raw('enquiryReference'),
    },
  }
}

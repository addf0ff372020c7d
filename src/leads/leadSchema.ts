/**
 * The one definition of a lead on this side: the form validates with it. The database function
 * public.submit_lead (supabase/migrations/*_submit_lead.sql) applies the same rules to what
 * reaches it, in the same order; tests/integration/submitLead.test.ts holds the two together.
 */
export const leadKinds = ['contact', 'demo', 'account'] as const
export const teamSizes = ['1-49', '50-249', '250-999', '1000-4999', '5000+'] as const
export const editionInterests = ['enterprise', 'government', 'on-premises', 'voice-gateway', 'not-sure'] as const

/** [minimum after trimming, maximum before trimming], in characters (Unicode code points). */
export const leadLimits = { name: [2, 120], organisation: [2, 160], role: [2, 120], email: [6, 254], message: [0, 4000], sourcePath: [1, 300] } as const

/**
 * Leads the database accepts per email address and per client address in a sliding window.
 * The refusal the visitor reads says "an hour": change the copy if the window changes.
 */
export const leadRateLimits = { perEmail: 3, perAddress: 10, windowMinutes: 60 } as const

/** Consumer mail providers: the forms ask for a work address (a courtesy check, browser only). */
const consumerDomains = /@(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mac|gmx|web|mail|yandex)\.[a-z.]+$/i
/** Starts with neither a spreadsheet formula character nor `@`; no spaces or mail syntax characters. */
const emailPattern = /^[^=+@<>()[\],;:"\s-][^@<>()[\],;:"\s]*@[^@<>()[\],;:"\s]+\.[a-z]{2,}$/i
/** C0 and C1 controls, DEL, line and paragraph separators, bidirectional embeddings, overrides and isolates. */
const forbiddenInLine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
/** The same, but the message keeps its line breaks and tabs. */
const forbiddenInMessage = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

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
export type LeadError = 'required' | 'tooShort' | 'tooLong' | 'characters' | 'email' | 'workEmail' | 'choice' | 'consent'

export interface Lead extends Omit<LeadInput, 'consent'> {
  consent: true
}

const characters = (value: string) => Array.from(value).length

/** Raw length first (padding counts), then the characters and the minimum of the trimmed text. */
function text(raw: string, [min, max]: readonly [number, number], forbidden: RegExp): LeadError | null {
  if (characters(raw) > max) return 'tooLong'
  const value = raw.trim()
  if (forbidden.test(value)) return 'characters'
  if (min > 0 && value.length === 0) return 'required'
  if (characters(value) < min) return 'tooShort'
  return null
}

/** The address's form is checked before its minimum length, which any valid address exceeds. */
function emailError(raw: string): LeadError | null {
  const [min, max] = leadLimits.email
  const error = text(raw, [1, max], forbiddenInLine)
  if (error) return error
  const email = raw.trim()
  if (!emailPattern.test(email)) return 'email'
  if (characters(email) < min) return 'tooShort'
  return consumerDomains.test(email) ? 'workEmail' : null
}

const choice = (value: string, options: readonly string[] | ReadonlySet<string>): LeadError | null =>
  !value ? 'required' : ('has' in options ? options.has(value) : options.includes(value)) ? null : 'choice'

export function validateLead(input: LeadInput, countryCodes: ReadonlySet<string>): { ok: true; lead: Lead } | { ok: false; errors: Partial<Record<LeadField, LeadError>> } {
  const raw = (field: keyof LeadInput) => (typeof input[field] === 'string' ? (input[field] as string) : '')
  const checks: Record<LeadField, LeadError | null> = {
    name: text(raw('name'), leadLimits.name, forbiddenInLine),
    email: emailError(raw('email')),
    organisation: text(raw('organisation'), leadLimits.organisation, forbiddenInLine),
    role: text(raw('role'), leadLimits.role, forbiddenInLine),
    country: choice(raw('country').trim(), countryCodes),
    teamSize: choice(raw('teamSize').trim(), teamSizes),
    interest: choice(raw('interest').trim(), editionInterests),
    message: text(raw('message'), leadLimits.message, forbiddenInMessage),
    consent: input.consent === true ? null : 'consent',
  }
  const errors = Object.fromEntries(Object.entries(checks).filter(([, error]) => error !== null)) as Partial<Record<LeadField, LeadError>>
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    lead: {
      kind: (leadKinds as readonly string[]).includes(input.kind) ? input.kind : 'contact',
      name: raw('name').trim(),
      email: raw('email').trim().toLowerCase(),
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

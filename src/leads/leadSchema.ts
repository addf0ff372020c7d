/**
 * The one definition of a lead: the form validates with it, and
 * supabase/migrations/*_leads.sql mirrors every rule as a database constraint.
 */
export const leadKinds = ['contact', 'demo', 'account'] as const
export const teamSizes = ['1-49', '50-249', '250-999', '1000-4999', '5000+'] as const
export const editionInterests = ['enterprise', 'government', 'on-premises', 'voice-gateway', 'not-sure'] as const

export const leadLimits = { name: [2, 120], organisation: [2, 160], role: [2, 120], email: [6, 254], message: [0, 4000] } as const

/** Consumer mail providers: the forms ask for a work address. */
const consumerDomains = /@(gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|aol|icloud|me|mac|gmx|web|mail|yandex)\.[a-z.]+$/i
const emailPattern = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[a-z]{2,}$/i

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
  /** Honeypot: hidden from people, filled in by bots. */
  website: string
}

export type LeadField = Exclude<keyof LeadInput, 'kind' | 'website'>
/** Keys into the leads namespace (`errors.*`). */
export type LeadError = 'required' | 'tooShort' | 'tooLong' | 'email' | 'workEmail' | 'choice' | 'consent'

export interface Lead extends Omit<LeadInput, 'website' | 'consent'> {
  consent: true
}

function length(value: string, [min, max]: readonly [number, number]): LeadError | null {
  if (min > 0 && value.length === 0) return 'required'
  if (value.length < min) return 'tooShort'
  if (value.length > max) return 'tooLong'
  return null
}

export function validateLead(input: LeadInput, countryCodes: ReadonlySet<string>): { ok: true; lead: Lead; isBot: boolean } | { ok: false; errors: Partial<Record<LeadField, LeadError>> } {
  const value = (field: keyof LeadInput) => (typeof input[field] === 'string' ? (input[field] as string).trim() : '')
  const errors: Partial<Record<LeadField, LeadError>> = {}
  const set = (field: LeadField, error: LeadError | null) => {
    if (error) errors[field] = error
  }
  set('name', length(value('name'), leadLimits.name))
  const email = value('email')
  set('email', !email ? 'required' : email.length > leadLimits.email[1] ? 'tooLong' : !emailPattern.test(email) ? 'email' : consumerDomains.test(email) ? 'workEmail' : null)
  set('organisation', length(value('organisation'), leadLimits.organisation))
  set('role', length(value('role'), leadLimits.role))
  set('country', !value('country') ? 'required' : !countryCodes.has(value('country')) ? 'choice' : null)
  set('teamSize', !value('teamSize') ? 'required' : !(teamSizes as readonly string[]).includes(value('teamSize')) ? 'choice' : null)
  set('interest', !value('interest') ? 'required' : !(editionInterests as readonly string[]).includes(value('interest')) ? 'choice' : null)
  set('message', length(value('message'), leadLimits.message))
  set('consent', input.consent === true ? null : 'consent')
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    isBot: value('website') !== '',
    lead: {
      kind: (leadKinds as readonly string[]).includes(input.kind) ? input.kind : 'contact',
      name: value('name'),
      email: email.toLowerCase(),
      organisation: value('organisation'),
      country: value('country'),
      role: value('role'),
      teamSize: value('teamSize'),
      interest: value('interest'),
      message: value('message'),
      consent: true,
    },
  }
}

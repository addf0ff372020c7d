import { CheckCircle2, Mail } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { useLanguage } from '../app/LanguageContext'
import { Button } from '../components/ui/Button'
import { cn } from '../components/ui/cn'
import { TextField } from '../components/ui/TextField'
import { isTicked, typedValues } from '../components/ui/typedValues'
import { site } from '../config/site'
import { formatClockTime } from '../i18n/formatDate'
import { notifyFailure, notifySuccess } from '../toasts/notify'
import { BotCheck, turnstileSiteKey } from './BotCheck'
import { countryCodeSet, countryOptions } from './countries'
import { editionInterests, leadLimits, leadRateLimits, teamSizes, validateLead, type LeadError, type LeadField, type LeadInput } from './leadSchema'
import { LeadSubmitError, submitLead } from './submitLead'

const textFields = ['name', 'email', 'organisation', 'country', 'role', 'teamSize', 'interest', 'message', 'enquiryReference'] as const

function typedInput(form: HTMLFormElement): Partial<LeadInput> {
  return { ...typedValues(form, textFields), ...(isTicked(form, 'consent') ? { consent: true } : {}) }
}

const emptyInput = (kind: LeadInput['kind'], interest: string): LeadInput => ({ kind, name: '', email: '', organisation: '', country: '', role: '', teamSize: '', interest, message: '', consent: false, enquiryReference: '' })

/** A prefilled email with everything the visitor typed: the way through when submission fails. */
export function mailtoFallback(input: LeadInput, subject: string, labels: Record<string, string>): string {
  const lines = (['name', 'email', 'organisation', 'role', 'country', 'teamSize', 'interest', 'message'] as const).map((field) => `${labels[field]}: ${input[field]}`)
  return `mailto:${site.email.sales}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(lines.join('\n'))}`
}

function SelectField({ label, error, children, ...props }: { label: string; error?: string; children: ReactNode } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink-900">{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={cn('mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-ink-950 focus-visible:outline-2 focus-visible:outline-accent-600', error ? 'border-danger-600' : 'border-ink-300')} {...props}>
        {children}
      </select>
      {error && <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-700">{error}</p>}
    </div>
  )
}

/** Contact, demo and account-request form: validated with the shared schema, never loses what was typed. */
export function LeadForm({ kind, defaultInterest = '' }: { kind: LeadInput['kind']; defaultInterest?: string }) {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const { pathname } = useLocation()
  const [input, setInput] = useState<LeadInput>(() => emptyInput(kind, defaultInterest))
  const [errors, setErrors] = useState<Partial<Record<LeadField, LeadError>>>({})
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [failure, setFailure] = useState<LeadSubmitError | null>(null)
  const [botCheckToken, setBotCheckToken] = useState<string | null>(null)
  const [botCheckRound, setBotCheckRound] = useState(0)
  const failureId = useId()
  const thanks = useRef<HTMLDivElement>(null)
  const formElement = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const typed = formElement.current ? typedInput(formElement.current) : {}
    if (Object.keys(typed).length > 0) setInput((current) => ({ ...current, ...typed }))
  }, [])
  const countries = useMemo(() => countryOptions(language), [language])
  const subject = t(`leadTopics.${kind}`)
  const labels = t('leadForm.fields', { returnObjects: true }) as Record<string, string>
  const update = <K extends keyof LeadInput>(field: K, value: LeadInput[K]) => setInput((current) => ({ ...current, [field]: value }))
  const errorText = (field: LeadField) => (errors[field] ? t(`leadForm.errors.${errors[field]}`, { max: (leadLimits as Record<string, readonly number[]>)[field]?.[1] }) : undefined)
  const focusField = (name: string) => document.querySelector<HTMLElement>(`[data-lead-field="${name}"] input, [data-lead-field="${name}"] select, [data-lead-field="${name}"] textarea`)?.focus()
  const failureText = (error: LeadSubmitError) =>
    error.reason === 'rateLimited'
      ? t('leadForm.failure.rateLimited', { time: formatClockTime(error.refusal.retryAfter ?? new Date(Date.now() + leadRateLimits.windowMinutes * 60_000), language) })
      : t(`leadForm.failure.${error.reason}`)

  function fail(error: LeadSubmitError, values: LeadInput) {
    setState('idle')
    setFailure(error)
    const { field, error: fieldError } = error.refusal
    if (field && fieldError) {
      setErrors({ [field]: fieldError })
      focusField(field)
    }
    notifyFailure(t('leadForm.failureTitle'), failureText(error), { label: t('leadForm.mailtoAction'), href: mailtoFallback(values, subject, labels) })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // A submit replayed right after hydration can run before the adopted values reach state.
    const values = { ...input, ...typedInput(event.currentTarget) }
    setInput(values)
    const result = validateLead(values, countryCodeSet)
    if (!result.ok) {
      setErrors(result.errors)
      focusField(Object.keys(result.errors)[0]!)
      return
    }
    setErrors({})
    setFailure(null)
    if (turnstileSiteKey && !botCheckToken) return fail(new LeadSubmitError('botCheck'), values)
    setState('sending')
    try {
      // A filled honeypot is sent like any lead: the database keeps it, flagged as suspected spam.
      await submitLead(result.lead, { language, sourcePath: pathname, ...(turnstileSiteKey ? { botCheckToken: botCheckToken ?? '' } : {}) })
      setState('sent')
      void notifySuccess(t('leadForm.successToast'), t('leadForm.successBody'))
      requestAnimationFrame(() => thanks.current?.focus())
    } catch (error) {
      fail(error instanceof LeadSubmitError ? error : new LeadSubmitError('network'), values)
    } finally {
      // A bot-check token is good for one submission.
      if (turnstileSiteKey) setBotCheckRound((round) => round + 1)
    }
  }

  if (state === 'sent') {
    return (
      <div ref={thanks} tabIndex={-1} role="status" className="mt-8 rounded-xl border border-accent-600 bg-accent-50 p-6 text-accent-900 focus:outline-none">
        <CheckCircle2 aria-hidden="true" className="size-8 text-accent-700" />
        <h3 className="mt-3 text-xl font-semibold">{t('leadForm.thanksTitle')}</h3>
        <p className="mt-2">{t('leadForm.thanksBody', { email: input.email })}</p>
      </div>
    )
  }
  const field = (name: LeadField, node: ReactNode) => <div data-lead-field={name}>{node}</div>
  return (
    <form
      ref={formElement}
      action={`mailto:${site.email.sales}?subject=${encodeURIComponent(subject)}`}
      method="post"
      encType="text/plain"
      onSubmit={(event) => void submit(event)}
      aria-busy={state === 'sending'}
      className="mt-8 grid gap-5 rounded-xl border border-ink-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      {field('name', <TextField label={labels.name!} name="name" autoComplete="name" required maxLength={leadLimits.name[1]} value={input.name} onChange={(e) => update('name', e.target.value)} error={errorText('name')} />)}
      {field('email', <TextField label={labels.email!} name="email" type="email" autoComplete="email" required maxLength={leadLimits.email[1]} value={input.email} onChange={(e) => update('email', e.target.value)} error={errorText('email')} />)}
      {field('organisation', <TextField label={labels.organisation!} name="organisation" autoComplete="organization" required maxLength={leadLimits.organisation[1]} value={input.organisation} onChange={(e) => update('organisation', e.target.value)} error={errorText('organisation')} />)}
      {field('role', <TextField label={labels.role!} name="role" autoComplete="organization-title" required maxLength={leadLimits.role[1]} value={input.role} onChange={(e) => update('role', e.target.value)} error={errorText('role')} />)}
      {field('country', (
        <SelectField label={labels.country!} name="country" required autoComplete="country" value={input.country} onChange={(e) => update('country', e.target.value)} error={errorText('country')}>
          <option value="">{t('leadForm.choose')}</option>
          {countries.map((country) => <option key={country.code} value={country.code}>{country.name}</option>)}
        </SelectField>
      ))}
      {field('teamSize', (
        <SelectField label={labels.teamSize!} name="teamSize" required value={input.teamSize} onChange={(e) => update('teamSize', e.target.value)} error={errorText('teamSize')}>
          <option value="">{t('leadForm.choose')}</option>
          {teamSizes.map((size) => <option key={size} value={size}>{t(`leadForm.teamSizes.${size}`)}</option>)}
        </SelectField>
      ))}
      <div className="sm:col-span-2">
        {field('interest', (
          <SelectField label={labels.interest!} name="interest" required value={input.interest} onChange={(e) => update('interest', e.target.value)} error={errorText('interest')}>
            <option value="">{t('leadForm.choose')}</option>
            {editionInterests.map((interest) => <option key={interest} value={interest}>{t(`leadForm.interests.${interest}`)}</option>)}
          </SelectField>
        ))}
      </div>
      <div className="sm:col-span-2" data-lead-field="message">
        <label htmlFor={`${kind}-message`} className="block text-sm font-medium text-ink-900">{labels.message}</label>
        <textarea id={`${kind}-message`} name="message" rows={5} maxLength={leadLimits.message[1]} value={input.message} onChange={(e) => update('message', e.target.value)} aria-invalid={errors.message ? true : undefined} aria-describedby={errors.message ? `${kind}-message-error` : undefined} className="mt-1 block w-full rounded-md border border-ink-300 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-accent-600" />
        {errors.message && <p id={`${kind}-message-error`} className="mt-1 text-sm font-medium text-danger-700">{errorText('message')}</p>}
      </div>
      {/* Honeypot: invisible to people and assistive technology, out of the tab order, named so no browser autofills it; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${kind}-enquiry-reference`}>{t('leadForm.honeypot')}</label>
        <input id={`${kind}-enquiry-reference`} name="enquiryReference" type="text" tabIndex={-1} autoComplete="off" value={input.enquiryReference} onChange={(e) => update('enquiryReference', e.target.value)} />
      </div>
      <div className="sm:col-span-2" data-lead-field="consent">
        <label className="flex items-start gap-3 text-sm text-ink-800">
          <input type="checkbox" name="consent" required checked={input.consent} onChange={(e) => update('consent', e.target.checked)} aria-invalid={errors.consent ? true : undefined} className="mt-1 size-4 accent-accent-600" />
          <span>{t('leadForm.consent')}</span>
        </label>
        {errors.consent && <p className="mt-1 text-sm font-medium text-danger-700">{errorText('consent')}</p>}
      </div>
      {turnstileSiteKey && <BotCheck siteKey={turnstileSiteKey} language={language} round={botCheckRound} onToken={setBotCheckToken} />}
      {failure && (
        <p id={failureId} className="text-sm font-medium text-danger-700 sm:col-span-2">
          {failureText(failure)}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" disabled={state === 'sending'} aria-describedby={failure ? failureId : undefined}>{state === 'sending' ? t('leadForm.sending') : t(`leadForm.submit.${kind}`)}</Button>
        {failure && (
          <a href={mailtoFallback(input, subject, labels)} className="inline-flex items-center gap-2 font-semibold text-accent-700 underline">
            <Mail aria-hidden="true" className="size-4" />
            {t('leadForm.mailtoAction')}
          </a>
        )}
      </div>
    </form>
  )
}

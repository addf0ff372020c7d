import { CheckCircle2, Mail, X } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { leadIntentHashes } from '../../routes.config'
import { useLanguage } from '../i18n/LanguageContext'
import { PrivacyNoticeText } from '../components/PrivacyNoticeText'
import { Button } from '../components/ui/Button'
import { fieldClasses, fieldState } from '../components/ui/fieldClasses'
import { FieldMessages } from '../components/ui/FieldMessages'
import { SelectField } from '../components/ui/SelectField'
import { TextField } from '../components/ui/TextField'
import { useFocusWhenShown } from '../components/ui/useFocusWhenShown'
import { isTicked, typedValues } from '../components/ui/typedValues'
import { site } from '../config/site'
import { notifyFailure, notifySuccess } from '../toasts/notify'
import { BotCheck, turnstileSiteKey } from './BotCheck'
import { countryCodeSet, countryOptions } from './countries'
import {
  asks,
  editionInterests,
  isLeadIntent,
  leadIntents,
  leadLimits,
  messageRequired,
  teamSizes,
  validateLead,
  type LeadError,
  type LeadField,
  type LeadInput,
  type LeadIntent,
} from './leadSchema'
import { mailtoFallback } from './mailtoFallback'
import { LeadSubmitError, submitLead } from './submitLead'

const textFields = [
  'name',
  'email',
  'organisation',
  'country',
  'role',
  'teamSize',
  'interest',
  'message',
  'enquiryReference',
] as const

/** The intent chosen in the DOM (a radio group is a RadioNodeList, whose value is the checked one's). */
function chosenIntent(form: HTMLFormElement): LeadIntent | undefined {
  const group = form.elements.namedItem('kind')
  const value = group && 'value' in group ? group.value : undefined
  return isLeadIntent(value) ? value : undefined
}

function typedInput(form: HTMLFormElement): Partial<LeadInput> {
  const kind = chosenIntent(form)
  return {
    ...typedValues(form, textFields),
    ...(isTicked(form, 'privacyNoticeAcknowledged') ? { privacyNoticeAcknowledged: true } : {}),
    ...(kind ? { kind } : {}),
  }
}

/** The intent a #hash of leadIntentHashes names; anything else in the address names none. */
const intentOfHash = (hash: string): LeadIntent | undefined =>
  leadIntents.find((intent) => `#${leadIntentHashes[intent]}` === hash)

const emptyInput = (kind: LeadIntent, interest: string): LeadInput => ({
  kind,
  name: '',
  email: '',
  organisation: '',
  country: '',
  role: '',
  teamSize: '',
  interest,
  message: '',
  privacyNoticeAcknowledged: false,
  enquiryReference: '',
})

/**
 * The one lead form (issue 44 item 2; design review DES-03): the visitor chooses an intent at the
 * top (a demo, a pilot, pricing, another question), the form asks only for what that intent needs
 * (leadSchema's intentFields) and its button says what sending does. A link with one of
 * leadIntentHashes opens it with that intent chosen. Validated with the shared schema; it never
 * loses what was typed, in any field, shown or not.
 */
export function LeadForm({
  defaultIntent,
  defaultInterest = '',
}: {
  defaultIntent: LeadIntent
  defaultInterest?: string
}) {
  const { t } = useTranslation('common')
  const language = useLanguage()
  const { pathname, hash } = useLocation()
  const [input, setInput] = useState<LeadInput>(() => emptyInput(defaultIntent, defaultInterest))
  const [errors, setErrors] = useState<Partial<Record<LeadField, LeadError>>>({})
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [failure, setFailure] = useState<LeadSubmitError | null>(null)
  const [botCheckToken, setBotCheckToken] = useState<string | null>(null)
  const [botCheckRound, setBotCheckRound] = useState(0)
  const thanks = useRef<HTMLDivElement>(null)
  const outcome = useRef<HTMLDivElement>(null)
  const submitButton = useRef<HTMLButtonElement>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const focusWhenShown = useFocusWhenShown()
  const fieldId = (field: LeadField) => `lead-${field}`
  const intent = input.kind
  // A link to an intent (the header's "Request a demo", a hero's "Plan a pilot") chooses it, also
  // when the visitor is already on this page. Declared before the adoption below, which wins.
  useEffect(() => {
    const named = intentOfHash(hash)
    if (named) setInput((current) => ({ ...current, kind: named }))
  }, [hash])
  useEffect(() => {
    const typed = formElement.current ? typedInput(formElement.current) : {}
    // The server's choice is the page's default: only a choice the visitor made before hydration counts.
    if (typed.kind === defaultIntent) delete typed.kind
    if (Object.keys(typed).length > 0) setInput((current) => ({ ...current, ...typed }))
  }, [defaultIntent])
  const countries = useMemo(() => countryOptions(language), [language])
  const subject = t(`leadTopics.${intent}`)
  const fieldLabels = t('leadForm.fields', { returnObjects: true }) as Record<string, string>
  // The message is the question itself when the visitor asks something else.
  const labels: Record<string, string> = {
    ...fieldLabels,
    message: messageRequired.has(intent) ? t('leadForm.question') : (fieldLabels.message ?? ''),
  }
  const update = <K extends keyof LeadInput>(field: K, value: LeadInput[K]) =>
    setInput((current) => ({ ...current, [field]: value }))
  const limitsOf = (field: LeadField) => (leadLimits as Record<string, readonly number[]>)[field]
  const errorText = (field: LeadField) =>
    errors[field]
      ? t(`leadForm.errors.${errors[field]}`, { min: limitsOf(field)?.[0], max: limitsOf(field)?.[1] })
      : undefined
  const fieldElement = (field: LeadField) => () => document.getElementById(fieldId(field))
  // A refusal names no limit and no time: the database tells nobody when anyone else wrote.
  const failureText = (error: LeadSubmitError) => t(`leadForm.failure.${error.reason}`)

  function fail(error: LeadSubmitError, values: LeadInput) {
    setState('idle')
    setFailure(error)
    const { field, error: fieldError } = error.refusal
    if (field && fieldError) setErrors({ [field]: fieldError })
    // Focus goes where the outcome is written, once it is: the refused field, or the message that says why.
    focusWhenShown(field && fieldError ? fieldElement(field) : () => outcome.current)
    // The page has put focus on the same words; the toast is there for the eye, not read out twice.
    notifyFailure(
      t('leadForm.failureTitle'),
      failureText(error),
      { label: t('leadForm.mailtoAction'), href: mailtoFallback(values, subject, t, countries) },
      { quiet: true },
    )
  }

  function dismissFailure() {
    setFailure(null)
    submitButton.current?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The button stays focusable while sending (a disabled one would drop focus to <body>); a second press waits.
    if (state === 'sending') return
    // A submit replayed right after hydration can run before the adopted values reach state.
    const values = { ...input, ...typedInput(event.currentTarget) }
    setInput(values)
    const result = validateLead(values, countryCodeSet)
    if (!result.ok) {
      setErrors(result.errors)
      setFailure(null)
      focusWhenShown(fieldElement(Object.keys(result.errors)[0] as LeadField))
      return
    }
    setErrors({})
    setFailure(null)
    setState('sending')
    try {
      // A filled honeypot is sent like any lead: the database keeps it, flagged as suspected spam.
      // Without a token yet the lead goes to the database directly, which asks for the check only during a flood.
      await submitLead(result.lead, {
        language,
        sourcePath: pathname,
        ...(turnstileSiteKey ? { botCheckToken } : {}),
      })
      setState('sent')
      void notifySuccess(t('leadForm.successToast'), t('leadForm.successBody'))
      focusWhenShown(() => thanks.current)
    } catch (error) {
      fail(error instanceof LeadSubmitError ? error : new LeadSubmitError('network'), values)
    } finally {
      // A bot-check token is good for one submission.
      if (turnstileSiteKey) setBotCheckRound((round) => round + 1)
    }
  }

  if (state === 'sent') {
    return (
      <div
        ref={thanks}
        data-lead-thanks=""
        tabIndex={-1}
        role="status"
        className="mt-8 rounded-xl border border-accent-600 bg-accent-50 p-6 text-accent-900 focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="size-8 text-accent-700" />
        <h3 className="mt-3 text-xl font-semibold">{t('leadForm.thanksTitle')}</h3>
        <p className="mt-2">{t('leadForm.thanksBody', { email: input.email })}</p>
      </div>
    )
  }
  const field = (name: LeadField, node: ReactNode) =>
    asks(intent, name) ? <div data-lead-field={name}>{node}</div> : null
  const invalidFields = (Object.keys(errors) as LeadField[]).filter((name) => errors[name] && asks(intent, name))
  /** A required choice among `options`, asked only when the intent needs it. */
  const choiceField = (
    name: 'country' | 'teamSize' | 'interest',
    options: readonly { value: string; label: string }[],
    autoComplete?: string,
  ) =>
    field(
      name,
      <SelectField
        id={fieldId(name)}
        label={labels[name]!}
        name={name}
        aria-required="true"
        autoComplete={autoComplete}
        value={input[name]}
        onChange={(e) => update(name, e.target.value)}
        error={errorText(name)}
      >
        <option value="">{t('leadForm.choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>,
    )
  function choose(next: LeadIntent) {
    update('kind', next)
    // The errors of fields this intent does not ask would point at nothing.
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([name]) => asks(next, name as LeadField))),
    )
  }
  return (
    <form
      ref={formElement}
      // Our inline errors, in the page's language and tied to their fields, are the only ones:
      // the browser's bubbles speak the browser's language and show one error at a time.
      noValidate
      action={`mailto:${site.email.sales}?subject=${encodeURIComponent(subject)}`}
      method="post"
      encType="text/plain"
      onSubmit={(event) => void submit(event)}
      aria-busy={state === 'sending'}
      className="mt-8 grid gap-5 rounded-xl border border-ink-200 bg-white p-6 shadow-sm sm:grid-cols-2"
    >
      <fieldset className="sm:col-span-2" data-lead-intent="">
        <legend className="text-sm font-medium text-ink-900">{t('leadForm.intent.legend')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {leadIntents.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-ink-300 bg-white px-3 py-2.5 text-sm font-medium text-ink-900 has-checked:border-accent-700 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                name="kind"
                // The id is the intent's #hash: a link to it scrolls here and chooses it.
                id={leadIntentHashes[option]}
                value={option}
                checked={intent === option}
                onChange={() => choose(option)}
                className="size-4 shrink-0 accent-accent-600"
              />
              {t(`leadForm.intent.options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {invalidFields.length > 0 && (
        <div data-error-summary="" className="rounded-lg border-2 border-danger-600 p-4 sm:col-span-2">
          <h3 className="font-semibold text-ink-950">{t('leadForm.errorSummary', { count: invalidFields.length })}</h3>
          <ul role="list" className="mt-2 grid gap-1 text-sm">
            {invalidFields.map((name) => (
              <li key={name}>
                <a
                  href={`#${fieldId(name)}`}
                  onClick={(event) => {
                    event.preventDefault()
                    fieldElement(name)()?.focus()
                  }}
                  className="font-medium text-danger-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-accent-600"
                >
                  {labels[name]
                    ? t('leadForm.errorLine', { label: labels[name], message: errorText(name) })
                    : errorText(name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {field(
        'name',
        <TextField
          id={fieldId('name')}
          label={labels.name!}
          name="name"
          autoComplete="name"
          aria-required="true"
          maxLength={leadLimits.name[1]}
          value={input.name}
          onChange={(e) => update('name', e.target.value)}
          error={errorText('name')}
        />,
      )}
      {field(
        'email',
        <TextField
          id={fieldId('email')}
          label={labels.email!}
          name="email"
          type="email"
          autoComplete="email"
          aria-required="true"
          maxLength={leadLimits.email[1]}
          value={input.email}
          onChange={(e) => update('email', e.target.value)}
          error={errorText('email')}
        />,
      )}
      {field(
        'organisation',
        <TextField
          id={fieldId('organisation')}
          label={labels.organisation!}
          name="organisation"
          autoComplete="organization"
          aria-required="true"
          maxLength={leadLimits.organisation[1]}
          value={input.organisation}
          onChange={(e) => update('organisation', e.target.value)}
          error={errorText('organisation')}
        />,
      )}
      {field(
        'role',
        <TextField
          id={fieldId('role')}
          label={labels.role!}
          name="role"
          autoComplete="organization-title"
          aria-required="true"
          maxLength={leadLimits.role[1]}
          value={input.role}
          onChange={(e) => update('role', e.target.value)}
          error={errorText('role')}
        />,
      )}
      {choiceField(
        'country',
        countries.map((country) => ({ value: country.code, label: country.name })),
        'country',
      )}
      {choiceField(
        'teamSize',
        teamSizes.map((size) => ({ value: size, label: t(`leadForm.teamSizes.${size}`) })),
      )}
      {asks(intent, 'interest') && (
        <div className="sm:col-span-2">
          {choiceField(
            'interest',
            editionInterests.map((interest) => ({ value: interest, label: t(`leadForm.interests.${interest}`) })),
          )}
        </div>
      )}
      <div className="sm:col-span-2" data-lead-field="message">
        <label htmlFor={fieldId('message')} className="block text-sm font-medium text-ink-900">
          {labels.message}
        </label>
        <textarea
          id={fieldId('message')}
          name="message"
          rows={5}
          aria-required={messageRequired.has(intent) ? 'true' : undefined}
          maxLength={leadLimits.message[1]}
          value={input.message}
          onChange={(e) => update('message', e.target.value)}
          {...fieldState({ id: fieldId('message'), error: errorText('message') })}
          className={fieldClasses(Boolean(errors.message))}
        />
        <FieldMessages id={fieldId('message')} error={errorText('message')} />
      </div>
      {/* Honeypot: invisible to people and assistive technology, out of the tab order, named so no browser autofills it; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="lead-enquiry-reference">{t('leadForm.honeypot')}</label>
        <input
          id="lead-enquiry-reference"
          name="enquiryReference"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={input.enquiryReference}
          onChange={(e) => update('enquiryReference', e.target.value)}
        />
      </div>
      <div className="sm:col-span-2" data-lead-field="privacyNoticeAcknowledged">
        <label className="flex items-start gap-3 text-sm text-ink-800">
          <input
            id={fieldId('privacyNoticeAcknowledged')}
            type="checkbox"
            name="privacyNoticeAcknowledged"
            aria-required="true"
            checked={input.privacyNoticeAcknowledged}
            onChange={(e) => update('privacyNoticeAcknowledged', e.target.checked)}
            {...fieldState({ id: fieldId('privacyNoticeAcknowledged'), error: errorText('privacyNoticeAcknowledged') })}
            className="mt-1 size-4 accent-accent-600"
          />
          {/* The box confirms the notice was read; it is not consent (the notice says so), and its label links the notice. */}
          <span>
            <PrivacyNoticeText i18nKey="leadForm.privacyNotice" ns="common" />
          </span>
        </label>
        <FieldMessages id={fieldId('privacyNoticeAcknowledged')} error={errorText('privacyNoticeAcknowledged')} />
      </div>
      {turnstileSiteKey && (
        <BotCheck siteKey={turnstileSiteKey} language={language} round={botCheckRound} onToken={setBotCheckToken} />
      )}
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button
          ref={submitButton}
          type="submit"
          aria-disabled={state === 'sending' ? 'true' : undefined}
          aria-describedby="lead-next-step"
          className="aria-disabled:opacity-60"
        >
          {state === 'sending' ? t('leadForm.sending') : t(`leadForm.submit.${intent}`)}
        </Button>
        {/* What happens once it is sent, in the intent's words. */}
        <p id="lead-next-step" className="max-w-prose text-sm text-ink-700">
          {t(`leadForm.next.${intent}`)}
        </p>
      </div>
      {failure && (
        // Stays until the visitor dismisses it or sends again; focus comes here when it appears.
        <div
          ref={outcome}
          tabIndex={-1}
          data-lead-outcome=""
          className="flex items-start gap-3 rounded-lg border-2 border-danger-600 bg-white p-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 sm:col-span-2"
        >
          <div className="flex-1">
            <p className="font-semibold text-ink-950">{t('leadForm.failureTitle')}</p>
            <p className="mt-1 text-sm font-medium text-danger-700">{failureText(failure)}</p>
            <a
              href={mailtoFallback(input, subject, t, countries)}
              className="mt-3 inline-flex items-center gap-2 font-semibold text-accent-700 underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              {t('leadForm.mailtoAction')}
            </a>
          </div>
          <button
            type="button"
            onClick={dismissFailure}
            className="rounded-md p-1 text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('leadForm.dismissFailure')}</span>
          </button>
        </div>
      )}
    </form>
  )
}

/**
 * GoTrue's HTTP API for exactly the calls the site makes: password, refresh-token and PKCE
 * grants, email links, OAuth sign-in and identity linking (through a stand-in identity
 * provider), user, logout, TOTP and phone factors, and the JWKS. Sessions are real ES256 JWTs
 * carrying the `aal` and `amr` GoTrue would put in them, and the assurance rules that security
 * depends on are GoTrue's. Where it knowingly differs from Supabase Auth: DIFFERENCES.md.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import QRCode from 'qrcode'
import { bearer, json, type ApiRequest, type Reply } from './http'
import { errorRedirect, gotrueError } from './gotrueErrors'
import { jwks, signJwt, verifyJwt } from './jwt'
import { createPkceFlows, type FlowMethod, type FlowState } from './pkceFlows'
import { newTotpSecret, totpMatches } from './totp'
import {
  creationOptions,
  newChallenge,
  requestOptions,
  verifyAssertion,
  verifyRegistration,
  type RegisteredCredential,
  type WebAuthnCeremony,
} from './webauthn'

export type TestFactorOption = { type: 'totp' } | { type: 'phone'; phone: string } | { type: 'webauthn' }

export interface TestUserOptions {
  email: string
  password: string
  role?: 'member' | 'admin'
  /** Seconds an access token lives; short values make supabase-js refresh at once. */
  accessTokenSeconds?: number
  /** Status the logout endpoint answers with, to prove the site signs out locally regardless. */
  logoutStatus?: number
  /** The administrator lookup (profiles, is_admin) fails with a server error for this user. */
  profileLookupFails?: boolean
  /** Factors enrolled and verified before the test starts. */
  factors?: TestFactorOption[]
  /** Sign-in identities (providers); GoTrue's `email` identity and an `azure` one unless given. */
  identities?: string[]
  /** Supabase's MFA_PHONE_VERIFY_ENABLED (off by default there and here): SMS codes are sent. */
  phoneMfa?: boolean
  /** The project's SMTP max_frequency (config.toml: 60 s): how soon another email link may go to this user. */
  emailFrequencySeconds?: number
}

export interface Factor {
  id: string
  friendly_name: string
  factor_type: 'totp' | 'phone' | 'webauthn'
  status: 'verified' | 'unverified'
  secret: string
  phone: string
  /** A passkey's credential, once registered. */
  credential?: RegisteredCredential
  created_at: string
  updated_at: string
}

interface AmrEntry {
  method: string
  timestamp: number
}

export interface TestUser {
  id: string
  email: string
  password: string
  role: 'member' | 'admin'
  accessTokenSeconds: number
  logoutStatus: number
  profileLookupFails: boolean
  phoneMfa: boolean
  emailFrequencySeconds: number
  /** When the last magic link or recovery link went out (GoTrue: users.recovery_sent_at, shared by both). */
  emailLinkSentAt: number | null
  createdAt: string
  factors: Factor[]
  identities: { identity_id: string; provider: string; email: string }[]
  /** What the auth server "sent": email links and SMS codes, newest last. */
  mail: { type: 'magiclink' | 'recovery'; link: string }[]
  sms: string[]
  refreshCount: number
  logoutCount: number
}

export interface SessionRecord {
  id: string
  userId: string
  aal: 'aal1' | 'aal2'
  /** Most recent first, one entry per method, as GoTrue's CalculateAALAndAMR returns them. */
  amr: AmrEntry[]
  /** The factor that raised the session to aal2 (GoTrue's sessions.factor_id). */
  factorId?: string
}

/**
 * Supabase Auth keeps users, factors, sessions and its audit log in the project's database
 * (schema auth), where the database's own rules read them (public.is_admin(), the trigger on
 * auth.audit_log_entries). The stand-in keeps its state in memory and writes these rows through
 * this, in the order GoTrue writes them; without it (unit tests) nothing is written.
 */
export interface AuthTables {
  saveUser(user: TestUser): Promise<void>
  saveFactor(userId: string, factor: Factor): Promise<void>
  deleteFactor(factorId: string): Promise<void>
  saveSession(session: SessionRecord): Promise<void>
  deleteSession(sessionId: string): Promise<void>
  /** An audit entry as internal/models/audit_log_entry.go writes it. */
  audit(user: TestUser, action: string, traits: Record<string, unknown>): Promise<void>
}

/** Providers enabled in the stand-in project, for sign-in and for linking. */
const enabledProviders = ['azure', 'google'] as const
/** The stand-in identity provider knows who is signed in there from this cookie on the fake's host. */
export const identityProviderCookie = 'fake_idp_account'

const nowSeconds = () => Math.floor(Date.now() / 1000)
const challengeSeconds = 300
const emailLinkSeconds = 3600
const amrMethodOf = (factor: Factor) =>
  ({ totp: 'totp', phone: 'mfa/phone', webauthn: 'mfa/webauthn' })[factor.factor_type]

/** Passkeys are for this site on the loopback host only: `localhost` (an IP address is no RP ID), any port. */
function allowedCeremony(value: unknown): Omit<WebAuthnCeremony, 'challenge'> | null {
  const params = (value ?? {}) as { rpId?: unknown; rpOrigins?: unknown }
  const origins = Array.isArray(params.rpOrigins)
    ? params.rpOrigins.filter((origin): origin is string => typeof origin === 'string')
    : []
  if (
    params.rpId !== 'localhost' ||
    !origins.length ||
    !origins.every((origin) => /^http:\/\/localhost:\d+$/.test(origin))
  )
    return null
  return { rpId: params.rpId, origins }
}

/** Adds or refreshes a method in an AMR list, most recent first (GoTrue keeps one claim per method). */
function withClaim(amr: AmrEntry[], method: string): AmrEntry[] {
  return [{ method, timestamp: nowSeconds() }, ...amr.filter((entry) => entry.method !== method)]
}

/** GoTrue sends links only to allowed redirect URLs; the stand-in allows the loopback site only. */
function allowedRedirect(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
      ? url.toString()
      : null
  } catch {
    return null
  }
}

function cookie(request: ApiRequest, name: string): string | null {
  const pair = String(request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)
  return pair?.[1] ? decodeURIComponent(pair[1]) : null
}

/**
 * Project settings of Supabase Auth the stand-in honours, off by default as in a new project.
 * `captcha`: [auth.captcha] enabled; a token is good when `accepts` says so (by default any
 * non-empty one, as with Cloudflare's always-passing test secret). `requireCurrentPassword`:
 * GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD (the dashboard's "Require current
 * password when updating"). `emailsPerHour`: GOTRUE_RATE_LIMIT_EMAIL_SENT.
 */
export interface GoTrueSettings {
  captcha?: { accepts?: (token: string) => boolean }
  requireCurrentPassword?: boolean
  /** [auth.rate_limit] email_sent: emails the whole project may send in an hour (unlimited when unset). */
  emailsPerHour?: number
}

/** The routes GoTrue puts behind verifyCaptcha (internal/api/api.go), and the /token grants it lets through (isIgnoreCaptchaRoute). */
const captchaRoutes = new Set([
  'POST /signup',
  'POST /recover',
  'POST /resend',
  'POST /magiclink',
  'POST /otp',
  'POST /token',
])
const grantsWithoutCaptcha = new Set(['pkce', 'refresh_token', 'id_token'])

export function createGoTrue(baseUrl: string, tables?: AuthTables, settings: GoTrueSettings = {}) {
  const users = new Map<string, TestUser>()
  /** Writes to the auth tables, one after another; every answer waits for them (settled()). */
  let writes: Promise<void> = Promise.resolve()
  const write = (work: (tables: AuthTables) => Promise<void>) => {
    if (tables) writes = writes.then(() => work(tables))
  }
  const settled = () => writes
  const sessions = new Map<string, SessionRecord>()
  const refreshTokens = new Map<string, string>()
  const challenges = new Map<
    string,
    { factorId: string; expiresAt: number; code?: string; webauthn?: WebAuthnCeremony & { type: 'create' | 'request' } }
  >()
  const emailTokens = new Map<
    string,
    { userId: string; type: 'magiclink' | 'recovery'; flowId: string; expiresAt: number }
  >()
  const flows = createPkceFlows()
  /** When each email went out in the past hour (seconds), for the project's email budget. */
  const emailsSent: number[] = []
  const now = () => new Date().toISOString()
  const byEmail = (email: string) => [...users.values()].find((user) => user.email === email.toLowerCase())
  const verifiedFactors = (user: TestUser) => user.factors.filter((factor) => factor.status === 'verified')

  function factorJson({ secret: _secret, credential: _credential, phone, ...factor }: Factor) {
    return factor.factor_type === 'phone' ? { ...factor, phone } : factor
  }

  function userJson(user: TestUser) {
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      email_confirmed_at: user.createdAt,
      confirmed_at: user.createdAt,
      last_sign_in_at: now(),
      app_metadata: {
        provider: 'email',
        providers: [...new Set(user.identities.map((identity) => identity.provider))],
      },
      user_metadata: {},
      identities: user.identities.map((identity) => ({
        identity_id: identity.identity_id,
        id: user.id,
        user_id: user.id,
        provider: identity.provider,
        identity_data: { email: identity.email, sub: user.id },
        email: identity.email,
        created_at: user.createdAt,
        last_sign_in_at: now(),
        updated_at: now(),
      })),
      factors: user.factors.map(factorJson),
      created_at: user.createdAt,
      updated_at: now(),
      is_anonymous: false,
    }
  }

  function issueSession(user: TestUser, record: SessionRecord): Reply {
    const issuedAt = nowSeconds()
    const expiresIn = user.accessTokenSeconds
    const accessToken = signJwt({
      iss: `${baseUrl}/auth/v1`,
      aud: 'authenticated',
      sub: user.id,
      email: user.email,
      phone: '',
      role: 'authenticated',
      aal: record.aal,
      amr: record.amr,
      session_id: record.id,
      is_anonymous: false,
      app_metadata: { provider: 'email' },
      user_metadata: {},
      iat: issuedAt,
      exp: issuedAt + expiresIn,
    })
    const refreshToken = randomBytes(12).toString('hex')
    refreshTokens.set(refreshToken, record.id)
    sessions.set(record.id, record)
    write((t) => t.saveSession({ ...record }))
    return json(200, {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: issuedAt + expiresIn,
      refresh_token: refreshToken,
      user: userJson(user),
    })
  }

  const newSession = (user: TestUser, method: string): Reply =>
    issueSession(user, { id: randomUUID(), userId: user.id, aal: 'aal1', amr: withClaim([], method) })

  /** The user and session behind a request's bearer token, or GoTrue's refusal (auth.go requireAuthentication). */
  function authenticate(request: ApiRequest): { user: TestUser; session: SessionRecord } | Reply {
    const token = bearer(request)
    if (!token) return gotrueError(request, 401, 'no_authorization', 'This endpoint requires a valid Bearer token')
    const claims = verifyJwt(token)
    if (!claims)
      return gotrueError(request, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired')
    const user = users.get(String(claims.sub))
    if (!user) return gotrueError(request, 403, 'user_not_found', 'User from sub claim in JWT does not exist')
    const session = sessions.get(String(claims.session_id))
    if (!session)
      return gotrueError(request, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
    return { user, session }
  }

  /** Factor removed (here or "on another device"): sessions it raised to aal2 drop to aal1, as GoTrue's DowngradeSessionsToAAL1. */
  function removeFactor(user: TestUser, factor: Factor) {
    user.factors = user.factors.filter((entry) => entry.id !== factor.id)
    write((t) => t.deleteFactor(factor.id))
    write((t) => t.audit(user, 'factor_unenrolled', { factor_id: factor.id, factor_status: factor.status }))
    for (const session of sessions.values()) {
      if (session.factorId !== factor.id) continue
      session.aal = 'aal1'
      session.factorId = undefined
      session.amr = session.amr.filter((entry) => entry.method !== amrMethodOf(factor))
      write((t) => t.saveSession({ ...session }))
    }
  }

  function addFactor(user: TestUser, option: TestFactorOption, status: Factor['status']): Factor {
    const factor: Factor = {
      id: randomUUID(),
      friendly_name: `${{ totp: 'Authenticator', phone: 'Phone', webauthn: 'Passkey' }[option.type]} ${user.factors.length + 1}`,
      factor_type: option.type,
      status,
      secret: option.type === 'totp' ? newTotpSecret() : '',
      phone: option.type === 'phone' ? option.phone : '',
      created_at: now(),
      updated_at: now(),
    }
    user.factors.push(factor)
    write((t) => t.saveFactor(user.id, { ...factor }))
    return factor
  }

  async function createUser(options: TestUserOptions): Promise<TestUser> {
    const email = options.email.toLowerCase()
    const user: TestUser = {
      role: options.role ?? 'member',
      accessTokenSeconds: options.accessTokenSeconds ?? 3600,
      logoutStatus: options.logoutStatus ?? 204,
      profileLookupFails: options.profileLookupFails ?? false,
      phoneMfa: options.phoneMfa ?? false,
      emailFrequencySeconds: options.emailFrequencySeconds ?? 60,
      emailLinkSentAt: null,
      email,
      password: options.password,
      id: randomUUID(),
      createdAt: now(),
      factors: [],
      identities: (options.identities ?? ['email', 'azure']).map((provider) => ({
        identity_id: randomUUID(),
        provider,
        email,
      })),
      mail: [],
      sms: [],
      refreshCount: 0,
      logoutCount: 0,
    }
    write((t) => t.saveUser(user))
    for (const factor of options.factors ?? []) addFactor(user, factor, 'verified')
    users.set(user.id, user)
    await settled()
    return user
  }

  /**
   * `POST /otp` and `POST /recover` with PKCE: a one-time link to `/verify` goes to the user's
   * mailbox. As GoTrue answers (otp.go, magic_link.go, recover.go, mail.go): a magic link for an
   * address without an account is 422 otp_disabled when sign-ups are refused (create_user false);
   * recovery for one is 200 and sends nothing; for an account, another link within the project's
   * max_frequency is 429 over_email_send_rate_limit, magic links and recovery counted together.
   */
  function sendEmailLink(request: ApiRequest, type: 'magiclink' | 'recovery'): Reply {
    const body = (request.body ?? {}) as Record<string, unknown>
    const user = byEmail(String(body.email ?? ''))
    if (!user) {
      return type === 'recovery'
        ? json(200, {})
        : gotrueError(request, 422, 'otp_disabled', 'Signups not allowed for otp')
    }
    const waited = user.emailLinkSentAt === null ? Infinity : nowSeconds() - user.emailLinkSentAt
    if (waited < user.emailFrequencySeconds) {
      return gotrueError(
        request,
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${user.emailFrequencySeconds - waited} seconds.`,
      )
    }
    // The project's hourly email budget (GoTrue's email rate limiter), shared by every user.
    while (emailsSent.length && emailsSent[0]! <= nowSeconds() - 3600) emailsSent.shift()
    if (settings.emailsPerHour !== undefined && emailsSent.length >= settings.emailsPerHour)
      return gotrueError(request, 429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
    const redirectTo = allowedRedirect(request.url.searchParams.get('redirect_to'))
    const flow =
      redirectTo &&
      flows.start({
        method: type,
        codeChallenge: body.code_challenge,
        codeChallengeMethod: body.code_challenge_method,
        redirectTo,
      })
    if (!flow)
      return gotrueError(
        request,
        400,
        'validation_failed',
        'PKCE flow requires code_challenge, code_challenge_method and an allowed redirect_to',
      )
    const token = `pkce_${randomBytes(20).toString('hex')}`
    emailTokens.set(token, { userId: user.id, type, flowId: flow.id, expiresAt: nowSeconds() + emailLinkSeconds })
    const link = new URL(`${baseUrl}/auth/v1/verify`)
    link.search = new URLSearchParams({ token, type, redirect_to: flow.redirectTo }).toString()
    user.mail.push({ type, link: link.toString() })
    user.emailLinkSentAt = nowSeconds()
    emailsSent.push(nowSeconds())
    return json(200, {})
  }

  /** `GET /verify` from an email link: a used, unknown or expired token goes back as otp_expired. */
  function verifyEmailLink(request: ApiRequest): Reply {
    const params = request.url.searchParams
    const token = params.get('token') ?? ''
    const redirectTo = allowedRedirect(params.get('redirect_to'))
    if (!redirectTo) return gotrueError(request, 400, 'validation_failed', 'redirect_to is not allowed')
    const record = emailTokens.get(token)
    const flow = record && flows.get(record.flowId)
    if (!record || !flow || record.type !== params.get('type') || record.expiresAt < nowSeconds()) {
      return errorRedirect(redirectTo, {
        status: 403,
        code: 'otp_expired',
        message: 'Email link is invalid or has expired',
        inQuery: token.startsWith('pkce_'),
        redirectStatus: 303,
      })
    }
    emailTokens.delete(token)
    const url = new URL(redirectTo)
    url.searchParams.set('code', flows.issueAuthCode(flow, record.userId))
    return { status: 303, headers: { location: url.toString() } }
  }

  /** `GET /authorize` and `GET /user/identities/authorize`: off to the identity provider with a flow state. */
  function startOAuth(request: ApiRequest, linkingUser?: TestUser): Reply {
    const params = request.url.searchParams
    const provider = params.get('provider') ?? ''
    if (!(enabledProviders as readonly string[]).includes(provider))
      return gotrueError(request, 400, 'validation_failed', 'Unsupported provider: provider is not enabled')
    const redirectTo = allowedRedirect(params.get('redirect_to'))
    const flow =
      redirectTo &&
      flows.start({
        method: 'oauth',
        codeChallenge: params.get('code_challenge'),
        codeChallengeMethod: params.get('code_challenge_method'),
        redirectTo,
        provider,
        linkingUserId: linkingUser?.id,
      })
    if (!flow)
      return gotrueError(
        request,
        400,
        'validation_failed',
        'PKCE flow requires code_challenge, code_challenge_method and an allowed redirect_to',
      )
    const url = `${baseUrl}/__provider/${provider}/authorize?state=${flow.id}`
    if (params.get('skip_http_redirect') === 'true') return json(200, { url })
    return { status: 302, headers: { location: url } }
  }

  /** GoTrue's /callback for a provider's answer: sign in or link, then an auth code for the site (external.go). */
  function completeOAuth(flow: FlowState, account: string | null): Reply {
    const fail = (status: number, code: string, message: string, error?: string) =>
      errorRedirect(flow.redirectTo, { status, code, message, error, inQuery: true, redirectStatus: 302 })
    if (!account)
      return fail(403, 'access_denied', 'The user cancelled sign-in at the identity provider', 'access_denied')
    const provider = flow.provider!
    const holder = [...users.values()].find((user) =>
      user.identities.some((identity) => identity.provider === provider && identity.email === account.toLowerCase()),
    )
    let user: TestUser | undefined = holder
    if (flow.linkingUserId) {
      user = users.get(flow.linkingUserId)
      if (!user) return fail(404, 'user_not_found', 'User not found')
      if (holder)
        return fail(
          422,
          'identity_already_exists',
          holder === user ? 'Identity is already linked' : 'Identity is already linked to another user',
        )
      user.identities.push({ identity_id: randomUUID(), provider, email: account.toLowerCase() })
    }
    // Staff projects disable sign-ups: an identity no account holds is refused, as GoTrue does then.
    if (!user) return fail(422, 'signup_disabled', 'Signups not allowed for this instance', 'access_denied')
    const url = new URL(flow.redirectTo)
    url.searchParams.set('code', flows.issueAuthCode(flow, user.id))
    return { status: 302, headers: { location: url.toString() } }
  }

  async function enrolFactor(request: ApiRequest, user: TestUser, session: SessionRecord): Promise<Reply> {
    const body = (request.body ?? {}) as Record<string, unknown>
    if (body.factor_type === 'phone')
      return gotrueError(request, 422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    if (body.factor_type !== 'totp' && body.factor_type !== 'webauthn')
      return gotrueError(request, 400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn')
    const friendlyName = String(body.friendly_name ?? '')
    if (user.factors.some((factor) => factor.friendly_name === friendlyName)) {
      return gotrueError(
        request,
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      )
    }
    if (verifiedFactors(user).length > 0 && session.aal !== 'aal2')
      return gotrueError(request, 403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
    const factor = addFactor(user, { type: body.factor_type }, 'unverified')
    factor.friendly_name = friendlyName
    write((t) => t.audit(user, 'factor_in_progress', { factor_id: factor.id, factor_type: factor.factor_type }))
    // A passkey is created in the challenge that follows (navigator.credentials.create).
    if (factor.factor_type === 'webauthn')
      return json(200, { id: factor.id, type: 'webauthn', friendly_name: factor.friendly_name })
    // Without an issuer GoTrue names the entry after a host (its Site URL's; this stand-in has none, so its own).
    const issuer = encodeURIComponent(String(body.issuer || new URL(baseUrl).host))
    const uri = `otpauth://totp/${issuer}:${encodeURIComponent(user.email)}?secret=${factor.secret}&issuer=${issuer}`
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 })
    return json(200, {
      id: factor.id,
      type: 'totp',
      friendly_name: factor.friendly_name,
      totp: { qr_code: svg, secret: factor.secret, uri },
    })
  }

  function challengeFactor(request: ApiRequest, user: TestUser, factor: Factor): Reply {
    const id = randomUUID()
    const expiresAt = nowSeconds() + challengeSeconds
    if (factor.factor_type === 'phone') {
      if (!user.phoneMfa)
        return gotrueError(request, 422, 'mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone')
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      user.sms.push(code)
      challenges.set(id, { factorId: factor.id, expiresAt, code })
      return json(200, { id, type: 'phone', expires_at: expiresAt })
    }
    if (factor.factor_type === 'webauthn') {
      const allowed = allowedCeremony(((request.body ?? {}) as { webauthn?: unknown }).webauthn)
      if (!allowed)
        return gotrueError(
          request,
          400,
          'validation_failed',
          'webauthn.rpId and webauthn.rpOrigins must name this site',
        )
      const ceremony = { ...allowed, challenge: newChallenge() }
      const registered = user.factors.flatMap((entry) => (entry.credential ? [entry.credential.id] : []))
      const type = factor.credential ? 'request' : 'create'
      challenges.set(id, { factorId: factor.id, expiresAt, webauthn: { ...ceremony, type } })
      const publicKey = factor.credential
        ? requestOptions(ceremony, factor.credential.id)
        : creationOptions(ceremony, user, registered)
      return json(200, {
        id,
        type: 'webauthn',
        expires_at: expiresAt,
        webauthn: { type, credential_options: { publicKey } },
      })
    }
    challenges.set(id, { factorId: factor.id, expiresAt })
    return json(200, { id, type: 'totp', expires_at: expiresAt })
  }

  /** A passkey's ceremony completed in the browser: registration (create) or sign-in (request). */
  function verifyPasskey(
    body: Record<string, unknown>,
    factor: Factor,
    ceremony: NonNullable<ReturnType<typeof challenges.get>>['webauthn'],
  ): string | null {
    const sent = (body.webauthn ?? {}) as { type?: unknown; credential_response?: unknown }
    if (!ceremony || sent.type !== ceremony.type) return 'the ceremony does not match the challenge'
    const credential = (sent.credential_response ?? {}) as Parameters<typeof verifyRegistration>[0]
    if (ceremony.type === 'create') {
      const registered = verifyRegistration(credential, ceremony)
      if (typeof registered === 'string') return registered
      factor.credential = registered
      return null
    }
    const verdict = factor.credential
      ? verifyAssertion(credential, ceremony, factor.credential)
      : 'no credential is registered for this factor'
    return verdict === true ? null : verdict
  }

  function verifyFactor(request: ApiRequest, user: TestUser, session: SessionRecord, factor: Factor): Reply {
    const body = (request.body ?? {}) as Record<string, unknown>
    const challenge = challenges.get(String(body.challenge_id ?? ''))
    if (!challenge || challenge.factorId !== factor.id || challenge.expiresAt < nowSeconds()) {
      return gotrueError(
        request,
        422,
        'mfa_challenge_expired',
        'MFA challenge has expired, verify against another challenge or create a new challenge.',
      )
    }
    if (factor.factor_type === 'webauthn') {
      const refused = verifyPasskey(body, factor, challenge.webauthn)
      if (refused)
        return gotrueError(request, 422, 'mfa_verification_failed', `WebAuthn verification failed: ${refused}`)
    } else {
      const code = String(body.code ?? '')
      if (factor.factor_type === 'phone' ? code !== challenge.code : !totpMatches(factor.secret, code)) {
        return gotrueError(
          request,
          422,
          'mfa_verification_failed',
          factor.factor_type === 'phone' ? 'Invalid MFA Phone code entered' : 'Invalid TOTP code entered',
        )
      }
    }
    challenges.delete(String(body.challenge_id))
    // GoTrue writes the audit entry first, then marks the factor verified, in one transaction.
    write((t) =>
      t.audit(user, 'verification_attempted', { factor_id: factor.id, challenge_id: String(body.challenge_id) }),
    )
    factor.status = 'verified'
    factor.updated_at = now()
    write((t) => t.saveFactor(user.id, { ...factor }))
    return issueSession(user, {
      ...session,
      aal: 'aal2',
      factorId: factor.id,
      amr: withClaim(session.amr, amrMethodOf(factor)),
    })
  }

  function updateUser(request: ApiRequest, user: TestUser, session: SessionRecord): Reply {
    const body = (request.body ?? {}) as Record<string, unknown>
    const changesPassword = typeof body.password === 'string' && body.password !== ''
    const changesEmail = typeof body.email === 'string' && body.email !== '' && body.email.toLowerCase() !== user.email
    if (verifiedFactors(user).length > 0 && session.aal !== 'aal2' && (changesPassword || changesEmail)) {
      return gotrueError(
        request,
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      )
    }
    if (changesPassword) {
      const password = body.password as string
      // GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD, except in a session a recovery link began (user.go, IsRecovery).
      if (settings.requireCurrentPassword && !session.amr.some((entry) => entry.method === 'recovery')) {
        const current = typeof body.current_password === 'string' ? body.current_password : ''
        if (!current)
          return gotrueError(
            request,
            400,
            'current_password_required',
            'Current password required when setting new password.',
          )
        if (current !== user.password)
          return gotrueError(
            request,
            400,
            'current_password_mismatch',
            'Current password required when setting new password.',
          )
      }
      // The project's GOTRUE_PASSWORD_MIN_LENGTH is 12.
      if (password.length < 12)
        return gotrueError(request, 422, 'weak_password', 'Password should be at least 12 characters.')
      if (password === user.password)
        return gotrueError(request, 422, 'same_password', 'New password should be different from the old password.')
      user.password = password
      // As GoTrue's UpdatePassword (models/user.go): every other session of the user ends (LogoutAllExceptMe).
      for (const [id, entry] of sessions)
        if (entry.userId === user.id && id !== session.id) {
          sessions.delete(id)
          write((t) => t.deleteSession(id))
        }
    }
    return json(200, userJson(user))
  }

  function logOut(request: ApiRequest, user: TestUser, session: SessionRecord): Reply {
    user.logoutCount += 1
    const failures: Record<number, [string, string]> = {
      401: ['bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired'],
      403: ['session_not_found', 'Session from session_id claim in JWT does not exist'],
      404: ['user_not_found', 'User not found'],
    }
    if (user.logoutStatus >= 400) {
      const [code, message] = failures[user.logoutStatus] ?? ['unexpected_failure', 'Error logging out user']
      return gotrueError(request, user.logoutStatus, code, message)
    }
    const scope = request.url.searchParams.get('scope') ?? 'global'
    for (const [id, entry] of sessions) {
      const mine = id === session.id
      if (
        entry.userId === user.id &&
        (scope === 'global' || (scope === 'local' && mine) || (scope === 'others' && !mine))
      ) {
        sessions.delete(id)
        write((t) => t.deleteSession(id))
      }
    }
    return { status: 204 }
  }

  /**
   * GoTrue's verifyCaptcha middleware (internal/api/middleware.go), before the handler reads
   * anything else: with CAPTCHA on, a request without gotrue_meta_security.captcha_token is 400
   * captcha_failed, and so is one whose token the provider does not confirm. A service-role key
   * skips it; the stand-in has none over HTTP.
   */
  function verifyCaptcha(request: ApiRequest, route: string, body: Record<string, unknown>): Reply | null {
    if (!settings.captcha || !captchaRoutes.has(route)) return null
    if (route === 'POST /token' && grantsWithoutCaptcha.has(request.url.searchParams.get('grant_type') ?? ''))
      return null
    const security = (body.gotrue_meta_security ?? {}) as { captcha_token?: unknown }
    const token = typeof security.captcha_token === 'string' ? security.captcha_token.trim() : ''
    if (!token)
      return gotrueError(
        request,
        400,
        'captcha_failed',
        'captcha protection: request disallowed (no captcha_token found)',
      )
    const accepts = settings.captcha.accepts ?? ((given: string) => given.length > 0)
    return accepts(token)
      ? null
      : gotrueError(request, 400, 'captcha_failed', 'captcha protection: request disallowed (invalid-input-response)')
  }

  /** Answers once the auth tables hold what the answer implies, as GoTrue commits before it answers. */
  async function handle(request: ApiRequest): Promise<Reply | null> {
    const reply = await answer(request)
    await settled()
    return reply
  }

  async function answer(request: ApiRequest): Promise<Reply | null> {
    const path = request.url.pathname.replace(/^\/auth\/v1/, '')
    const body = (request.body ?? {}) as Record<string, unknown>
    const route = `${request.method} ${path}`

    if (route === 'GET /.well-known/jwks.json') return json(200, jwks())
    const refusedCaptcha = verifyCaptcha(request, route, body)
    if (refusedCaptcha) return refusedCaptcha
    if (route === 'POST /token') {
      const grant = request.url.searchParams.get('grant_type')
      if (grant === 'password') {
        const user = byEmail(String(body.email ?? ''))
        if (!user || user.password !== body.password)
          return gotrueError(request, 400, 'invalid_credentials', 'Invalid login credentials')
        return newSession(user, 'password')
      }
      if (grant === 'refresh_token') {
        const sessionId = refreshTokens.get(String(body.refresh_token ?? ''))
        const session = sessionId ? sessions.get(sessionId) : undefined
        const user = session ? users.get(session.userId) : undefined
        if (!session || !user)
          return gotrueError(request, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
        refreshTokens.delete(String(body.refresh_token))
        user.refreshCount += 1
        // The session's current level and methods, which a factor removed elsewhere may have lowered.
        return issueSession(user, session)
      }
      if (grant === 'pkce') {
        const exchanged = flows.exchange(body.auth_code, body.code_verifier)
        if (!exchanged.ok) return gotrueError(request, exchanged.status, exchanged.code, exchanged.message)
        const user = users.get(exchanged.flow.userId!)
        if (!user) return gotrueError(request, 404, 'user_not_found', 'User not found')
        return newSession(user, exchanged.flow.method satisfies FlowMethod)
      }
      return gotrueError(
        request,
        400,
        'unsupported_grant_type',
        `grant_type ${grant ?? '(none)'} is not supported here`,
      )
    }
    if (route === 'POST /otp') return sendEmailLink(request, 'magiclink')
    if (route === 'POST /recover') return sendEmailLink(request, 'recovery')
    if (route === 'GET /verify') return verifyEmailLink(request)
    if (route === 'GET /authorize') return startOAuth(request)

    const auth = authenticate(request)
    if ('status' in auth) return auth
    const { user, session } = auth

    if (route === 'GET /user') return json(200, userJson(user))
    if (route === 'PUT /user') return updateUser(request, user, session)
    if (route === 'POST /logout') return logOut(request, user, session)
    if (route === 'GET /user/identities/authorize') return startOAuth(request, user)
    const identity = /^DELETE \/user\/identities\/([\w-]+)$/.exec(route)
    if (identity) {
      if (user.identities.length < 2)
        return gotrueError(
          request,
          422,
          'single_identity_not_deletable',
          'User must have at least 1 identity after unlinking',
        )
      if (!user.identities.some((entry) => entry.identity_id === identity[1]))
        return gotrueError(request, 422, 'identity_not_found', "Identity doesn't exist")
      user.identities = user.identities.filter((entry) => entry.identity_id !== identity[1])
      return json(200, {})
    }
    if (route === 'POST /factors') return enrolFactor(request, user, session)
    const factorAction = /^(POST|DELETE) \/factors\/([\w-]+)(?:\/(challenge|verify))?$/.exec(route)
    if (factorAction) {
      const [, method, factorId, action] = factorAction
      const factor = user.factors.find((entry) => entry.id === factorId)
      if (!factor) return gotrueError(request, 404, 'mfa_factor_not_found', 'Factor not found')
      if (method === 'DELETE') {
        if (factor.status === 'verified' && session.aal !== 'aal2')
          return gotrueError(request, 422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
        removeFactor(user, factor)
        return json(200, { id: factorId })
      }
      return action === 'challenge'
        ? challengeFactor(request, user, factor)
        : verifyFactor(request, user, session, factor)
    }
    return null
  }

  /** The stand-in identity provider: whoever is signed in there (a cookie) approves at once; nobody means "cancelled". */
  function handleIdentityProvider(request: ApiRequest): Reply | null {
    const match = /^\/__provider\/(\w+)\/authorize$/.exec(request.url.pathname)
    if (!match || request.method !== 'GET') return null
    const flow = flows.get(request.url.searchParams.get('state') ?? '')
    if (!flow || flow.provider !== match[1])
      return json(400, { error: 'invalid_request', error_description: 'unknown state' })
    return completeOAuth(flow, cookie(request, identityProviderCookie))
  }

  /** What tests may do as the project's owner or "on another device". */
  const control = {
    createUser,
    settled,
    userByEmail: byEmail,
    addVerifiedFactor: (user: TestUser, option: TestFactorOption) => addFactor(user, option, 'verified'),
    removeFactor(user: TestUser, factorId: string): boolean {
      const factor = user.factors.find((entry) => entry.id === factorId)
      if (factor) removeFactor(user, factor)
      return Boolean(factor)
    },
  }

  return {
    handle,
    handleIdentityProvider,
    control,
    /** The user a REST call acts for, from its bearer token (null: the anon key or no token). */
    userOf(request: ApiRequest, anonKey: string): TestUser | null | 'invalid' {
      const token = bearer(request)
      if (!token || token === anonKey) return null
      const claims = verifyJwt(token)
      if (!claims) return 'invalid'
      return users.get(String(claims.sub)) ?? 'invalid'
    },
  }
}

export type GoTrue = ReturnType<typeof createGoTrue>

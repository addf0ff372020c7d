/**
 * GoTrue's HTTP API for exactly the calls the site makes: password and refresh-token grants,
 * user, logout, one-time links, TOTP factors, identities and the JWKS. Sessions are real
 * ES256-signed JWTs; each user carries knobs the tests turn (token lifetime, logout status).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import QRCode from 'qrcode'
import { authError, bearer, json, type ApiRequest, type Reply } from './http'
import { jwks, signJwt, verifyJwt } from './jwt'
import { newTotpSecret, totpMatches } from './totp'

export interface TestUserOptions {
  email: string
  password: string
  role?: 'member' | 'admin'
  /** Seconds an access token lives; short values make supabase-js refresh at once. */
  accessTokenSeconds?: number
  /** Status the logout endpoint answers with, to prove the site signs out locally regardless. */
  logoutStatus?: number
  /** The profiles lookup fails with a server error for this user. */
  profileLookupFails?: boolean
}

interface Factor {
  id: string
  friendly_name: string
  factor_type: 'totp'
  status: 'verified' | 'unverified'
  secret: string
  created_at: string
  updated_at: string
}

export interface TestUser extends Required<TestUserOptions> {
  id: string
  createdAt: string
  factors: Factor[]
  identities: { identity_id: string; provider: string; email: string }[]
  refreshCount: number
  logoutCount: number
}

interface SessionRecord {
  id: string
  userId: string
  aal: 'aal1' | 'aal2'
  amr: { method: string; timestamp: number }[]
}

export function createGoTrue(baseUrl: string) {
  const users = new Map<string, TestUser>()
  const sessions = new Map<string, SessionRecord>()
  const refreshTokens = new Map<string, string>()
  const challenges = new Map<string, { factorId: string; expiresAt: number }>()
  const now = () => new Date().toISOString()
  const byEmail = (email: string) => [...users.values()].find((user) => user.email === email.toLowerCase())

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
      app_metadata: { provider: 'email', providers: [...new Set(user.identities.map((identity) => identity.provider))] },
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
      factors: user.factors.map(({ secret: _secret, ...factor }) => factor),
      created_at: user.createdAt,
      updated_at: now(),
      is_anonymous: false,
    }
  }

  function issueSession(user: TestUser, record: SessionRecord): Reply {
    const issuedAt = Math.floor(Date.now() / 1000)
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
    return json(200, { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, expires_at: issuedAt + expiresIn, refresh_token: refreshToken, user: userJson(user) })
  }

  /** The user and session behind a request's bearer token, or an error reply. */
  function authenticate(request: ApiRequest): { user: TestUser; session: SessionRecord } | Reply {
    const token = bearer(request)
    const claims = token ? verifyJwt(token) : null
    const session = claims ? sessions.get(String(claims.session_id)) : undefined
    const user = session ? users.get(session.userId) : undefined
    if (!claims || !session || !user) return authError(401, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired or session was revoked')
    return { user, session }
  }

  async function createUser(options: TestUserOptions): Promise<TestUser> {
    const user: TestUser = {
      role: 'member',
      accessTokenSeconds: 3600,
      logoutStatus: 204,
      profileLookupFails: false,
      ...options,
      email: options.email.toLowerCase(),
      id: randomUUID(),
      createdAt: now(),
      factors: [],
      identities: [],
      refreshCount: 0,
      logoutCount: 0,
    }
    user.identities.push({ identity_id: randomUUID(), provider: 'email', email: user.email }, { identity_id: randomUUID(), provider: 'azure', email: user.email })
    users.set(user.id, user)
    return user
  }

  async function handle(request: ApiRequest): Promise<Reply | null> {
    const path = request.url.pathname.replace(/^\/auth\/v1/, '')
    const body = (request.body ?? {}) as Record<string, unknown>
    const route = `${request.method} ${path}`

    if (route === 'GET /.well-known/jwks.json') return json(200, jwks())
    if (route === 'POST /token') {
      const grant = request.url.searchParams.get('grant_type')
      if (grant === 'password') {
        const user = byEmail(String(body.email ?? ''))
        if (!user || user.password !== body.password) return authError(400, 'invalid_credentials', 'Invalid login credentials')
        return issueSession(user, { id: randomUUID(), userId: user.id, aal: 'aal1', amr: [{ method: 'password', timestamp: Math.floor(Date.now() / 1000) }] })
      }
      if (grant === 'refresh_token') {
        const sessionId = refreshTokens.get(String(body.refresh_token ?? ''))
        const session = sessionId ? sessions.get(sessionId) : undefined
        const user = session ? users.get(session.userId) : undefined
        if (!session || !user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
        refreshTokens.delete(String(body.refresh_token))
        user.refreshCount += 1
        return issueSession(user, session)
      }
      return authError(400, 'unsupported_grant_type', `grant_type ${grant ?? '(none)'} is not supported here`)
    }
    // One-time links and recovery: the e-mail itself is not the site's concern, only the answer.
    if (route === 'POST /otp' || route === 'POST /recover') return json(200, {})

    const auth = authenticate(request)
    if ('status' in auth) return auth
    const { user, session } = auth

    if (route === 'GET /user') return json(200, userJson(user))
    if (route === 'PUT /user') {
      if (typeof body.password === 'string') {
        if (body.password.length < 12) return authError(422, 'weak_password', 'Password should be at least 12 characters.')
        user.password = body.password
      }
      return json(200, userJson(user))
    }
    if (route === 'POST /logout') {
      user.logoutCount += 1
      if (user.logoutStatus >= 400) return authError(user.logoutStatus, 'session_not_found', 'Session from session_id claim in JWT does not exist')
      sessions.delete(session.id)
      return { status: 204 }
    }
    const identity = /^DELETE \/user\/identities\/([\w-]+)$/.exec(route)
    if (identity) {
      if (user.identities.length < 2) return authError(422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking')
      user.identities = user.identities.filter((entry) => entry.identity_id !== identity[1])
      return json(200, {})
    }
    if (route === 'POST /factors') {
      const secret = newTotpSecret()
      const factor: Factor = { id: randomUUID(), friendly_name: String(body.friendly_name ?? 'Authenticator'), factor_type: 'totp', status: 'unverified', secret, created_at: now(), updated_at: now() }
      user.factors.push(factor)
      const uri = `otpauth://totp/Vaultline:${encodeURIComponent(user.email)}?secret=${secret}&issuer=Vaultline`
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1 })
      return json(200, { id: factor.id, type: 'totp', friendly_name: factor.friendly_name, totp: { qr_code: svg, secret, uri } })
    }
    const factorAction = /^(POST|DELETE) \/factors\/([\w-]+)(?:\/(challenge|verify))?$/.exec(route)
    if (factorAction) {
      const [, method, factorId, action] = factorAction
      const factor = user.factors.find((entry) => entry.id === factorId)
      if (!factor) return authError(404, 'mfa_factor_not_found', 'Factor not found')
      if (method === 'DELETE') {
        user.factors = user.factors.filter((entry) => entry.id !== factorId)
        return json(200, { id: factorId })
      }
      if (action === 'challenge') {
        const id = randomUUID()
        const expiresAt = Math.floor(Date.now() / 1000) + 300
        challenges.set(id, { factorId: factor.id, expiresAt })
        return json(200, { id, type: 'totp', expires_at: expiresAt })
      }
      const challenge = challenges.get(String(body.challenge_id ?? ''))
      if (!challenge || challenge.factorId !== factor.id || challenge.expiresAt < Date.now() / 1000) return authError(422, 'mfa_challenge_expired', 'Challenge and verify IP addresses mismatch or challenge has expired')
      if (!totpMatches(factor.secret, String(body.code ?? ''))) return authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
      challenges.delete(String(body.challenge_id))
      factor.status = 'verified'
      factor.updated_at = now()
      const stepped: SessionRecord = { ...session, aal: 'aal2', amr: [{ method: 'totp', timestamp: Math.floor(Date.now() / 1000) }, ...session.amr] }
      return issueSession(user, stepped)
    }
    return null
  }

  return {
    handle,
    createUser,
    /** The user a REST call acts for, from its bearer token (null: the anon key or no token). */
    userOf(request: ApiRequest, anonKey: string): TestUser | null | 'invalid' {
      const token = bearer(request)
      if (!token || token === anonKey) return null
      const claims = verifyJwt(token)
      if (!claims) return 'invalid'
      return users.get(String(claims.sub)) ?? 'invalid'
    },
    userByEmail: byEmail,
  }
}

export type GoTrue = ReturnType<typeof createGoTrue>

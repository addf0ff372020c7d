/**
 * `/__test/users/*`: what browser tests do with staff users as the project's owner would
 * (create them with knobs) or as the user would elsewhere (read their mail and texts, add or
 * remove a factor on another device).
 *
 *   POST   /__test/users                          create (TestUserOptions) → { id, factors: [{ id, type, secret }] }
 *   GET    /__test/users/:email                   counters, factor states and identity providers
 *   GET    /__test/users/:email/mail              the latest email link → { type, link }
 *   GET    /__test/users/:email/sms               the latest SMS code → { code }
 *   POST   /__test/users/:email/factors           a factor verified on another device → { id, type, secret }
 *   DELETE /__test/users/:email/factors/:id       a factor removed on another device
 */
import type pg from 'pg'
import type { GoTrue, TestFactorOption, TestUserOptions } from './gotrue'
import { json, type ApiRequest, type Reply } from './http'

export function createAuthTestControl(gotrue: GoTrue, owner: pg.Pool) {
  const factorView = (factor: { id: string; factor_type: string; secret: string }) => ({ id: factor.id, type: factor.factor_type, secret: factor.secret })

  return async function handle(request: ApiRequest): Promise<Reply | null> {
    const route = `${request.method} ${request.url.pathname}`
    if (route === 'POST /__test/users') {
      const user = await gotrue.control.createUser(request.body as TestUserOptions)
      await owner.query('insert into auth.users (id, email) values ($1, $2)', [user.id, user.email])
      await owner.query('insert into public.profiles (id, role) values ($1, $2)', [user.id, user.role])
      return json(201, { id: user.id, factors: user.factors.map(factorView) })
    }
    const match = /^(GET|POST|DELETE) \/__test\/users\/([^/]+)(?:\/(mail|sms|factors)(?:\/([\w-]+))?)?$/.exec(route)
    if (!match) return null
    const [, method, email, part, factorId] = match
    const user = gotrue.control.userByEmail(decodeURIComponent(email!))
    if (!user) return json(404, { error: 'no such user' })
    const action = `${method} ${part ?? ''}${factorId ? ' :id' : ''}`
    if (action === 'GET ') {
      return json(200, { id: user.id, refreshCount: user.refreshCount, logoutCount: user.logoutCount, factors: user.factors.map((factor) => factor.status), identities: user.identities.map((identity) => identity.provider) })
    }
    if (action === 'GET mail') return user.mail.length ? json(200, user.mail.at(-1)) : json(404, { error: 'no mail sent' })
    if (action === 'GET sms') return user.sms.length ? json(200, { code: user.sms.at(-1) }) : json(404, { error: 'no SMS sent' })
    if (action === 'POST factors') return json(201, factorView(gotrue.control.addVerifiedFactor(user, (request.body ?? { type: 'totp' }) as TestFactorOption)))
    if (action === 'DELETE factors :id') return gotrue.control.removeFactor(user, factorId!) ? { status: 204 } : json(404, { error: 'no such factor' })
    return null
  }
}

/**
 * `/__test/users/*`: what browser tests do with staff users as the project's owner would
 * (create them with knobs) or as the user would elsewhere (read their mail and texts, add or
 * remove a factor on another device).
 *
 *   POST   /__test/users                          create (TestUserOptions) → { id, factors: [{ id, type, secret }] };
 *                                                  an administrator is approved with their first authenticator
 *                                                  (private.grant_administrator), or waits without one
 *   GET    /__test/users/:email                   counters, factor states and identity providers
 *   GET    /__test/users/:email/mail              the latest email link → { type, link }
 *   GET    /__test/users/:email/sms               the latest SMS code → { code }
 *   POST   /__test/users/:email/factors           a factor verified on another device → { id, type, secret }
 *   DELETE /__test/users/:email/factors/:id       a factor removed on another device
 *   POST   /__test/users/:email/approve            the project's owner approves the user's first verified
 *                                                  authenticator or passkey: an administrator from now on
 */
import type pg from 'pg'
import type { GoTrue, TestFactorOption, TestUserOptions } from './gotrue'
import { json, type ApiRequest, type Reply } from './http'

export function createAuthTestControl(gotrue: GoTrue, owner: pg.Pool) {
  const factorView = (factor: { id: string; factor_type: string; secret: string }) => ({
    id: factor.id,
    type: factor.factor_type,
    secret: factor.secret,
  })

  return async function handle(request: ApiRequest): Promise<Reply | null> {
    const route = `${request.method} ${request.url.pathname}`
    if (route === 'POST /__test/users') {
      const user = await gotrue.control.createUser(request.body as TestUserOptions)
      // An administrator with an authenticator is approved with it, as the project's owner does
      // (private.grant_administrator); one without a factor waits for approval, acting as a member.
      const approved = user.role === 'admin' ? user.factors.find((factor) => factor.factor_type !== 'phone') : undefined
      await owner.query('insert into public.profiles (id, role) values ($1, $2)', [
        user.id,
        approved ? 'member' : user.role,
      ])
      if (approved) await owner.query('select private.grant_administrator($1, $2)', [user.id, approved.id])
      return json(201, { id: user.id, factors: user.factors.map(factorView) })
    }
    const match = /^(GET|POST|DELETE) \/__test\/users\/([^/]+)(?:\/(mail|sms|factors|approve)(?:\/([\w-]+))?)?$/.exec(
      route,
    )
    if (!match) return null
    const [, method, email, part, factorId] = match
    const user = gotrue.control.userByEmail(decodeURIComponent(email!))
    if (!user) return json(404, { error: 'no such user' })
    const action = `${method} ${part ?? ''}${factorId ? ' :id' : ''}`
    if (action === 'GET ') {
      return json(200, {
        id: user.id,
        refreshCount: user.refreshCount,
        logoutCount: user.logoutCount,
        factors: user.factors.map((factor) => factor.status),
        identities: user.identities.map((identity) => identity.provider),
      })
    }
    if (action === 'GET mail')
      return user.mail.length ? json(200, user.mail.at(-1)) : json(404, { error: 'no mail sent' })
    if (action === 'GET sms')
      return user.sms.length ? json(200, { code: user.sms.at(-1) }) : json(404, { error: 'no SMS sent' })
    if (action === 'POST factors') {
      const factor = gotrue.control.addVerifiedFactor(user, (request.body ?? { type: 'totp' }) as TestFactorOption)
      await gotrue.control.settled()
      return json(201, factorView(factor))
    }
    if (action === 'POST approve') {
      const factor = user.factors.find((entry) => entry.status === 'verified' && entry.factor_type !== 'phone')
      if (!factor) return json(409, { error: 'no verified authenticator or passkey to approve' })
      await owner.query('select private.grant_administrator($1, $2)', [user.id, factor.id])
      user.role = 'admin'
      return json(200, { factorId: factor.id })
    }
    if (action === 'DELETE factors :id') {
      const removed = gotrue.control.removeFactor(user, factorId!)
      await gotrue.control.settled()
      return removed ? { status: 204 } : json(404, { error: 'no such factor' })
    }
    return null
  }
}

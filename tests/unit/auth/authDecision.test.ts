import { describe, expect, it } from 'vitest'
import { assuranceLevelOf, beganWithRecovery, decideAuth, isAtAal2 } from '../../../src/auth/authDecision'
import { accessToken, factor, session } from './authFixtures'

describe('who the site treats the visitor as', () => {
  it('is anonymous without a session, whatever else is known', () => {
    expect(decideAuth(null, 'aal2', [factor('verified')])).toEqual({ kind: 'anonymous' })
  })

  it('signs in a user without factors at aal1', () => {
    const current = session()
    expect(decideAuth(current, 'aal1', [])).toEqual({ kind: 'signedIn', user: current.user, aal: 'aal1' })
  })

  it.each(['aal1', null] as const)('asks for the code when a factor is verified and the level is %s', (level) => {
    const current = session()
    const verified = factor('verified')
    expect(decideAuth(current, level, [verified, factor('unverified')])).toEqual({
      kind: 'needsSecondFactor',
      user: current.user,
      factors: [verified],
    })
  })

  it('lists phone factors for the code step as well as authenticator apps', () => {
    const phone = factor('verified', 'phone')
    const status = decideAuth(session(), 'aal1', [phone])
    expect(status.kind === 'needsSecondFactor' && status.factors).toEqual([phone])
  })

  it('does not count an unverified factor (an enrolment not finished)', () => {
    expect(decideAuth(session(), 'aal1', [factor('unverified')]).kind).toBe('signedIn')
  })

  it('signs in at aal2 once the code is verified, and only then is staff-capable', () => {
    const status = decideAuth(session(), 'aal2', [factor('verified')])
    expect(status).toMatchObject({ kind: 'signedIn', aal: 'aal2' })
    expect(isAtAal2(status)).toBe(true)
    expect(isAtAal2(decideAuth(session(), 'aal1', []))).toBe(false)
  })
})

describe('the assurance level of an access token', () => {
  it.each([
    [{ aal: 'aal2' }, 'aal2'],
    [{ aal: 'aal1' }, 'aal1'],
    [{ aal: 'aal3' }, null],
    [{}, null],
  ])('reads %j as %s', (claims, level) => {
    expect(assuranceLevelOf(accessToken(claims))).toBe(level)
  })

  it('reads a token whose payload needs base64url padding and characters', () => {
    expect(assuranceLevelOf(accessToken({ aal: 'aal2', email: 'ü?>~@vaultline.test', n: 'x'.repeat(7) }))).toBe('aal2')
  })

  it('gives no level for something that is not a token', () => {
    expect(assuranceLevelOf('not a token')).toBeNull()
    expect(assuranceLevelOf('a.%%%.c')).toBeNull()
  })
})

describe('SEC-9: which sessions may change the password without the current one', () => {
  it('SEC-9: only one a recovery link began (its amr claim), as Auth decides', () => {
    const at = 1_765_000_000
    expect(beganWithRecovery(accessToken({ amr: [{ method: 'recovery', timestamp: at }] }))).toBe(true)
    expect(
      beganWithRecovery(
        accessToken({
          amr: [
            { method: 'totp', timestamp: at },
            { method: 'recovery', timestamp: at },
          ],
        }),
      ),
    ).toBe(true)
    expect(beganWithRecovery(accessToken({ amr: [{ method: 'password', timestamp: at }] }))).toBe(false)
    expect(beganWithRecovery(accessToken({ aal: 'aal1' }))).toBe(false)
    expect(beganWithRecovery('not a token')).toBe(false)
  })
})

import type { AuthChangeEvent, Factor, Session, SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it, vi } from 'vitest'
import { createAuthStore } from '../../../src/auth/authStore'
import { factor, session } from './authFixtures'

/** The parts of supabase-js the store uses, with answers a test sets. */
function fakeClient(
  answers: { role?: string; serverFactors?: Factor[]; signOut?: () => Promise<{ error: Error | null }> } = {},
) {
  let emit: (event: AuthChangeEvent, session: Session | null) => void = () => undefined
  const lookups: string[] = []
  let resolveLookup: (() => void) | null = null
  const client = {
    auth: {
      onAuthStateChange: (callback: typeof emit) => {
        emit = callback
        return { data: { subscription: { unsubscribe() {} } } }
      },
      getUser: vi.fn(async () => ({ data: { user: { factors: answers.serverFactors ?? [] } }, error: null })),
      signOut: vi.fn(answers.signOut ?? (async () => ({ error: null }))),
      refreshSession: vi.fn(async () => ({ data: {}, error: null })),
    },
    rpc: (name: string) => {
      lookups.push(name)
      return new Promise((resolve) => {
        resolveLookup = () => resolve({ data: answers.role === 'admin', error: null })
      })
    },
  }
  return {
    client: client as unknown as SupabaseClient,
    auth: client.auth,
    emit: (event: AuthChangeEvent, value: Session | null) => emit(event, value),
    lookups,
    answerLookup: () => resolveLookup?.(),
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the auth store', () => {
  it('asks for the code after a password sign-in with a verified factor, and looks nothing up for staff', async () => {
    const store = createAuthStore(() => undefined)
    const fake = fakeClient({ role: 'admin' })
    store.connect(fake.client)
    fake.emit('SIGNED_IN', session({ aal: 'aal1', factors: [factor('verified')] }))
    await tick()
    expect(store.getState()).toMatchObject({ loading: false, status: { kind: 'needsSecondFactor' }, isAdmin: false })
    expect(fake.lookups).toEqual([])
  })

  it('grants the administrator flag only after the code, at aal2', async () => {
    const store = createAuthStore(() => undefined)
    const fake = fakeClient({ role: 'admin' })
    store.connect(fake.client)
    fake.emit('MFA_CHALLENGE_VERIFIED', session({ aal: 'aal2', factors: [factor('verified')] }))
    await tick()
    expect(fake.lookups).toEqual(['is_admin'])
    fake.answerLookup()
    await tick()
    expect(store.getState()).toMatchObject({ status: { kind: 'signedIn', aal: 'aal2' }, isAdmin: true })
  })

  it('drops the flag at once when the session falls below aal2, and ignores a lookup answering late', async () => {
    const store = createAuthStore(() => undefined)
    const fake = fakeClient({ role: 'admin' })
    store.connect(fake.client)
    fake.emit('MFA_CHALLENGE_VERIFIED', session({ aal: 'aal2', factors: [factor('verified')] }))
    await tick()
    fake.emit('TOKEN_REFRESHED', session({ aal: 'aal1', factors: [factor('verified')] }))
    expect(store.getState()).toMatchObject({ status: { kind: 'needsSecondFactor' }, isAdmin: false })
    fake.answerLookup()
    await tick()
    expect(store.getState().isAdmin).toBe(false)
  })

  it('keeps the flag through a token refresh at aal2 without asking again', async () => {
    const store = createAuthStore(() => undefined)
    const fake = fakeClient({ role: 'admin' })
    store.connect(fake.client)
    fake.emit('MFA_CHALLENGE_VERIFIED', session({ aal: 'aal2' }))
    await tick()
    fake.answerLookup()
    await tick()
    fake.emit('TOKEN_REFRESHED', session({ aal: 'aal2' }))
    expect(store.getState().isAdmin).toBe(true)
    expect(fake.lookups).toHaveLength(1)
  })

  it('checks a restored aal1 session with the auth server: a factor verified elsewhere still means the code step', async () => {
    const store = createAuthStore(() => undefined)
    const fake = fakeClient({ serverFactors: [factor('verified')] })
    store.connect(fake.client)
    fake.emit('INITIAL_SESSION', session({ aal: 'aal1', factors: [] }))
    expect(store.getState()).toMatchObject({ loading: true, status: { kind: 'anonymous' } })
    await tick()
    await tick()
    expect(fake.auth.getUser).toHaveBeenCalledOnce()
    expect(store.getState()).toMatchObject({ loading: false, status: { kind: 'needsSecondFactor' } })
  })

  it('does not let that check overwrite a newer event', async () => {
    const store = createAuthStore(() => undefined)
    const fake = fakeClient({ serverFactors: [] })
    store.connect(fake.client)
    fake.emit('INITIAL_SESSION', session({ aal: 'aal1' }))
    fake.emit('SIGNED_OUT', null)
    await tick()
    await tick()
    expect(store.getState().status).toEqual({ kind: 'anonymous' })
  })

  it.each([
    [
      'the server answers 500',
      async () => ({ error: Object.assign(new Error('Internal Server Error'), { status: 500 }) }),
    ],
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('signs out in this browser when %s: the stored session is removed by the site', async (_, failingSignOut) => {
    const forget = vi.fn()
    const store = createAuthStore(forget)
    const fake = fakeClient({
      signOut: vi.fn().mockImplementationOnce(failingSignOut).mockResolvedValue({ error: null }),
    })
    store.connect(fake.client)
    fake.emit('SIGNED_IN', session({ aal: 'aal1' }))
    await store.signOut(fake.client)
    expect(forget).toHaveBeenCalledOnce()
    // Then supabase-js, finding nothing stored, clears its own state and tells other tabs.
    expect(fake.auth.signOut).toHaveBeenCalledTimes(2)
    expect(store.getState()).toMatchObject({ status: { kind: 'anonymous' }, isAdmin: false })
  })

  it('leaves the storage to supabase-js when the server accepts the sign-out', async () => {
    const forget = vi.fn()
    const store = createAuthStore(forget)
    const fake = fakeClient()
    store.connect(fake.client)
    fake.emit('SIGNED_IN', session({ aal: 'aal1' }))
    await store.signOut(fake.client)
    expect(forget).not.toHaveBeenCalled()
    expect(fake.auth.signOut).toHaveBeenCalledWith({ scope: 'local' })
    expect(store.getState().status).toEqual({ kind: 'anonymous' })
  })
})

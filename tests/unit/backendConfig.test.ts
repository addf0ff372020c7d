import { describe, expect, it } from 'vitest'
import { backendConfigFrom } from '../../src/config/backendConfig'

describe('backend configuration', () => {
  it('is off without variables', () => {
    expect(backendConfigFrom({})).toEqual({ configured: false })
  })
  it('is on with both', () => {
    expect(backendConfigFrom({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_ANON_KEY: 'anon' })).toEqual({ configured: true, url: 'https://abc.supabase.co', anonKey: 'anon' })
  })
  it.each([
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, /VITE_SUPABASE_ANON_KEY is not set/],
    [{ VITE_SUPABASE_ANON_KEY: 'anon' }, /VITE_SUPABASE_URL is not set/],
  ])('stops the build naming the missing one', (env, message) => {
    expect(() => backendConfigFrom(env)).toThrow(message)
  })
})

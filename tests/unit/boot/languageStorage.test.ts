import { afterEach, describe, expect, it, vi } from 'vitest'
import { currentChoice } from '../../../src/boot/languageStorage'

/** A browser holding `lng` in the address, `i18next` in its cookie and `i18nextLng` in local storage. */
function browserWith({ query = '', cookie = '', storage = null as string | null }) {
  vi.stubGlobal('location', { search: query })
  vi.stubGlobal('document', { cookie })
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'i18nextLng' ? storage : null) })
}

afterEach(() => vi.unstubAllGlobals())

describe('the stored language choice (spec: storage key i18nextLng, cookie i18next, query parameter lng)', () => {
  it('reads each of the three places the spec names', () => {
    browserWith({ storage: 'es' })
    expect(currentChoice()).toBe('es')
    browserWith({ cookie: 'theme=dark; i18next=pt' })
    expect(currentChoice()).toBe('pt')
    browserWith({ query: '?lng=fr' })
    expect(currentChoice()).toBe('fr')
  })

  it('takes the address first, then the cookie, then storage, as i18next’s language detector does', () => {
    browserWith({ query: '?lng=fr', cookie: 'i18next=de', storage: 'es' })
    expect(currentChoice()).toBe('fr')
    browserWith({ cookie: 'i18next=de', storage: 'es' })
    expect(currentChoice()).toBe('de')
  })

  it('discards a bad value and reads the next place', () => {
    browserWith({ query: '?lng=%3Cscript%3E', cookie: 'i18next=xx', storage: 'de' })
    expect(currentChoice()).toBe('de')
  })
})

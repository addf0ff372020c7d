import { describe, expect, it } from 'vitest'
import { createI18n, ensureNamespace } from '../../../src/i18n/createI18n'
import { loadNamespaces } from '../../../src/i18n/localeBundles'

describe('strings in the prerender, translated once per render thread', () => {
  it('runs as the prerender does (server render), so the test exercises the remembered path', () => {
    expect(import.meta.env.SSR).toBe(true)
  })

  it('gives every page of a language the same strings as i18next itself, and each language its own', async () => {
    await loadNamespaces('de', ['common', 'blog'])
    await loadNamespaces('fr', ['common'])
    const first = createI18n('de', ['common', 'blog'])
    const second = createI18n('de', ['common', 'blog'])
    const french = createI18n('fr', ['common'])
    for (const key of ['nav.label', 'cta.menu', 'blog:meta.title']) {
      const direct = first.getFixedT('de', 'common')(key)
      expect(second.getFixedT('de', 'common')(key)).toBe(direct)
      expect(french.getFixedT('fr', 'common')(key)).not.toBe(direct)
    }
    // Objects (a section's copy) are the same on every page, and nobody can change them for the pages after.
    const copy = first.getFixedT('de', 'common')('languageNotice', { returnObjects: true })
    expect(second.getFixedT('de', 'common')('languageNotice', { returnObjects: true })).toEqual(copy)
    expect(Object.isFrozen(copy)).toBe(true)
  })

  it('a call with values of its own is translated each time, with those values', async () => {
    await loadNamespaces('en', ['common'])
    const t = createI18n('en', ['common']).getFixedT('en', 'common')
    expect(t('no.such.key', { defaultValue: 'first {{n}}', n: 1 })).toBe('first 1')
    expect(t('no.such.key', { defaultValue: 'first {{n}}', n: 2 })).toBe('first 2')
  })

  it('a call with plain values of its own (a year, a count) is translated once for each value, as i18next translates it; values that are objects are not remembered', async () => {
    await loadNamespaces('en', ['common'])
    const t = createI18n('en', ['common']).getFixedT('en', 'common')
    const next = createI18n('en', ['common']).getFixedT('en', 'common')
    expect(t('footer.copyright', { year: 2026, company: 'Vaultline Ltd', number: '15234876', office: 'London' })).toBe(
      '© 2026 Vaultline Ltd. Registered in England and Wales, company number 15234876; registered office: London. All rights reserved.',
    )
    expect(
      next('footer.copyright', { year: 2027, company: 'Vaultline Ltd', number: '15234876', office: 'London' }),
    ).toBe(
      '© 2027 Vaultline Ltd. Registered in England and Wales, company number 15234876; registered office: London. All rights reserved.',
    )
    expect(
      next('footer.copyright', { year: 2026, company: 'Vaultline Ltd', number: '15234876', office: 'London' }),
    ).toBe(
      '© 2026 Vaultline Ltd. Registered in England and Wales, company number 15234876; registered office: London. All rights reserved.',
    )
    expect([1, 7, 1].map((count) => next('posts.readingTime', { count }))).toEqual([
      '1 min read',
      '7 min read',
      '1 min read',
    ])
    let name = 'Vaultline Ltd'
    const company = { toString: () => name }
    expect(t('footer.copyright', { year: 2026, company })).toMatch(/^© 2026 Vaultline Ltd\./)
    name = 'Vaultline GmbH'
    expect(next('footer.copyright', { year: 2026, company })).toMatch(/^© 2026 Vaultline GmbH\./)
  })

  it('a string missing on one page (its namespace not loaded there) is not remembered for the next', async () => {
    await loadNamespaces('pt', ['common', 'blog'])
    const without = createI18n('pt', ['common'])
    expect(without.getFixedT('pt', 'blog')('meta.title')).toBe('meta.title')
    const withBlog = createI18n('pt', ['common'])
    ensureNamespace(withBlog, 'pt', 'blog')
    expect(withBlog.getFixedT('pt', 'blog')('meta.title')).not.toBe('meta.title')
  })
})

/**
 * The production prerender shares one i18next instance per language between its pages
 * (src/i18n/createI18n.ts); everywhere else each rendered tree has its own.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createI18n } from '../../../src/i18n/createI18n'
import { loadNamespaces, type LoadedBundles } from '../../../src/i18n/localeBundles'

let english: LoadedBundles
let german: LoadedBundles

beforeAll(async () => {
  english = await loadNamespaces('en', ['common', 'products'])
  german = await loadNamespaces('de', ['common', 'products'])
})

afterEach(() => vi.unstubAllEnvs())

describe('the i18next instance a page renders with', () => {
  it('is one per language in the production prerender, never changed to another language', () => {
    vi.stubEnv('SSR', true)
    vi.stubEnv('PROD', true)
    const first = createI18n('en', ['common'], english)
    const germanPage = createI18n('de', ['common'], german)
    const second = createI18n('en', ['common', 'products'], english)
    expect(second).toBe(first)
    expect(germanPage).not.toBe(first)
    expect(first.language).toBe('en')
    expect(germanPage.language).toBe('de')
    // A namespace a later page asks for is added to the shared instance; the first page's strings stay English.
    expect(first.hasResourceBundle('en', 'products')).toBe(true)
    const navLabel = (bundles: LoadedBundles) => (bundles.common as { nav: { label: string } }).nav.label
    expect(first.t('nav.label')).toBe(navLabel(english))
    expect(germanPage.t('nav.label')).toBe(navLabel(german))
    expect(navLabel(german)).not.toBe(navLabel(english))
  })

  it('is new for every tree in the browser and the development server', () => {
    vi.stubEnv('SSR', false)
    vi.stubEnv('PROD', true)
    expect(createI18n('en', ['common'], english)).not.toBe(createI18n('en', ['common'], english))
    vi.stubEnv('SSR', true)
    vi.stubEnv('PROD', false)
    expect(createI18n('en', ['common'], english)).not.toBe(createI18n('en', ['common'], english))
  })
})

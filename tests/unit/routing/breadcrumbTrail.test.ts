import { describe, expect, it } from 'vitest'
import { breadcrumbKeys, routes } from '../../../routes.config'
import { breadcrumbTrail } from '../../../src/routing/breadcrumbTrail'
import en from '../../../locales/en/common.json'

describe('breadcrumbTrail', () => {
  it('walks from home to the page through its parents', () => {
    expect(breadcrumbTrail('threatAirInterface').map((c) => c.label)).toEqual(['home', 'threats', 'airInterface'])
    expect(breadcrumbTrail('threats').map((c) => c.label)).toEqual(['home', 'threatLandscape'])
    expect(breadcrumbTrail('productOnPremises').map((c) => c.page)).toEqual(['home', 'products', 'productOnPremises'])
  })

  it('puts unlinked group labels where a group has no page', () => {
    expect(breadcrumbTrail('legalCookies')).toEqual([
      { page: 'home', label: 'home' },
      { label: 'legal' },
      { page: 'legalCookies', label: 'cookiePolicy' },
    ])
  })

  it('is just home on the home page', () => {
    expect(breadcrumbTrail('home')).toEqual([{ page: 'home', label: 'home' }])
  })

  it('has an English label for every breadcrumb key, including all the spec lists', () => {
    const labels = en.breadcrumb as Record<string, string>
    for (const key of breadcrumbKeys) expect(labels[key], key).toBeTruthy()
    for (const page of Object.values(routes.pages)) expect(labels[page.breadcrumb]).toBeTruthy()
  })
})

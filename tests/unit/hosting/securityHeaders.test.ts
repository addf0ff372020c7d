import { describe, expect, it } from 'vitest'
import { editorHeaders } from '../../../scripts/hosting/headers'
import { securityHeaderValues } from '../../../src/hosting/securityHeaders'

/**
 * The standardised features of the Permissions Policy registry (w3c/webappsec-permissions-policy,
 * features.md) that the site turns off. FLoC's interest-cohort is not one: Chrome removed FLoC in
 * 2022, and Chromium logs a feature it does not recognise as an error in the console of every page.
 */
const knownFeatures = new Set(['camera', 'microphone', 'geolocation', 'payment', 'usb'])

const featuresOf = (policy: string) => policy.split(',').map((directive) => directive.trim().split('=')[0] ?? '')

describe('the Permissions-Policy header', () => {
  it('security 2026-11-27 I2: names only features browsers know, on the site and in the editor', () => {
    for (const policy of [securityHeaderValues['Permissions-Policy'], editorHeaders([])['Permissions-Policy'] ?? ''])
      for (const feature of featuresOf(policy)) expect(knownFeatures, `${feature} in ${policy}`).toContain(feature)
  })

  it('turns off the camera, microphone, location, payments and USB', () => {
    expect(featuresOf(securityHeaderValues['Permissions-Policy'])).toEqual(
      expect.arrayContaining(['camera', 'microphone', 'geolocation', 'payment', 'usb']),
    )
    expect(securityHeaderValues['Permissions-Policy']).not.toMatch(/=\((?!\))/)
  })
})

import { describe, expect, it } from 'vitest'
import { onRequestGet } from '../../../functions/api/geo'
import netlifyGeo, { config } from '../../../netlify/edge-functions/geo'
import { securityHeaderNames, securityHeaderValues } from '../../../src/hosting/securityHeaders'

async function body(response: Response) {
  return {
    json: await response.json(),
    cache: response.headers.get('cache-control'),
    type: response.headers.get('content-type'),
  }
}

describe('Cloudflare Pages Function /api/geo', () => {
  it('answers the country from CF-IPCountry, never cached', async () => {
    const response = onRequestGet({
      request: new Request('https://www.vaultline.example/api/geo', { headers: { 'CF-IPCountry': 'de' } }),
    })
    expect(await body(response)).toEqual({
      json: { country_code: 'DE' },
      cache: 'private, no-store',
      type: 'application/json; charset=utf-8',
    })
  })

  it.each([null, 'XX', 'T1', '<script>', 'DEU', ''])('answers null for %j', async (header) => {
    const headers: Record<string, string> = header === null ? {} : { 'CF-IPCountry': header }
    const response = onRequestGet({ request: new Request('https://www.vaultline.example/api/geo', { headers }) })
    expect((await body(response)).json).toEqual({ country_code: null })
  })
})

describe('Netlify Edge Function /api/geo', () => {
  it('answers the country from the geo context, never cached', async () => {
    const response = netlifyGeo(new Request('https://www.vaultline.example/api/geo'), {
      geo: { country: { code: 'BR' } },
    })
    expect(await body(response)).toEqual({
      json: { country_code: 'BR' },
      cache: 'private, no-store',
      type: 'application/json; charset=utf-8',
    })
  })

  it('answers null without geo information', async () => {
    expect((await body(netlifyGeo(new Request('https://www.vaultline.example/api/geo'), {}))).json).toEqual({
      country_code: null,
    })
  })

  it('is mounted at /api/geo, the path VITE_GEO_URL selects', () => {
    expect(config.path).toBe('/api/geo')
  })
})

describe('both functions', () => {
  it('SEC-11: answer with the site’s security headers, which neither CDN adds to a function’s answer', () => {
    const answers = [
      onRequestGet({ request: new Request('https://www.vaultline.example/api/geo') }),
      netlifyGeo(new Request('https://www.vaultline.example/api/geo'), {}),
    ]
    for (const response of answers) {
      expect(securityHeaderNames.filter((name) => !response.headers.get(name))).toEqual([])
      for (const [name, value] of Object.entries(securityHeaderValues))
        expect(response.headers.get(name), name).toBe(value)
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none';.*frame-ancestors 'none'/)
    }
  })
})

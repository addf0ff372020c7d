/**
 * Where a build's first-visit country lookup goes, as built: the language module's code and the
 * Content-Security-Policy's connect-src allow exactly that, and nothing else. The default build
 * (Cloudflare Pages or Netlify) asks its own origin; an nginx build asks nobody, so the request
 * code is not even in its module; a third-party lookup only when VITE_GEO_URL names it.
 */
import { describe, expect, it } from 'vitest'
import { buildBootScripts } from '../../scripts/plugins/bootScriptPlugin'
import { contentSecurityPolicy } from '../../scripts/hosting/headers'
import { geoLookupUrl } from '../../src/config/buildVariants'

const connectSrc = (geoUrl: string | null) =>
  /connect-src ([^;]+)/.exec(contentSecurityPolicy({ scriptHashes: [], geoUrl: geoUrl ?? undefined }))![1]

describe('the country lookup a build bakes in', () => {
  it("seo 2026-11-27 M6: by default asks the same origin's /api/geo, and the CSP connects to this site only", async () => {
    const url = geoLookupUrl({})
    const { detectCode } = await buildBootScripts(url)
    expect(detectCode).toContain('"/api/geo"')
    expect(detectCode).not.toContain('ipapi')
    expect(connectSrc(url)).toBe("'self'")
  }, 20_000)

  it('on nginx asks nobody: the module holds no request at all, and the CSP connects to this site only', async () => {
    const url = geoLookupUrl({ DEPLOY_HOST: 'nginx' })
    expect(url).toBeNull()
    const { detectCode } = await buildBootScripts(url)
    expect(detectCode).not.toMatch(/fetch\(|api\/geo|ipapi/)
    expect(connectSrc(url)).toBe("'self'")
  }, 20_000)

  it('goes to ipapi.co only when VITE_GEO_URL names it, and then the CSP allows exactly that origin', async () => {
    const url = geoLookupUrl({ VITE_GEO_URL: 'https://ipapi.co/json/' })
    const { detectCode } = await buildBootScripts(url)
    expect(detectCode).toContain('https://ipapi.co/json/')
    expect(connectSrc(url)).toBe("'self' https://ipapi.co")
  }, 20_000)
})

/**
 * The editor's GitHub sign-in endpoint (src/edge/cmsOAuth.ts, functions/oauth/): the requirements
 * any endpoint must meet (docs/content-editor.md, "Production"): an exact target origin, a state check and a fixed
 * redirect_uri. In a browser, against the GitHub stand-in: tests/e2e/contentEditorGitHub.spec.ts.
 */
import { describe, expect, it, vi } from 'vitest'
import { onRequest } from '../../../functions/oauth/[step]'
import { cmsOAuthResponse, settingsFrom, type CmsOAuthSettings } from '../../../src/edge/cmsOAuth'
import {
  dataContentSecurityPolicy,
  securityHeaderNames,
  securityHeaderValues,
} from '../../../src/hosting/securityHeaders'

const env = {
  CMS_ORIGIN: 'https://cms.vaultline.example',
  CMS_OAUTH_CLIENT_ID: 'Iv1.client',
  CMS_OAUTH_CLIENT_SECRET: 'not-for-browsers',
}
const settings = settingsFrom(env) as CmsOAuthSettings
const at = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://cms.vaultline.example${path}`, { headers })
const tokenAnswer = () =>
  vi.fn(async () => Response.json({ access_token: 'gho_token', token_type: 'bearer', scope: 'public_repo' }))

/** Starts a sign-in and returns the state it set and where it sent the browser. */
async function start(
  path = '/oauth/auth?provider=github&site_id=cms.vaultline.example&scope=repo',
  headers: Record<string, string> = {},
) {
  const response = await cmsOAuthResponse(at(path, headers), settings)
  const cookie = response.headers.get('set-cookie') ?? ''
  return {
    response,
    cookie,
    state: /__Host-cms-oauth-state=([^;]+)/.exec(cookie)?.[1] ?? '',
    location: new URL(response.headers.get('location') ?? 'about:blank'),
  }
}

describe('the start of a sign-in', () => {
  it('sends the browser to GitHub with the fixed callback, the configured scope and a fresh state in an HttpOnly cookie', async () => {
    const { response, cookie, state, location } = await start()
    expect(response.status).toBe(302)
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize')
    expect(Object.fromEntries(location.searchParams)).toEqual({
      client_id: 'Iv1.client',
      redirect_uri: 'https://cms.vaultline.example/oauth/callback',
      scope: 'public_repo',
      state,
      allow_signup: 'false',
    })
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie).toBe(`__Host-cms-oauth-state=${state}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600; Secure`)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await start()).state).not.toBe(state)
  })

  it('keeps its callback whatever the request says: another Host, a redirect_uri of its own', async () => {
    const { location } = await start('/oauth/auth?provider=github&redirect_uri=https://attacker.example/steal', {
      Host: 'attacker.example',
      'X-Forwarded-Host': 'attacker.example',
    })
    expect(location.searchParams.get('redirect_uri')).toBe('https://cms.vaultline.example/oauth/callback')
  })

  it('signs in with GitHub only, on the editor’s origin only', async () => {
    expect((await cmsOAuthResponse(at('/oauth/auth?provider=gitlab'), settings)).status).toBe(400)
    expect(
      (await cmsOAuthResponse(new Request('https://www.vaultline.example/oauth/auth?provider=github'), settings))
        .status,
    ).toBe(404)
    expect((await cmsOAuthResponse(at('/oauth/other'), settings)).status).toBe(404)
    expect(
      (
        await cmsOAuthResponse(
          new Request('https://cms.vaultline.example/oauth/auth?provider=github', { method: 'POST' }),
          settings,
        )
      ).status,
    ).toBe(405)
  })
})

describe('the callback', () => {
  it('security 2026-11-27 L6: exchanges the code with the fixed callback and answers with a page that posts the token to the editor’s origin only', async () => {
    const { state } = await start()
    const fetcher = tokenAnswer()
    const response = await cmsOAuthResponse(
      at(`/oauth/callback?code=abc&state=${state}`, { Cookie: `other=1; __Host-cms-oauth-state=${state}` }),
      settings,
      fetcher,
    )
    expect(response.status).toBe(200)
    expect(fetcher).toHaveBeenCalledOnce()
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://github.com/login/oauth/access_token')
    expect(JSON.parse(String(init.body))).toEqual({
      client_id: 'Iv1.client',
      client_secret: 'not-for-browsers',
      code: 'abc',
      redirect_uri: 'https://cms.vaultline.example/oauth/callback',
    })
    const html = await response.text()
    // Every postMessage names the editor's origin; none names '*', none the opener's own.
    const posts = [...html.matchAll(/postMessage\(([^)]*)\)/g)].map((match) => match[1]!)
    expect(posts).toHaveLength(2)
    for (const post of posts) expect(post.endsWith(', editor')).toBe(true)
    expect(html).toContain('const editor = "https://cms.vaultline.example"')
    expect(html).not.toMatch(/['"]\*['"]/)
    expect(html).toContain('"authorization:github:success:{\\"token\\":\\"gho_token\\",\\"provider\\":\\"github\\"}"')
    // Its one script runs by nonce; the window keeps its opener; nothing is cached; the state is spent.
    const nonce = /<script nonce="([^"]+)">/.exec(html)![1]
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    expect(response.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('set-cookie')).toContain(
      '__Host-cms-oauth-state=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    )
  })

  it.each([
    ['no state', '/oauth/callback?code=abc', 'state-from-start'],
    ['another state', '/oauth/callback?code=abc&state=forged', 'state-from-start'],
    ['no cookie', '/oauth/callback?code=abc&state=state-from-start', ''],
  ])('refuses a callback with %s, without asking GitHub for a token', async (_, path, cookieState) => {
    const fetcher = tokenAnswer()
    const response = await cmsOAuthResponse(
      at(path, cookieState ? { Cookie: `__Host-cms-oauth-state=${cookieState}` } : {}),
      settings,
      fetcher,
    )
    expect(response.status).toBe(403)
    expect(fetcher).not.toHaveBeenCalled()
    expect(await response.text()).toContain('authorization:github:error:')
  })

  it('says so when GitHub refuses the code, and never shows what GitHub said', async () => {
    const { state } = await start()
    const fetcher = vi.fn(async () =>
      Response.json({ error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' }),
    )
    const response = await cmsOAuthResponse(
      at(`/oauth/callback?code=old&state=${state}`, { Cookie: `__Host-cms-oauth-state=${state}` }),
      settings,
      fetcher,
    )
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).toContain('authorization:github:error:')
    expect(html).not.toContain('bad_verification_code')
  })

  it('escapes what it writes into its script', async () => {
    const { state } = await start()
    const fetcher = vi.fn(async () => Response.json({ access_token: '</script><script>alert(1)</script>' }))
    const html = await (
      await cmsOAuthResponse(
        at(`/oauth/callback?code=abc&state=${state}`, { Cookie: `__Host-cms-oauth-state=${state}` }),
        settings,
        fetcher,
      )
    ).text()
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })
})

describe('settings', () => {
  it('need the editor’s origin and the client’s ID and secret, and take the rest from defaults', () => {
    expect(settings).toEqual({
      editorOrigin: 'https://cms.vaultline.example',
      clientId: 'Iv1.client',
      clientSecret: 'not-for-browsers',
      redirectUri: 'https://cms.vaultline.example/oauth/callback',
      scope: 'public_repo',
      githubOrigin: 'https://github.com',
    })
    expect(settingsFrom({ ...env, CMS_ORIGIN: 'https://cms.vaultline.example/admin/' })).toHaveProperty('problem')
    expect(settingsFrom({ ...env, CMS_ORIGIN: 'http://cms.vaultline.example' })).toHaveProperty('problem')
    expect(settingsFrom({ ...env, CMS_OAUTH_CLIENT_SECRET: '' })).toHaveProperty('problem')
    expect(settingsFrom({ ...env, CMS_GITHUB_AUTH_SCOPE: 'admin:org' })).toHaveProperty('problem')
  })

  it('leave the function answering nothing where they are not set (the site’s own Pages project)', async () => {
    const response = await onRequest({
      request: new Request('https://www.vaultline.example/oauth/auth?provider=github'),
      env: {},
    })
    expect(response.status).toBe(404)
  })
})

describe('every answer of the endpoint', () => {
  it('SEC-11: carries the site’s security headers, which the CDN does not add to a function’s answer', async () => {
    const { response: toGitHub, state } = await start()
    const page = await cmsOAuthResponse(
      at(`/oauth/callback?code=abc&state=${state}`, { Cookie: `__Host-cms-oauth-state=${state}` }),
      settings,
      tokenAnswer(),
    )
    const refused = await cmsOAuthResponse(at('/oauth/auth?provider=gitlab'), settings)
    const elsewhere = await cmsOAuthResponse(new Request('https://www.vaultline.example/oauth/auth'), settings)
    for (const response of [toGitHub, page, refused, elsewhere]) {
      expect(securityHeaderNames.filter((name) => !response.headers.get(name))).toEqual([])
      for (const name of ['Strict-Transport-Security', 'Permissions-Policy', 'Cross-Origin-Resource-Policy'] as const)
        expect(response.headers.get(name), name).toBe(securityHeaderValues[name])
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    }
    // Text and redirects load nothing; the page keeps its own policy, which runs its one script by nonce.
    for (const response of [toGitHub, refused, elsewhere])
      expect(response.headers.get('content-security-policy')).toBe(dataContentSecurityPolicy)
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; script-src 'nonce-/)
  })
})

/**
 * The content editor's GitHub sign-in endpoint (Decap's "external OAuth client"), written once for
 * any runtime that speaks fetch's Request and Response: the Cloudflare Pages Function in
 * functions/oauth/ serves it on the editor's own origin, the browser tests serve it beside their
 * GitHub stand-in. It holds the OAuth app's client secret, which never reaches a browser.
 *
 * The handshake Decap expects (decap-cms-lib-auth): the editor opens a window at
 * `<base_url>/<auth_endpoint>?provider=github`; that window ends on a page which posts
 * `authorizing:github` to its opener, waits for the editor to echo it, then posts
 * `authorization:github:success:{"token":…,"provider":"github"}` (or `…:error:{…}`). What makes it
 * safe, and what an endpoint written elsewhere must do too (docs/content-editor.md, "Production"):
 *
 * - the token is posted to exactly one origin, the editor's (CMS_ORIGIN), never to `*` nor to
 *   whoever opened the window: a page elsewhere that opens /oauth/auth receives nothing;
 * - `state`: a random value set in an HttpOnly cookie of this origin when the sign-in starts and
 *   compared with GitHub's answer, so a code that this browser did not ask for is never exchanged;
 * - a fixed `redirect_uri` from the configuration, never built from the request's Host, and the
 *   same in both steps (GitHub compares it with the OAuth app's callback URL);
 * - the scope from the configuration, whatever scope the window's address asks for.
 */
import { functionSecurityHeaders } from '../hosting/securityHeaders.ts'

/** What the endpoint needs; from the function's environment (settingsFrom). */
export interface CmsOAuthSettings {
  /** The editor's origin: the only window the token is ever posted to. */
  editorOrigin: string
  clientId: string
  clientSecret: string
  /** The callback registered with the OAuth app, exactly; this endpoint's /oauth/callback. */
  redirectUri: string
  /** public_repo or repo (a GitHub App ignores it: its permissions are the App's). */
  scope: string
  /** https://github.com, a GitHub Enterprise host, or the tests' stand-in. */
  githubOrigin: string
}

/** The paths the function answers, below the editor's origin. */
const cmsOAuthPaths = { start: '/oauth/auth', callback: '/oauth/callback' } as const

const stateCookie = 'cms-oauth-state'
const stateLifetimeSeconds = 600
const provider = 'github'

const isLoopback = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost'

/**
 * The settings from the function's environment, or what is missing. CMS_ORIGIN and the client's
 * ID and secret are required; the callback defaults to CMS_ORIGIN + /oauth/callback.
 */
export function settingsFrom(env: Record<string, string | undefined>): CmsOAuthSettings | { problem: string } {
  const origin = (value: string | undefined): string | null => {
    try {
      const url = new URL(value ?? '')
      return (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url))) &&
        url.pathname === '/' &&
        !url.search
        ? url.origin
        : null
    } catch {
      return null
    }
  }
  const editorOrigin = origin(env.CMS_ORIGIN?.trim())
  if (!editorOrigin) return { problem: 'CMS_ORIGIN is not an https origin.' }
  const clientId = env.CMS_OAUTH_CLIENT_ID?.trim()
  const clientSecret = env.CMS_OAUTH_CLIENT_SECRET?.trim()
  if (!clientId || !clientSecret)
    return { problem: 'CMS_OAUTH_CLIENT_ID and CMS_OAUTH_CLIENT_SECRET must both be set.' }
  const githubOrigin = env.CMS_GITHUB_ORIGIN?.trim() ? origin(env.CMS_GITHUB_ORIGIN.trim()) : 'https://github.com'
  if (!githubOrigin) return { problem: 'CMS_GITHUB_ORIGIN is not an https origin.' }
  const redirectUri = env.CMS_OAUTH_REDIRECT_URI?.trim() || `${editorOrigin}${cmsOAuthPaths.callback}`
  const scope = env.CMS_GITHUB_AUTH_SCOPE?.trim() || 'public_repo'
  if (scope !== 'public_repo' && scope !== 'repo')
    return { problem: 'CMS_GITHUB_AUTH_SCOPE is neither public_repo nor repo.' }
  return { editorOrigin, clientId, clientSecret, redirectUri, scope, githubOrigin }
}

/**
 * What the endpoint's answers send besides their body: the site's security headers, which the CDN
 * does not add to a function's answer (a page's own CSP replaces the one for text), no caching, no
 * Referer, and an opener kept.
 */
function pageHeaders(extra: Record<string, string> = {}): Headers {
  return new Headers({
    ...functionSecurityHeaders(),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    // The window must keep its opener to answer the editor: say so, whatever the host adds.
    'Cross-Origin-Opener-Policy': 'unsafe-none',
    ...extra,
  })
}

function plainAnswer(status: number, text: string): Response {
  return new Response(text, { status, headers: pageHeaders({ 'Content-Type': 'text/plain; charset=utf-8' }) })
}

function cookieOf(request: Request, name: string): string | null {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

function secureCookies(settings: CmsOAuthSettings): boolean {
  return settings.redirectUri.startsWith('https:')
}

function stateCookieHeader(settings: CmsOAuthSettings, value: string, maxAge: number): string {
  // __Host-: only this origin, only over https, path /. The tests' http origin gets the plain name.
  const name = secureCookies(settings) ? `__Host-${stateCookie}` : stateCookie
  return `${name}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secureCookies(settings) ? '; Secure' : ''}`
}

function randomToken(bytes: number): string {
  const random = crypto.getRandomValues(new Uint8Array(bytes))
  return btoa(String.fromCharCode(...random))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Equal strings, compared in time that does not depend on where they differ. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** Step 1: to GitHub, with a fresh state and the fixed callback and scope. */
function startSignIn(url: URL, settings: CmsOAuthSettings): Response {
  if (url.searchParams.get('provider') !== provider)
    return plainAnswer(400, 'This endpoint signs in with GitHub only (provider=github).')
  const state = randomToken(32)
  const authorize = new URL('/login/oauth/authorize', settings.githubOrigin)
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    scope: settings.scope,
    state,
    allow_signup: 'false',
  }).toString()
  return new Response(null, {
    status: 302,
    headers: pageHeaders({
      Location: authorize.href,
      'Set-Cookie': stateCookieHeader(settings, state, stateLifetimeSeconds),
    }),
  })
}

/** The page that answers the editor: its one inline script carries a nonce, and posts only to the editor's origin. */
function answerPage(
  settings: CmsOAuthSettings,
  status: number,
  outcome: { token: string } | { error: string },
): Response {
  const message =
    'token' in outcome
      ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.token, provider })}`
      : `authorization:${provider}:error:${JSON.stringify({ message: outcome.error })}`
  const nonce = randomToken(18)
  // JSON in a script: "<" escaped, so no value can close the element.
  const data = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')
  const script = `(() => {
  const editor = ${data(settings.editorOrigin)}
  const status = document.getElementById('status')
  if (!window.opener) {
    status.textContent = 'This window has lost its link to the content editor, so the sign-in cannot finish here. Close it and sign in again from the editor.'
    return
  }
  window.addEventListener('message', (event) => {
    if (event.origin !== editor || event.source !== window.opener || event.data !== ${data(`authorizing:${provider}`)}) return
    window.opener.postMessage(${data(message)}, editor)
  })
  window.opener.postMessage(${data(`authorizing:${provider}`)}, editor)
})()`
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Content editor sign-in</title></head>
<body>
<p id="status">${'token' in outcome ? 'Finishing the sign-in to the content editor. This window closes by itself.' : 'The sign-in to the content editor did not complete. Close this window and try again from the editor.'}</p>
<script nonce="${nonce}">${script}</script>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: pageHeaders({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      // The state is used once.
      'Set-Cookie': stateCookieHeader(settings, '', 0),
    }),
  })
}

interface TokenAnswer {
  access_token?: string
  error?: string
  error_description?: string
}

/** Step 2: GitHub sent the browser back; the state must be the one this browser was given. */
async function finishSignIn(
  request: Request,
  url: URL,
  settings: CmsOAuthSettings,
  fetcher: typeof fetch,
): Promise<Response> {
  const state = url.searchParams.get('state') ?? ''
  const expected = cookieOf(request, secureCookies(settings) ? `__Host-${stateCookie}` : stateCookie) ?? ''
  if (!state || !expected || !sameString(state, expected))
    return answerPage(settings, 403, {
      error:
        'The sign-in was not started from this browser, or took longer than ten minutes. Start again from the editor.',
    })
  if (url.searchParams.get('error'))
    return answerPage(settings, 400, { error: 'GitHub did not authorise the sign-in.' })
  const code = url.searchParams.get('code')
  if (!code) return answerPage(settings, 400, { error: 'GitHub sent no authorisation code.' })
  const exchange = await fetcher(new URL('/login/oauth/access_token', settings.githubOrigin).href, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      code,
      redirect_uri: settings.redirectUri,
    }),
  }).catch(() => null)
  const answer = exchange?.ok ? ((await exchange.json().catch(() => ({}))) as TokenAnswer) : {}
  if (!answer.access_token)
    return answerPage(settings, 502, {
      error:
        "GitHub did not give a token for this sign-in. Try again; if it keeps failing, the endpoint's client ID or secret may be wrong.",
    })
  return answerPage(settings, 200, { token: answer.access_token })
}

/**
 * The endpoint: /oauth/auth and /oauth/callback on the editor's origin, GET only. A request for
 * another origin (the same function deployed with the site) is not answered.
 */
export async function cmsOAuthResponse(
  request: Request,
  settings: CmsOAuthSettings | { problem: string },
  fetcher: typeof fetch = fetch,
): Promise<Response> {
  if ('problem' in settings) return plainAnswer(404, 'Not found.')
  const url = new URL(request.url)
  if (url.origin !== new URL(settings.redirectUri).origin) return plainAnswer(404, 'Not found.')
  if (request.method !== 'GET') return plainAnswer(405, 'GET only.')
  if (url.pathname === cmsOAuthPaths.start) return startSignIn(url, settings)
  if (url.pathname === cmsOAuthPaths.callback) return finishSignIn(request, url, settings, fetcher)
  return plainAnswer(404, 'Not found.')
}

/**
 * The stand-in's web sign-in (github.com's role in an OAuth App's flow, docs.github.com
 * "Authorizing OAuth apps"): the authorisation page, signed in as the stand-in's user, which sends
 * the browser back to the app's registered callback with a code and the state it was given; and
 * the exchange of that code for a token, once, within ten minutes, for the app's secret and the
 * same redirect_uri. Errors come back as GitHub gives them: with status 200 and an `error` field.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { newToken, type StandInState } from './githubState'

const codeLifetimeMs = 10 * 60 * 1000

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

async function formOrJson(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (String(request.headers['content-type']).includes('json'))
    return JSON.parse(text || '{}') as Record<string, string>
  return Object.fromEntries(new URLSearchParams(text))
}

/** What the sign-in saw: each authorisation asked for and each exchange, for the tests to read. */
interface OAuthEvent {
  step: 'authorize' | 'approve' | 'exchange'
  clientId: string
  redirectUri: string
  scope?: string
  outcome: string
}

export function githubOAuth(state: StandInState) {
  const events: OAuthEvent[] = []

  function page(response: ServerResponse, status: number, title: string, body: string) {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`,
    )
  }

  function authorizePage(url: URL, response: ServerResponse) {
    const clientId = url.searchParams.get('client_id') ?? ''
    const redirectUri = url.searchParams.get('redirect_uri') ?? state.app.callbackUrl
    const scope = url.searchParams.get('scope') ?? ''
    if (clientId !== state.app.clientId) {
      events.push({ step: 'authorize', clientId, redirectUri, scope, outcome: 'unknown client' })
      return page(response, 404, 'Page not found', '<h1>404: this is not the web page you are looking for</h1>')
    }
    if (redirectUri !== state.app.callbackUrl) {
      events.push({ step: 'authorize', clientId, redirectUri, scope, outcome: 'redirect_uri mismatch' })
      return page(
        response,
        200,
        'Redirect URI mismatch',
        '<h1>The redirect_uri is not associated with this application.</h1><p>The application might be misconfigured or could be trying to redirect you to a website you weren’t expecting.</p>',
      )
    }
    events.push({ step: 'authorize', clientId, redirectUri, scope, outcome: 'shown' })
    const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`
    page(
      response,
      200,
      `Authorize application`,
      `<h1>Authorize ${escapeHtml(state.app.name)}</h1>
<p>${escapeHtml(state.app.name)} by ${escapeHtml(state.owner)} wants to access your ${escapeHtml(state.user.login)} account</p>
<p>Signed in as ${escapeHtml(state.user.login)}. Scopes: ${escapeHtml(scope || '(no scope)')}</p>
<form method="post" action="/login/oauth/authorize">${hidden('client_id', clientId)}${hidden('redirect_uri', redirectUri)}${hidden('scope', scope)}${hidden('state', url.searchParams.get('state') ?? '')}
<button type="submit" name="authorize" value="1">Authorize ${escapeHtml(state.owner)}</button></form>`,
    )
  }

  async function approve(request: IncomingMessage, response: ServerResponse) {
    const form = await formOrJson(request)
    if (form.client_id !== state.app.clientId || form.redirect_uri !== state.app.callbackUrl)
      return page(response, 422, 'Unprocessable', '<h1>Unprocessable</h1>')
    const code = newToken('code')
    const scopes = (form.scope ?? '').split(/[ ,]+/).filter(Boolean)
    state.codes.set(code, {
      clientId: form.client_id,
      redirectUri: form.redirect_uri,
      scopes,
      expires: Date.now() + codeLifetimeMs,
      used: false,
    })
    events.push({
      step: 'approve',
      clientId: form.client_id,
      redirectUri: form.redirect_uri,
      scope: form.scope,
      outcome: 'code issued',
    })
    const target = new URL(form.redirect_uri)
    target.searchParams.set('code', code)
    if (form.state) target.searchParams.set('state', form.state)
    response.writeHead(302, { Location: target.href }).end()
  }

  async function exchange(request: IncomingMessage, response: ServerResponse) {
    const form = await formOrJson(request)
    const answer = (body: Record<string, string>, outcome: string) => {
      events.push({ step: 'exchange', clientId: form.client_id ?? '', redirectUri: form.redirect_uri ?? '', outcome })
      response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body))
    }
    const error = (code: string, description: string) =>
      answer(
        {
          error: code,
          error_description: description,
          error_uri: `https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#${code.replace(/_/g, '-')}`,
        },
        code,
      )
    if (form.client_id !== state.app.clientId || form.client_secret !== state.app.clientSecret)
      return error('incorrect_client_credentials', 'The client_id and/or client_secret passed are incorrect.')
    const issued = state.codes.get(form.code ?? '')
    if (!issued || issued.used || issued.expires < Date.now() || issued.clientId !== form.client_id)
      return error('bad_verification_code', 'The code passed is incorrect or expired.')
    if (form.redirect_uri && form.redirect_uri !== issued.redirectUri)
      return error(
        'redirect_uri_mismatch',
        'The redirect_uri MUST match the registered callback URL for this application.',
      )
    issued.used = true
    const token = newToken('gho_')
    state.tokens.set(token, { login: state.user.login, scopes: issued.scopes, clientId: issued.clientId })
    answer({ access_token: token, token_type: 'bearer', scope: issued.scopes.join(',') }, 'token issued')
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/login/oauth/authorize' && request.method === 'GET') return authorizePage(url, response)
    if (url.pathname === '/login/oauth/authorize' && request.method === 'POST') return approve(request, response)
    if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') return exchange(request, response)
    page(response, 404, 'Page not found', '<h1>404</h1>')
  }

  return { handle, events }
}

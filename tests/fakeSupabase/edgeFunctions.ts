/**
 * The project's Edge Functions at /functions/v1/<name>, run from their own handlers as Supabase
 * runs them on Deno: a Web Request in, a Response out, background work (EdgeRuntime.waitUntil)
 * after the answer. Only staff-email-link is served; it calls this server's own GoTrue and PostgREST
 * over HTTP (with the stand-in service-role key), as the deployed function calls the project's.
 */
import { handleEmailLinkRequest } from '../../supabase/functions/staff-email-link/handler'
import type { ApiRequest, Reply } from './http'
import { testBackend } from './testBackend'

export function createEdgeFunctions(
  baseUrl: string,
  anonKey: string,
  serviceRoleKey: string = testBackend.serviceRoleKey,
) {
  const env = { SUPABASE_URL: baseUrl, SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey }
  /** Work the functions left running after they answered; tests that need it can wait for it. */
  const background = new Set<Promise<unknown>>()
  const defer = (work: Promise<unknown>) => {
    const running = work.catch(() => undefined).finally(() => background.delete(running))
    background.add(running)
  }

  return async function handle(request: ApiRequest): Promise<Reply | null> {
    if (!request.url.pathname.startsWith('/functions/v1/staff-email-link/')) return null
    const headers = new Headers()
    const hopByHop = new Set(['host', 'connection', 'content-length', 'transfer-encoding'])
    for (const [name, value] of Object.entries(request.headers))
      if (value !== undefined && !hopByHop.has(name)) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    // Supabase's functions sit behind Cloudflare too: cf-connecting-ip names the caller, whatever the caller sent.
    headers.set(
      'cf-connecting-ip',
      headers.get(testBackend.clientAddressHeader) ?? request.remoteAddress ?? '127.0.0.1',
    )
    headers.delete(testBackend.clientAddressHeader)
    const body =
      request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body)
    const response = await handleEmailLinkRequest(
      new Request(request.url, { method: request.method, headers, body }),
      env,
      defer,
    )
    const text = await response.text()
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as unknown) : undefined,
      headers: Object.fromEntries(response.headers),
    }
  }
}

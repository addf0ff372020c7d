/**
 * The stand-in GoTrue alone on a local port, with its identity provider, for tests that drive
 * supabase-js against Auth only (no PostgREST, no PostgreSQL).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createGoTrue, type GoTrue, type GoTrueSettings } from './gotrue'
import { json, readRequest, send } from './http'

export interface GoTrueServer {
  baseUrl: string
  gotrue: GoTrue
  close(): Promise<void>
}

/** `settings`: the project's Auth settings (CAPTCHA, current password), as Supabase's dashboard sets them. */
export async function serveGoTrue(settings?: GoTrueSettings): Promise<GoTrueServer> {
  let baseUrl = ''
  const server = createServer((incoming, response) => {
    void (async () => {
      const request = await readRequest(incoming, baseUrl)
      const reply = gotrue.handleIdentityProvider(request) ?? (await gotrue.handle(request))
      send(response, incoming, reply ?? json(404, {}))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Requests arrive only once the caller has the address, so after this line.
  const gotrue = createGoTrue(baseUrl, undefined, settings)
  return {
    baseUrl,
    gotrue,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

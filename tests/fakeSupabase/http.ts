/** The little HTTP plumbing the fake API needs: JSON bodies and replies, with CORS for the site. */
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface ApiRequest {
  method: string
  url: URL
  headers: IncomingMessage['headers']
  body: unknown
  /** The address the connection came from, as a proxy in front of the service sees it. */
  remoteAddress?: string
}

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> }

export const json = (status: number, body?: unknown): Reply => ({ status, body })

export async function readRequest(request: IncomingMessage, base: string): Promise<ApiRequest> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  let body: unknown = undefined
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  return {
    method: request.method ?? 'GET',
    url: new URL(request.url ?? '/', base),
    headers: request.headers,
    body,
    remoteAddress: request.socket.remoteAddress?.replace(/^::ffff:/, ''),
  }
}

export function send(response: ServerResponse, request: IncomingMessage, reply: Reply): void {
  response.writeHead(reply.status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
    'access-control-expose-headers': 'content-range, x-supabase-api-version',
    'access-control-max-age': '600',
    ...(reply.body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    ...reply.headers,
  })
  response.end(reply.body === undefined ? undefined : JSON.stringify(reply.body))
}

export const bearer = (request: ApiRequest) => /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null

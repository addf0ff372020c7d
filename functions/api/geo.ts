// Cloudflare Pages Function at /api/geo: the visitor's country from Cloudflare's CF-IPCountry header.
import { geoResponse } from '../../src/edge/geoResponse'

export function onRequestGet({ request }: { request: Request }): Response {
  return geoResponse(request.headers.get('CF-IPCountry'))
}

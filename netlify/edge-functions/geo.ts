// Netlify Edge Function at /api/geo: the visitor's country from Netlify's geolocation context.
import { geoResponse } from '../../src/edge/geoResponse.ts'

interface NetlifyContext {
  geo?: { country?: { code?: string } }
}

export default function geo(_request: Request, context: NetlifyContext): Response {
  return geoResponse(context.geo?.country?.code)
}

export const config = { path: '/api/geo' }

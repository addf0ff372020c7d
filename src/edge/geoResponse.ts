/**
 * The same-origin country lookup (VITE_GEO_URL=/api/geo): answers {"country_code": …} from the
 * CDN's own country information, so no visitor IP address goes to a third party. Shared by the
 * Cloudflare Pages Function and the Netlify Edge Function, with the site's security headers, which
 * neither CDN adds to a function's answer.
 */
import { functionSecurityHeaders } from '../hosting/securityHeaders.ts'

export function geoResponse(countryCode: string | null | undefined): Response {
  const code = typeof countryCode === 'string' ? countryCode.trim().toUpperCase() : ''
  // XX (unknown) and T1 (Tor) are Cloudflare's codes for "no country"; anything else malformed is dropped too.
  const country = /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : null
  return new Response(JSON.stringify({ country_code: country }), {
    headers: {
      ...functionSecurityHeaders(),
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'private, no-store',
    },
  })
}

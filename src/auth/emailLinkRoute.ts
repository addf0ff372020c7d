/**
 * Supabase Auth answers a magic-link or recovery request differently for staff and strangers
 * (422 otp_disabled, or 429 on a second request, for one and not the other). The sign-in page
 * therefore sends these two requests to the staff-email-link Edge Function, which answers every
 * address alike and passes the request on (supabase/functions/staff-email-link). supabase-js
 * still builds the request, with the PKCE verifier it keeps; only the address changes.
 */
const emailLinkFunction = 'staff-email-link'

/** The URL supabase-js's request goes to: Auth's /otp and /recover become the function's; anything else is left alone. */
export function emailLinkRoute(input: RequestInfo | URL, supabaseUrl: string): RequestInfo | URL {
  if (typeof input !== 'string' && !(input instanceof URL)) return input
  const url = String(input)
  const match = /^\/auth\/v1\/(otp|recover)(?=$|\?)/.exec(
    url.startsWith(supabaseUrl) ? url.slice(supabaseUrl.length) : '',
  )
  return match
    ? `${supabaseUrl}/functions/v1/${emailLinkFunction}/${match[1]}${url.slice(supabaseUrl.length + match[0].length)}`
    : input
}

// Cloudflare Pages Function at /oauth/auth and /oauth/callback: the content editor's GitHub
// sign-in (src/edge/cmsOAuth.ts), deployed with the editor's own Pages project (README,
// "Production"). Its settings are the project's variables; the client secret is a secret there.
// Deployed with the site's project too (one functions/ folder), it answers nothing: the requests
// are not for the editor's origin.
import { cmsOAuthResponse, settingsFrom } from '../../src/edge/cmsOAuth'

export function onRequest({
  request,
  env,
}: {
  request: Request
  env: Record<string, string | undefined>
}): Promise<Response> {
  return cmsOAuthResponse(request, settingsFrom(env))
}

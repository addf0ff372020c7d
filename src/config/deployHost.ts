/**
 * Which CDN reads the hosting files of this build. Cloudflare Pages and Netlify both read
 * `_redirects` and `_headers` from dist/, but not the same way: Netlify skips a redirect where a
 * file exists unless the rule is forced (`301!`), which Cloudflare rejects as an invalid status;
 * Cloudflare finds the nearest 404.html by itself, Netlify needs a rule per language. Both build
 * environments say who they are (NETLIFY=true, CF_PAGES=1); DEPLOY_HOST overrides.
 */
import { buildErrors } from '../errors/buildErrors'

export const deployHosts = ['cloudflare', 'netlify'] as const
export type DeployHost = (typeof deployHosts)[number]

export function deployHost(env: Record<string, string | undefined>): DeployHost {
  const named = env.DEPLOY_HOST?.trim()
  if (named) {
    if ((deployHosts as readonly string[]).includes(named)) return named as DeployHost
    throw buildErrors.unknownDeployHost(named, deployHosts)
  }
  if (env.NETLIFY === 'true') return 'netlify'
  return 'cloudflare'
}

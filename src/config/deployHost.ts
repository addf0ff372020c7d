/**
 * Which host serves this build. Cloudflare Pages and Netlify both read
 * `_redirects` and `_headers` from dist/, but not the same way: Netlify skips a redirect where a
 * file exists unless the rule is forced (`301!`), which Cloudflare rejects as an invalid status;
 * Cloudflare finds the nearest 404.html by itself, Netlify needs a rule per language. Both build
 * environments say who they are (NETLIFY=true, CF_PAGES=1); DEPLOY_HOST overrides. `nginx` is a
 * server of the operator's own with the generated deploy/nginx.conf (which reads neither file):
 * it has no CDN to name as a processor and no edge function for the country lookup.
 *
 * The browser bundle reads the host through here; the build checks the setting through
 * src/config/deployHostSetting.ts, which stops on a host it does not know. The two are apart so
 * that the build's error catalogue stays out of the browser bundle.
 */
export const deployHosts = ['cloudflare', 'netlify', 'nginx'] as const
export type DeployHost = (typeof deployHosts)[number]

/** The host the environment names; undefined when DEPLOY_HOST names none of `deployHosts`. */
export function namedDeployHost(env: Record<string, string | undefined>): DeployHost | undefined {
  const named = env.DEPLOY_HOST?.trim()
  if (named) return (deployHosts as readonly string[]).includes(named) ? (named as DeployHost) : undefined
  if (env.NETLIFY === 'true') return 'netlify'
  return 'cloudflare'
}

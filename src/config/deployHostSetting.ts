/** The build's deploy host (src/config/deployHost.ts), checked: an unknown DEPLOY_HOST stops the build with what to set. */
import { buildError, NginxGeoCountry, NginxGeoLookup, UnknownDeployHost } from '../errors/buildErrors'
import { geoLookupUrl, sameOriginGeoUrl } from './buildVariants'
import { deployHosts, namedDeployHost, type DeployHost } from './deployHost'

export function deployHost(env: Record<string, string | undefined>): DeployHost {
  const host = namedDeployHost(env)
  if (!host) throw buildError(UnknownDeployHost, { value: env.DEPLOY_HOST?.trim() ?? '', hosts: deployHosts })
  return host
}

/**
 * The GeoIP variable of an nginx build (NGINX_GEO_COUNTRY), checked: an nginx variable, and only
 * with VITE_GEO_URL=/api/geo, so that the language module asks it and the privacy notice says so;
 * and an nginx build whose lookup is /api/geo needs it, or nothing would answer there.
 */
export function nginxGeoCountry(env: Record<string, string | undefined>): string | undefined {
  const variable = env.NGINX_GEO_COUNTRY?.trim() || undefined
  if (variable !== undefined && !/^\$[A-Za-z_][A-Za-z0-9_]*$/.test(variable))
    throw buildError(NginxGeoCountry, { value: variable })
  const asksGeo = geoLookupUrl(env) === sameOriginGeoUrl
  if (variable !== undefined && !asksGeo)
    throw buildError(NginxGeoLookup, {
      problem: 'NGINX_GEO_COUNTRY is set, but the language module does not ask /api/geo.',
    })
  if (variable === undefined && asksGeo && deployHost(env) === 'nginx')
    throw buildError(NginxGeoLookup, { problem: 'VITE_GEO_URL is /api/geo on nginx, but nothing answers there.' })
  return variable
}

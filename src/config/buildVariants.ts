/**
 * What this build does that the privacy notice and cookie policy must state exactly, decided
 * from build configuration: where the first-visit country lookup goes (VITE_GEO_URL), whether a
 * bot check runs on forms (VITE_TURNSTILE_SITE_KEY) and which host serves the site
 * (DEPLOY_HOST, or the build environment that recognises itself: the same host that reads
 * `_redirects` and `_headers`). The legal pages render the copy of the selected variant; the other
 * variant's copy stays in the locale files, and the unused-key check accepts exactly those keys.
 */
import { namedDeployHost } from './deployHost'
import { readEnv, site } from './site'

export const defaultGeoUrl = 'https://ipapi.co/json/'

/** Third-party lookup services the privacy notice describes, by host. */
const geoServices: Record<string, GeoLookupVariant> = { 'ipapi.co': 'ipapi' }

export type GeoLookupVariant = 'ipapi' | 'sameOrigin'
export type BotCheckVariant = 'turnstile' | 'none'

export function geoLookupVariant(geoUrl: string | undefined, siteUrl: string): GeoLookupVariant {
  const value = geoUrl?.trim() || defaultGeoUrl
  if (value.startsWith('/') && !value.startsWith('//')) return 'sameOrigin'
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`VITE_GEO_URL must be /api/geo or an https URL such as ${defaultGeoUrl}; got "${value}".`)
  }
  if (url.origin === new URL(siteUrl).origin) return 'sameOrigin'
  const service = geoServices[url.hostname]
  if (!service) {
    throw new Error(`VITE_GEO_URL points at ${url.hostname}, a lookup service the privacy notice does not describe. Use /api/geo, ${defaultGeoUrl}, or add the service with its operator and transfer safeguard to src/config/buildVariants.ts and to the privacy and cookie copy.`)
  }
  return service
}

export function botCheckVariant(siteKey: string | undefined): BotCheckVariant {
  return siteKey?.trim() ? 'turnstile' : 'none'
}

/** Hosts the site can be deployed to (both have a same-origin /api/geo function in this repository). */
export const hostingProviders = {
  cloudflare: { name: 'Cloudflare, Inc.', service: 'Cloudflare Pages' },
  netlify: { name: 'Netlify, Inc.', service: 'Netlify' },
} as const

export interface BuildVariants {
  geoLookup: GeoLookupVariant
  botCheck: BotCheckVariant
}

export const buildVariants: BuildVariants = {
  geoLookup: geoLookupVariant(readEnv('VITE_GEO_URL'), site.siteUrl),
  botCheck: botCheckVariant(readEnv('VITE_TURNSTILE_SITE_KEY')),
}

// vite.config.ts puts the checked decision into VITE_DEPLOY_HOST, so the browser bundle renders the
// same host as the prerender; a host it does not know has stopped the build before this runs.
export const hosting = hostingProviders[namedDeployHost({ DEPLOY_HOST: readEnv('VITE_DEPLOY_HOST') ?? readEnv('DEPLOY_HOST'), NETLIFY: readEnv('NETLIFY') }) ?? 'cloudflare']

/** Copy written for one variant only, as `namespace:key` prefixes. */
export const variantCopyKeys: { [K in keyof BuildVariants]: Record<BuildVariants[K], readonly string[]> } = {
  geoLookup: {
    ipapi: ['legal-privacy:lookup.ipapi', 'legal-cookies:lookup.ipapi'],
    sameOrigin: ['legal-privacy:lookup.sameOrigin', 'legal-cookies:lookup.sameOrigin'],
  },
  botCheck: {
    turnstile: ['legal-privacy:botCheck.turnstile', 'legal-cookies:botCheck.turnstile'],
    none: ['legal-privacy:botCheck.none', 'legal-cookies:botCheck.none'],
  },
}

/** The copy of the variants a build did not select: present in the locale files, rendered by no page. */
export function inactiveVariantKeys(selected: BuildVariants): string[] {
  return (Object.keys(variantCopyKeys) as (keyof BuildVariants)[]).flatMap((name) =>
    Object.entries(variantCopyKeys[name]).flatMap(([variant, prefixes]) => (variant === selected[name] ? [] : prefixes)),
  )
}

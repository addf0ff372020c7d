/**
 * What this build does that the privacy notice and cookie policy must state exactly, decided
 * from build configuration: where the first-visit country lookup goes (VITE_GEO_URL, by default
 * the host's own /api/geo, or none on nginx), whether a bot check runs on forms
 * (VITE_TURNSTILE_SITE_KEY) and which host serves the site (DEPLOY_HOST, or the build environment
 * that recognises itself: the same host that reads `_redirects` and `_headers`). The legal pages
 * render the copy of the selected variant; the other variant's copy stays in the locale files, and
 * the unused-key check accepts exactly those keys.
 */
import { buildError, InvalidGeoUrl, UnknownGeoService } from '../errors/buildErrors'
import { namedDeployHost, type DeployHost } from './deployHost'
import { readEnv, site } from './site'

/** The same-origin country lookup: functions/api/geo.ts on Cloudflare Pages, netlify/edge-functions/geo.ts on Netlify, or a GeoIP location an nginx operator adds. */
export const sameOriginGeoUrl = '/api/geo'
/** ipapi.co, a third party (Kloudend, Inc., United States): used only when VITE_GEO_URL names it. */
const ipapiGeoUrl = 'https://ipapi.co/json/'
/** The VITE_GEO_URL that turns the lookup off on any host: the time zone alone decides. */
const noGeoLookup = 'none'

/** Third-party lookup services the privacy notice describes, by host. */
const geoServices: Record<string, GeoLookupVariant> = { 'ipapi.co': 'ipapi' }

export type GeoLookupVariant = 'ipapi' | 'sameOrigin' | 'timeZone'
export type BotCheckVariant = 'turnstile' | 'none'
/** Who serves the site: a CDN the privacy notice names as a processor, or the operator's own nginx. */
export type HostingVariant = 'cdn' | 'ownServers'

/** The build's host as the environment names it; an unknown DEPLOY_HOST has stopped the build in vite.config.ts before this runs. */
function hostOf(env: Record<string, string | undefined>): DeployHost {
  return namedDeployHost({ DEPLOY_HOST: env.VITE_DEPLOY_HOST ?? env.DEPLOY_HOST, NETLIFY: env.NETLIFY }) ?? 'cloudflare'
}

/**
 * The URL the first-visit language module asks for the visitor's country, or null when it asks
 * nobody and the time zone decides. VITE_GEO_URL, when set, is taken as it is (`none`: no lookup);
 * otherwise Cloudflare Pages and Netlify ask their own /api/geo, and nginx asks nobody (an
 * operator who configures GeoIP sets VITE_GEO_URL=/api/geo). No visitor's address reaches a third
 * party unless the build names one.
 */
export function geoLookupUrl(env: Record<string, string | undefined>): string | null {
  const explicit = env.VITE_GEO_URL?.trim()
  if (explicit) return explicit === noGeoLookup ? null : explicit
  return hostOf(env) === 'nginx' ? null : sameOriginGeoUrl
}

/**
 * What the privacy notice must say of the lookup `geoUrl`; undefined for a URL it cannot describe,
 * on which the build has stopped (checkGeoLookup, in vite.config.ts) before a page could render.
 */
export function geoLookupVariant(geoUrl: string | null, siteUrl: string): GeoLookupVariant | undefined {
  if (geoUrl === null) return 'timeZone'
  if (geoUrl.startsWith('/') && !geoUrl.startsWith('//')) return 'sameOrigin'
  // A SITE_URL that is not a URL has stopped the build too (checkSiteUrl); this runs while the build's config loads, before that check.
  try {
    const url = new URL(geoUrl)
    return url.origin === new URL(siteUrl).origin ? 'sameOrigin' : geoServices[url.hostname]
  } catch {
    return undefined
  }
}

/** Stops the build on a VITE_GEO_URL the language module cannot ask or the privacy notice does not describe. */
export function checkGeoLookup(env: Record<string, string | undefined>, siteUrl: string): void {
  const geoUrl = geoLookupUrl(env)
  if (geoLookupVariant(geoUrl, siteUrl) !== undefined) return
  const choices = { value: geoUrl ?? '', sameOrigin: sameOriginGeoUrl, none: noGeoLookup, example: ipapiGeoUrl }
  throw URL.canParse(geoUrl ?? '')
    ? buildError(UnknownGeoService, { ...choices, host: new URL(geoUrl!).hostname })
    : buildError(InvalidGeoUrl, choices)
}

export function botCheckVariant(siteKey: string | undefined): BotCheckVariant {
  return siteKey?.trim() ? 'turnstile' : 'none'
}

export function hostingVariant(host: DeployHost): HostingVariant {
  return host === 'nginx' ? 'ownServers' : 'cdn'
}

/** The CDNs the site can be deployed to (both have a same-origin /api/geo function in this repository), as the privacy notice names them. */
const hostingProviders = {
  cloudflare: { name: 'Cloudflare, Inc.', service: 'Cloudflare Pages' },
  netlify: { name: 'Netlify, Inc.', service: 'Netlify' },
} as const

export interface BuildVariants {
  geoLookup: GeoLookupVariant
  botCheck: BotCheckVariant
  hosting: HostingVariant
}

// vite.config.ts puts the checked host into VITE_DEPLOY_HOST, so the browser bundle renders the
// same host as the prerender; a host it does not know has stopped the build before this runs.
const buildEnv = {
  VITE_GEO_URL: readEnv('VITE_GEO_URL'),
  VITE_DEPLOY_HOST: readEnv('VITE_DEPLOY_HOST'),
  DEPLOY_HOST: readEnv('DEPLOY_HOST'),
  NETLIFY: readEnv('NETLIFY'),
}
const host = hostOf(buildEnv)

export const buildVariants: BuildVariants = {
  // The build has stopped on a lookup the notice cannot describe (checkGeoLookup); none is the fallback that sends no address anywhere.
  geoLookup: geoLookupVariant(geoLookupUrl(buildEnv), site.siteUrl) ?? 'timeZone',
  botCheck: botCheckVariant(readEnv('VITE_TURNSTILE_SITE_KEY')),
  hosting: hostingVariant(host),
}

/** The CDN the privacy notice names as a processor; none for a build served by the operator's own nginx. */
export const hosting = host === 'nginx' ? undefined : hostingProviders[host]

/** Copy written for one variant only, as `namespace:key` prefixes. */
const variantCopyKeys: { [K in keyof BuildVariants]: Record<BuildVariants[K], readonly string[]> } = {
  geoLookup: {
    ipapi: ['legal-privacy:lookup.ipapi', 'legal-cookies:lookup.ipapi', 'legal-privacy:extraProcessors.ipapi'],
    sameOrigin: ['legal-privacy:lookup.sameOrigin', 'legal-cookies:lookup.sameOrigin'],
    timeZone: ['legal-privacy:lookup.timeZone', 'legal-cookies:lookup.timeZone'],
  },
  botCheck: {
    turnstile: [
      'legal-privacy:botCheck.turnstile',
      'legal-cookies:botCheck.turnstile',
      'legal-privacy:extraProcessors.turnstile',
    ],
    none: ['legal-privacy:botCheck.none', 'legal-cookies:botCheck.none'],
  },
  hosting: {
    cdn: ['legal-privacy:processors.cdn', 'legal-privacy:transfers.cdn'],
    ownServers: ['legal-privacy:processors.ownServers', 'legal-privacy:transfers.ownServers'],
  },
}

/** The copy of the variants a build did not select: present in the locale files, rendered by no page. */
export function inactiveVariantKeys(selected: BuildVariants): string[] {
  return (Object.keys(variantCopyKeys) as (keyof BuildVariants)[]).flatMap((name) =>
    Object.entries(variantCopyKeys[name]).flatMap(([variant, prefixes]) =>
      variant === selected[name] ? [] : prefixes,
    ),
  )
}

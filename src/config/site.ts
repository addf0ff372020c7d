/**
 * Brand, company and public-host facts in one place, so a rebrand or a new host is a
 * one-line change. Read by the app, the route manifest and the build scripts alike.
 */

const DEFAULT_SITE_URL = 'https://www.vaultline.example'

function readEnv(name: string): string | undefined {
  // Vite replaces import.meta.env at build time; Node scripts (sitemap, checks) read process.env.
  const fromVite = (import.meta as { env?: Record<string, string | undefined> }).env?.[name]
  if (fromVite) return fromVite
  return typeof process !== 'undefined' ? process.env[name] : undefined
}

/** An absolute http(s) origin without a trailing slash; anything else is a configuration error. */
export function normaliseSiteUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim() || DEFAULT_SITE_URL
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}; got "${value}".`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must use https (or http for local testing); got "${value}".`)
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

export const site = {
  brand: 'Vaultline',
  /** `{product}` in the specification: used in product paths such as /products/vaultline-enterprise. */
  slug: 'vaultline',
  company: 'Vaultline Ltd',
  city: 'London',
  address: ['Vaultline Ltd', '71 Lower Thames Street', 'London EC3R 6DL', 'United Kingdom'],
  copyrightYear: 2025,
  siteUrl: normaliseSiteUrl(readEnv('SITE_URL')),
  email: {
    sales: 'sales@vaultline.example',
    support: 'support@vaultline.example',
    security: 'security@vaultline.example',
    privacy: 'privacy@vaultline.example',
  },
  phone: '+44 20 7946 0321',
  /** Desktop installers, served from the release host (signed; checksums alongside). */
  desktopDownloads: {
    windows: 'https://get.vaultline.example/desktop/latest/Vaultline-x64.msi',
    macos: 'https://get.vaultline.example/desktop/latest/Vaultline-universal.dmg',
    linux: 'https://get.vaultline.example/desktop/latest/vaultline_amd64.deb',
  },
  stores: {
    ios: 'https://apps.apple.com/app/vaultline/id6478200135',
    android: 'https://play.google.com/store/apps/details?id=example.vaultline.app',
  },
  sourceRepository: 'https://git.vaultline.example/web/website',
} as const

export type Site = typeof site

/** Files the build writes at the root of dist/ for browsers and crawlers, beside the pages (scripts/hosting/icons.ts writes these). */
export const iconFiles = [
  'favicon.ico',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'site.webmanifest',
] as const
/** The hosting files at the root of dist/ that the CDN reads and never serves (formats: headersFormat.ts, redirectsFormat.ts). */
export const headersFileName = '_headers'
export const redirectsFileName = '_redirects'

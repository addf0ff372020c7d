/**
 * The site's one URL form: a page's address ends in a slash (`/threats/`, `/es/`, `/`) and its
 * file is `<path>/index.html`. That is the form every target host serves with 200 as it stands:
 * Cloudflare Pages serves `/x/index.html` at `/x/` and redirects `/x` and `/x/index.html` to it
 * (developers.cloudflare.com/pages/configuration/serving-pages/), Netlify's pretty URLs redirect
 * `/x` to `/x/`, and deploy/nginx.conf does the same. A flat `x.html` would not do: where a page
 * has pages below it (`/products` and `/products/…`), Cloudflare serves both `/products` and
 * `/products/` with 200 (the trailing-slash guide's "both" case). Every producer of a URL follows
 * this form through `localizedPath()`; dist-check fails on any page URL in the other form.
 *
 * An address whose last segment names a file (`/rss.xml`, `/index.html`, `/og/en/index.png`) is a
 * file, not a page, and keeps its name.
 */
import { isPlainPagePath } from './redirectTarget'

/** Whether the last segment of a path names a file by its extension (`rss.xml`), so it takes no slash. */
export function isFilePath(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '')
}

/** A page path in the site's URL form: `/threats` → `/threats/`; files and `/` unchanged. */
export function inUrlForm(path: string): string {
  return path.endsWith('/') || isFilePath(path) ? path : `${path}/`
}

/** The other form of a page path, the one that redirects: `/threats/` → `/threats`; null for `/` and files. */
export function otherUrlForm(path: string): string | null {
  return path !== '/' && path.endsWith('/') ? path.replace(/\/+$/, '') : null
}

/**
 * The page path a request for `<page>/index.html` names (`/products/index.html` → `/products/`), or
 * null; null too when the path before it is not made of plain segments (`//evil.example/index.html`,
 * `/\evil.example/index.html`): a redirect to it would leave the site (src/hosting/redirectTarget.ts).
 */
export function pageOfIndexFile(pathname: string): string | null {
  if (!/\/index\.html$/.test(pathname)) return null
  const page = pathname.slice(0, -'index.html'.length)
  return isPlainPagePath(page) ? page : null
}

/**
 * An nginx server block for dist/, generated from the route manifest: manifest redirects as
 * 301 (query kept) from both forms of their source, pages at their address in the site's URL form
 * (src/hosting/urlForm.ts: `/threats/` serves threats/index.html, `/threats` and
 * `/threats/index.html` answer one 301 to it), per-language 404 pages with status 404, and the same
 * cache and security headers as _headers on every response, behind an HTTP → HTTPS redirect, over
 * TLS as Mozilla's intermediate profile, on IPv4 and IPv6. `npm run build` writes deploy/nginx.conf.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { defaultLanguage, editorPath, languages } from '../../routes.config'
import { otherUrlForm } from '../../src/hosting/urlForm'
import { languagePrefix } from '../../src/routing/localizedPath'
import { notFoundFile, redirectStatus, type RouteEntry } from '../../src/routing/routeTable'
import { sameOriginGeoUrl } from '../../src/config/buildVariants'
import { site } from '../../src/config/site'
import { nginxGeoCountry } from '../../src/config/deployHostSetting'
import { cacheRules } from '../../src/hosting/headerPolicy'
import { plainPagePathPattern } from '../../src/hosting/redirectTarget'
import { headersFileName, redirectsFileName } from '../../src/hosting/siteFiles'

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`

function headerLines(headers: Record<string, string>, cacheControl: string, indent: string): string {
  return [...Object.entries(headers), ['Cache-Control', cacheControl] as const]
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n')
}

/**
 * TLS as Mozilla's "intermediate" profile (ssl-config.mozilla.org, guideline 5.7): TLS 1.2 and 1.3
 * only; for TLS 1.2 the forward-secret AEAD suites alone (ECDHE with AES-GCM or ChaCha20-Poly1305:
 * no static-RSA key exchange, no CBC), the client's order among them (all are strong, and a phone
 * without AES hardware picks ChaCha20); session tickets off, since a ticket key that never rotates
 * would undo forward secrecy, so resumption uses the server's session cache instead. The profile's
 * two DHE suites are left out: nginx offers DHE only with an `ssl_dhparam` file, and every client
 * the profile serves has ECDHE. TLS 1.3 suites are OpenSSL's (all AEAD, all forward-secret).
 */
export const tlsProfile = {
  protocols: ['TLSv1.2', 'TLSv1.3'],
  tls12Ciphers: [
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-RSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-RSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
    'ECDHE-RSA-CHACHA20-POLY1305',
  ],
  curves: ['X25519', 'prime256v1', 'secp384r1'],
} as const

function tlsLines(tls: { certificate: string; certificateKey: string }): string {
  return [
    `ssl_certificate ${tls.certificate};`,
    `ssl_certificate_key ${tls.certificateKey};`,
    `ssl_protocols ${tlsProfile.protocols.join(' ')};`,
    `ssl_ciphers ${tlsProfile.tls12Ciphers.join(':')};`,
    `ssl_ecdh_curve ${tlsProfile.curves.join(':')};`,
    'ssl_prefer_server_ciphers off;',
    'ssl_session_timeout 1d;',
    `ssl_session_cache shared:${site.brand}TLS:10m;`,
    'ssl_session_tickets off;',
  ]
    .map((line) => `  ${line}\n`)
    .join('')
}

export interface NginxSiteOptions {
  entries: readonly RouteEntry[]
  headers: Record<string, string>
  /** The content editor's headers (its own CSP, noindex) for everything under its path. */
  editorHeaders?: Record<string, string>
  root: string
  /** `listen` parameters of the site, e.g. ["443 ssl", "[::]:443 ssl"] (with `tls`) or "127.0.0.1:8080" behind a TLS proxy. */
  listen: string | readonly string[]
  /** Certificate and key files when nginx terminates TLS itself. */
  tls?: { certificate: string; certificateKey: string }
  /**
   * The nginx variable a GeoIP module fills with the visitor's ISO country code (e.g.
   * `$geoip2_country_code`): then /api/geo answers from it, as the CDNs' functions do. Without it
   * there is no /api/geo on nginx, and the time zone alone picks a visitor's language.
   */
  geoCountry?: string
}

/** /api/geo from the operator's GeoIP variable: a two-letter code or null, never cached, never anything else. */
function geoLocation(variable: string, headers: Record<string, string>): string {
  return `  location = ${sameOriginGeoUrl} {
    default_type application/json;
${headerLines(headers, 'private, no-store', '    ')}
    if (${variable} !~ "^[A-Z][A-Z]$") {
      return 200 '{"country_code":null}';
    }
    return 200 '{"country_code":"${variable}"}';
  }
`
}

export function nginxServerBlock(options: NginxSiteOptions): string {
  const { entries, headers, editorHeaders, root, listen, tls, geoCountry } = options
  const redirects = entries.flatMap((entry) =>
    entry.kind === 'redirect' && !entry.path.endsWith('.html') ? [entry] : [],
  )
  const redirectBlocks = redirects
    .flatMap((entry) =>
      [entry.path, otherUrlForm(entry.path)]
        .flatMap((path) => (path ? [path] : []))
        .map(
          (path) =>
            `  location = ${path} {\n${headerLines(headers, cacheRules.html, '    ')}\n    return ${redirectStatus(entry)} ${entry.target}$is_args$args;\n  }`,
        ),
    )
    .join('\n')
  const languageHomes = languages
    .filter((language) => language !== defaultLanguage)
    .map(
      (language) =>
        `  location = /${language} {\n${headerLines(headers, cacheRules.html, '    ')}\n    return 301 /${language}/$is_args$args;\n  }`,
    )
    .join('\n')
  const languageSections = languages
    .filter((language) => language !== defaultLanguage)
    .map(
      (language) =>
        `  location ${languagePrefix(language)}/ {\n${headerLines(headers, cacheRules.html, '    ')}\n    error_page 404 /${notFoundFile(language)};\n    try_files $uri $uri/ =404;\n  }`,
    )
    .join('\n')
  return `# Generated by scripts/hosting/nginx.ts from routes.config.ts; do not edit by hand.
server {
${[listen]
  .flat()
  .map((parameters) => `  listen ${parameters};`)
  .join('\n')}
${tls ? tlsLines(tls) : ''}  root ${root};
  index index.html;
  charset utf-8;
  server_tokens off;
  absolute_redirect off;
  types { text/html html; text/css css; text/javascript js; application/json json; application/xml xml; text/plain txt; image/svg+xml svg; image/png png; image/webp webp; image/avif avif; font/woff2 woff2; application/wasm wasm; image/x-icon ico; application/manifest+json webmanifest; application/octet-stream pf_meta pagefind; }

  # <page>/index.html names a page by its file: one 301 to the page's address (checked on the
  # original URI, so the index directive's own internal redirect cannot loop). Only a path of plain
  # segments is copied into the Location: //host/index.html or /\\host/index.html would send the
  # visitor, and a sign-in link's ?code=, to another host (src/hosting/redirectTarget.ts).
  if ($request_uri ~ "^(${plainPagePathPattern})index\\.html(?:\\?|$)") {
    return 301 $1$is_args$args;
  }

${headerLines(headers, cacheRules.html, '  ')}
  error_page 404 /${notFoundFile(defaultLanguage)};

  # The CDNs' own files, which they read and never serve; nginx reads neither, and publishes neither.
  location ~ ^/(?:${[headersFileName, redirectsFileName].join('|')})$ {
    return 404;
  }

  location /assets/ {
${headerLines(headers, cacheRules.hashedAssets, '    ')}
    try_files $uri =404;
  }

${editorHeaders ? `  location ${editorPath} {\n${headerLines(editorHeaders, cacheRules.html, '    ')}\n    try_files $uri $uri/index.html =404;\n  }\n` : ''}${redirectBlocks}
${languageHomes}
${languageSections}
${geoCountry ? geoLocation(geoCountry, headers) : ''}  # A folder asked for without its slash (/threats) is redirected by nginx itself to /threats/.
  location / {
${headerLines(headers, cacheRules.html, '    ')}
    try_files $uri $uri/ =404;
  }
}
`
}

/**
 * Plain HTTP only ever answers with a 301 to the same path on the public HTTPS host: HSTS is sent
 * over HTTPS alone (browsers ignore it on HTTP), so this block is how a first visit on http://
 * reaches it. The target host is the configured public host, never the request's Host header.
 */
export function nginxHttpsRedirectBlock(options: { listen: readonly string[]; siteUrl: string }): string {
  const { host } = new URL(options.siteUrl)
  return `# Generated by scripts/hosting/nginx.ts; do not edit by hand.
server {
${options.listen.map((listen) => `  listen ${listen};`).join('\n')}
  server_tokens off;
  location / {
    return 301 https://${host}$request_uri;
  }
}
`
}

/**
 * deploy/nginx.conf: HTTP → HTTPS, and the site over TLS (certificate paths from NGINX_TLS_CERTIFICATE
 * and NGINX_TLS_CERTIFICATE_KEY), serving the files at NGINX_ROOT (default: this build's dist/), with
 * /api/geo when NGINX_GEO_COUNTRY names the GeoIP variable.
 */
export async function writeNginxConfig(
  file: string,
  options: Omit<NginxSiteOptions, 'listen' | 'tls' | 'geoCountry'> & {
    siteUrl: string
    env: Record<string, string | undefined>
  },
): Promise<void> {
  const geoCountry = nginxGeoCountry(options.env)
  const root = options.env.NGINX_ROOT?.trim() || options.root
  const tls = {
    certificate: options.env.NGINX_TLS_CERTIFICATE ?? `/etc/nginx/tls/${site.slug}.crt`,
    certificateKey: options.env.NGINX_TLS_CERTIFICATE_KEY ?? `/etc/nginx/tls/${site.slug}.key`,
  }
  await mkdir(dirname(file), { recursive: true })
  // `http2` as a listen parameter: nginx before 1.25.1 (Debian 12) has no `http2 on;` directive.
  // IPv4 and IPv6 on both ports: a host with an AAAA record must answer HTTPS on IPv6 too.
  await writeFile(
    file,
    `${nginxHttpsRedirectBlock({ listen: ['80', '[::]:80'], siteUrl: options.siteUrl })}\n${nginxServerBlock({ ...options, root, listen: ['443 ssl http2', '[::]:443 ssl http2'], tls, geoCountry })}`,
  )
}

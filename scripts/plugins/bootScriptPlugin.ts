/**
 * Builds the scripts that run before the application: src/boot/bootScript.ts becomes a minified
 * inline <script> at the top of <head> on every page; src/boot/detectLanguage.ts becomes a
 * content-hashed module that only people on unprefixed paths with no stored choice load (no
 * crawlers), with the manifest's path availability baked in; and
 * src/boot/deferHydration.ts becomes the content-hashed module every page loads instead of the
 * application entry (scripts/render/finalizeHtml.ts writes its tag). Configuration is baked in at build.
 */
import { createHash } from 'node:crypto'
import { build, type Plugin as EsbuildPlugin } from 'esbuild'
import type { ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { appLoaderMarkup } from '../../src/boot/appLoaderMarkup'
import { geoLookupUrl, sameOriginGeoUrl } from '../../src/config/buildVariants'
import { languages } from '../../src/config/languages'
import { geoResponse } from '../../src/edge/geoResponse'
import { pathAvailability } from '../../src/routing/languageAvailability'
import { postSlugsOnDisk } from '../content/routeEntries'

/** /api/geo in development: the answer Cloudflare's and Netlify's functions give for a visitor whose country they do not know. */
function answerUnknownCountry(response: ServerResponse): void {
  const answer = geoResponse(null)
  void answer.text().then((body) => response.writeHead(answer.status, Object.fromEntries(answer.headers)).end(body))
}

/** The lookup URL this build bakes into the language module (null: none, the time zone decides); the browser tests read it from here. */
export const buildGeoUrl = (env: Record<string, string | undefined> = process.env) => geoLookupUrl(env)

/**
 * The inline script reads only the language codes from src/config/languages.ts; bundled whole, the
 * declarations (tags, locales, names) and what is derived from them cost 370 bytes on every page and
 * took it past its 2 KB budget (DESIGN.md). It gets the codes, worked out from that file here.
 */
const languageCodesOnly: EsbuildPlugin = {
  name: 'vaultline:language-codes-only',
  setup(build) {
    build.onResolve({ filter: /\/config\/languages$/ }, () => ({ path: 'language-codes', namespace: 'vaultline' }))
    build.onLoad({ filter: /^language-codes$/, namespace: 'vaultline' }, () => ({
      contents: `export const languages = ${JSON.stringify(languages)}`,
      loader: 'js',
    }))
  },
}

async function bundle(
  entry: string,
  format: 'iife' | 'esm',
  define: Record<string, string>,
  plugins: EsbuildPlugin[] = [],
): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    plugins,
    bundle: true,
    minify: true,
    write: false,
    format,
    target: 'es2020',
    legalComments: 'none',
    define,
    tsconfigRaw: {},
  })
  return result.outputFiles[0]!.text.trim()
}

export interface BootScripts {
  inline: string
  detectFile: string
  detectCode: string
  loaderFile: string
  loaderCode: string
}

const hashedName = (stem: string, code: string) =>
  `assets/${stem}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`

export async function buildBootScripts(geoUrl: string | null): Promise<BootScripts> {
  const detectCode = await bundle('src/boot/detectLanguage.ts', 'esm', {
    __GEO_URL__: JSON.stringify(geoUrl),
    __PATH_AVAILABILITY__: JSON.stringify(pathAvailability(postSlugsOnDisk())),
  })
  const detectFile = hashedName('language-detect', detectCode)
  const loaderCode = await bundle('src/boot/deferHydration.ts', 'esm', {})
  const loaderFile = hashedName(appLoaderMarkup.fileStem, loaderCode)
  const inline = await bundle(
    'src/boot/bootScript.ts',
    'iife',
    { __LANGUAGE_MODULE_URL__: JSON.stringify(`/${detectFile}`) },
    [languageCodesOnly],
  )
  return { inline, detectFile, detectCode, loaderFile, loaderCode }
}

export function bootScriptPlugin(): Plugin {
  let scripts: BootScripts | undefined
  let serving = false
  const ready = async () => (scripts ??= await buildBootScripts(buildGeoUrl()))
  return {
    name: 'vaultline:boot-script',
    configResolved(config) {
      serving = config.command === 'serve'
    },
    async buildStart() {
      // The dev server builds them with the first page instead: a bad post or locale file (which
      // the scripts read) then shows on that page and is tried again on the next, not stopping the server.
      if (!serving) await ready()
    },
    configureServer(server) {
      // In development the detection module is served from memory at the same path, and /api/geo
      // answers as the CDNs' functions do for a visitor whose country they do not know.
      server.middlewares.use((request, response, next) => {
        if (request.url === sameOriginGeoUrl) return answerUnknownCountry(response)
        if (!scripts || request.url !== `/${scripts.detectFile}`) return next()
        response.setHeader('Content-Type', 'text/javascript')
        response.end(scripts.detectCode)
      })
    },
    async transformIndexHtml() {
      return [{ tag: 'script', children: (await ready()).inline, injectTo: 'head-prepend' }]
    },
    generateBundle() {
      if (this.environment?.config.consumer === 'server' || !scripts) return
      this.emitFile({ type: 'asset', fileName: scripts.detectFile, source: scripts.detectCode })
      this.emitFile({ type: 'asset', fileName: scripts.loaderFile, source: scripts.loaderCode })
    },
  }
}

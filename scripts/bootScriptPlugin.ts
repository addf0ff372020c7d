/**
 * Builds the scripts that run before the application: src/boot/bootScript.ts becomes a minified
 * inline <script> at the top of <head> on every page; src/boot/detectLanguage.ts becomes a
 * content-hashed module that only first-time visitors on unprefixed paths load; and
 * src/boot/deferHydration.ts becomes the content-hashed module every page loads instead of the
 * application entry (scripts/finalizeHtml.ts writes its tag). Configuration is baked in at build.
 */
import { createHash } from 'node:crypto'
import { build } from 'esbuild'
import type { Plugin } from 'vite'
import { routes } from '../routes.config'
import { appLoaderMarkup } from '../src/boot/appLoaderMarkup'
import { defaultGeoUrl } from '../src/config/buildVariants'

export { defaultGeoUrl }

/** Unprefixed paths that exist only in English: the boot script never sends these elsewhere. */
export function englishOnlyPattern(): string {
  const rootOnly = [
    ...Object.values(routes.pages).filter((p) => p.availability === 'root').map((p) => p.path),
    ...routes.aliases.filter((a) => a.availability === 'root').map((a) => a.path),
  ]
  const everywhere = [...Object.values(routes.pages).filter((p) => p.availability === 'all').map((p) => p.path), ...routes.aliases.filter((a) => a.availability === 'all').map((a) => a.path)]
  const firstSegment = (path: string) => path.split('/')[0]!
  const sharedSegments = new Set(everywhere.map(firstSegment))
  // A first segment used only by root-only paths (resources/…) is matched whole, to keep the inline script small.
  const alternatives = new Set(
    rootOnly.map((path) => {
      const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      return sharedSegments.has(firstSegment(path)) ? escaped(path).replace(/:[a-z]+/g, '[^/]+') : escaped(firstSegment(path))
    }),
  )
  return `^/(?:${[...alternatives].join('|')})(?:/|$)`
}

async function bundle(entry: string, format: 'iife' | 'esm', define: Record<string, string>): Promise<string> {
  const result = await build({ entryPoints: [entry], bundle: true, minify: true, write: false, format, target: 'es2020', legalComments: 'none', define, tsconfigRaw: {} })
  return result.outputFiles[0]!.text.trim()
}

export interface BootScripts {
  inline: string
  detectFile: string
  detectCode: string
  loaderFile: string
  loaderCode: string
}

const hashedName = (stem: string, code: string) => `assets/${stem}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`

export async function buildBootScripts(geoUrl: string): Promise<BootScripts> {
  const detectCode = await bundle('src/boot/detectLanguage.ts', 'esm', { __GEO_URL__: JSON.stringify(geoUrl) })
  const detectFile = hashedName('language-detect', detectCode)
  const loaderCode = await bundle('src/boot/deferHydration.ts', 'esm', {})
  const loaderFile = hashedName(appLoaderMarkup.fileStem, loaderCode)
  const inline = await bundle('src/boot/bootScript.ts', 'iife', {
    __DETECT_URL__: JSON.stringify(`/${detectFile}`),
    __ENGLISH_ONLY__: JSON.stringify(englishOnlyPattern()),
  })
  return { inline, detectFile, detectCode, loaderFile, loaderCode }
}

export function bootScriptPlugin(): Plugin {
  let scripts: BootScripts
  return {
    name: 'vaultline:boot-script',
    async buildStart() {
      scripts = await buildBootScripts(process.env.VITE_GEO_URL || defaultGeoUrl)
    },
    configureServer(server) {
      // In development the detection module is served from memory at the same path.
      server.middlewares.use((request, response, next) => {
        if (request.url !== `/${scripts?.detectFile}`) return next()
        response.setHeader('Content-Type', 'text/javascript')
        response.end(scripts.detectCode)
      })
    },
    transformIndexHtml() {
      return [{ tag: 'script', children: scripts.inline, injectTo: 'head-prepend' }]
    },
    generateBundle() {
      if (this.environment?.config.consumer === 'server') return
      this.emitFile({ type: 'asset', fileName: scripts.detectFile, source: scripts.detectCode })
      this.emitFile({ type: 'asset', fileName: scripts.loaderFile, source: scripts.loaderCode })
    },
  }
}

/**
 * The prerender's two bundles, built side by side with Vite (in a process of their own:
 * scripts/render/bundleProcess.ts): the app for the browser (dist/) and for Node
 * (.tmp/prerender/, which the render threads load). Says when the
 * server bundle is written, so the render can load the app while the browser's bundle is
 * finished, and answers when each bundle was done and the CPU they took (BundlePhases).
 */
import { join } from 'node:path'
import { build, mergeConfig, type ConfigEnv, type InlineConfig, type Plugin, type UserConfig } from 'vite'
import viteConfig from '../../vite.config'
import { buildErrorIn } from '../../src/errors/buildErrors'
import { bundleLogLevel } from './bundleLogLevel'
import { cpuMsSince, monotonicMs } from '../shared/timing'
import { ExpectedBuildFailure } from '../shared/expectedFailure'
import { projectRoot, serverBundleDir } from '../shared/projectPaths'

/**
 * The server bundle renders markup only; every page links the browser bundle's stylesheet. So its
 * stylesheets are empty, and Tailwind does not generate the site's CSS a second time.
 */
const noStylesOnServer: Plugin = {
  name: 'vaultline:no-styles-on-server',
  enforce: 'pre',
  load: { filter: { id: /\.css$/ }, handler: () => '' },
}

/** When the two bundles were built, in monotonicMs, and the CPU each took. */
export interface BundlePhases {
  clientStart: number
  clientEnd: number
  serverEnd: number
  clientCpuMs: number
  serverCpuMs: number
}

/**
 * Vite gzips every chunk of both bundles to print its size: half a second of their CPU, for figures
 * `npm run budgets` measures. Nor does it list the chunks, unless asked (bundleLogLevel.ts).
 */
const forEveryBundle: UserConfig = { logLevel: bundleLogLevel(process.env), build: { reportCompressedSize: false } }

/**
 * vite.config.ts, as Vite would load it for this bundle, with `overrides`. This module imports
 * it, so Vite does not bundle and load the config file again for each build; called once per
 * bundle, it gives each its own plugin instances.
 */
async function configFor(mode: string, isSsrBuild: boolean, overrides: UserConfig): Promise<InlineConfig> {
  const env: ConfigEnv = { command: 'build', mode, isSsrBuild, isPreview: false }
  const config = typeof viteConfig === 'function' ? await viteConfig(env) : await viteConfig
  return { ...mergeConfig(config, mergeConfig(forEveryBundle, overrides)), configFile: false, mode }
}

/** Says that a bundle is written, and how long it took; answers when. */
function written(bundle: 'browser' | 'render', since: number): number {
  const at = monotonicMs()
  console.log(`[bundle] the ${bundle} bundle is written (${((at - since) / 1000).toFixed(1)} s)`)
  return at
}

/**
 * Builds both bundles; `serverBundleWritten` is called as soon as the server's is on disk. A
 * problem in content or a setting that the error catalogue words (a bad post, a locale file) is
 * printed alone, without a stack, and rejects with ExpectedBuildFailure.
 */
export async function bundleApp(serverBundleWritten: () => void): Promise<BundlePhases> {
  const mode = process.env.MODE ?? 'production'
  const clientStart = monotonicMs()
  console.log('[bundle] bundling the app for the browser and for the render (BUILD_LOG_LEVEL=info lists every file)')
  const bundlesCpu = process.cpuUsage()
  // The two bundles are independent (the server's reads what the client's writes only when pages
  // are rendered), and much of a Vite build waits on its native bundler: built side by side.
  const [clientEnd, serverEnd] = await Promise.all([
    configFor(mode, false, {
      build: { manifest: true, rolldownOptions: { input: { app: join(projectRoot, 'index.html') } } },
    })
      .then(build)
      .then(() => written('browser', clientStart)),
    configFor(mode, true, {
      plugins: [noStylesOnServer],
      build: {
        ssr: join(projectRoot, 'src', 'main.tsx'),
        outDir: serverBundleDir,
        emptyOutDir: true,
        minify: false,
        cssCodeSplit: false,
        rolldownOptions: { output: { entryFileNames: '[name].mjs', format: 'esm' } },
      },
    })
      .then(build)
      .then(() => {
        serverBundleWritten()
        return written('render', clientStart)
      }),
  ]).catch((error: unknown) => {
    const expected = buildErrorIn(error)
    if (!expected) throw error
    console.error(`\n${expected.message}\n`)
    throw new ExpectedBuildFailure('The build stopped at the problem above.')
  })
  // Both were built at once: their CPU time is shared in proportion to their wall time.
  const bundlesCpuMs = cpuMsSince(bundlesCpu)
  const clientCpuMs = (bundlesCpuMs * (clientEnd - clientStart)) / (clientEnd - clientStart + serverEnd - clientStart)
  return { clientStart, clientEnd, serverEnd, clientCpuMs, serverCpuMs: bundlesCpuMs - clientCpuMs }
}

/**
 * `npm run cms`: the content editor with the local back end, beside the dev server that shows
 * what it saves. decap-server writes an edited post or locale file into the project; the dev
 * server sees the file change and reloads the page, so the edit shows without a build.
 * decap-server listens on a private socket and is reached only through the dev server's guarded
 * route, at an address with a key made for this run (scripts/admin/localBackendGuard.ts).
 */
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import type { LogLevel } from 'vite'
import { editorPath } from '../../routes.config'
import { localBackendPath, localKeyParameter } from '../../src/admin/localBackendAddress'
import { startDevServer } from '../dev/startDevServer'
import { startEditorBuild } from './editorBuildProcess'
import { startDecapServer } from './decapServer'
import { editorPlugin } from './editorPlugin'
import { ownOrigins } from './localBackendGuard'

export interface CmsOptions {
  projectRoot: string
  port: number
  host?: string
  logLevel?: LogLevel
  /** Where built editors are kept between runs; by default the project's .tmp/cache/cms-editor. */
  editorCacheDir?: string
}

export interface Cms {
  /**
   * Settles once the editor is built (or taken from the cache): until then /admin/ answers a page
   * that says it is being prepared and reloads itself. The site preview answers before.
   */
  editorReady: Promise<{ built: 'editor' | 'from the cache' | 'not connected' | 'own origin' }>
  siteUrl: string
  /** The editor's address with this run's key: what the terminal prints. */
  editorUrl: string
  /** decap-server's API as the editor reaches it (through the dev server's guard). */
  proxyUrl: string
  /** This run's key. */
  key: string
  /** decap-server's private socket (for tests and diagnostics). */
  decapSocket: string
  close(): Promise<void>
}

export async function startCms({ projectRoot, port, host, logLevel, editorCacheDir }: CmsOptions): Promise<Cms> {
  const key = randomBytes(32).toString('base64url')
  const devOrigin = ownOrigins(port)[0]!
  const decap = await startDecapServer({ projectRoot, devOrigin })
  // The editor learns the key from its address at run time, so one build of it serves every run.
  const env = { ...process.env, CMS_BACKEND: 'local', CMS_LOCAL_PROXY_URL: '' }
  const outDir = join(projectRoot, '.tmp', 'cms-editor')
  // Built while the dev server starts, in a process of its own (editorBuildProcess.ts): the site
  // preview (and the address) do not wait for a first build of the editor, which takes a minute
  // (review ED-10). A cache of its own: the build's editor (another back end) would take the place
  // of this one in a shared one.
  const editorReady = startEditorBuild({
    projectRoot,
    outDir,
    cacheDir: editorCacheDir ?? join(projectRoot, '.tmp', 'cache', 'cms-editor'),
    env,
  })
  let built = false
  editorReady.then(
    () => (built = true),
    () => undefined,
  )
  try {
    const dev = await startDevServer({
      root: projectRoot,
      port,
      host,
      logLevel,
      plugins: [
        editorPlugin({
          outDir,
          localesDir: join(projectRoot, 'locales'),
          backend: { socketPath: decap.socketPath, port, secret: key },
          ready: () => built,
        }),
      ],
    })
    return {
      editorReady,
      siteUrl: dev.url,
      editorUrl: `${new URL(editorPath, devOrigin).href}?${localKeyParameter}=${key}`,
      proxyUrl: new URL(localBackendPath(key), devOrigin).href,
      key,
      decapSocket: decap.socketPath,
      close: async () => {
        await Promise.allSettled([editorReady, dev.close(), decap.close()])
      },
    }
  } catch (error) {
    await Promise.allSettled([editorReady, decap.close()])
    throw error
  }
}

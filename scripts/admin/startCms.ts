/**
 * `npm run cms`: the content editor with the local back end, beside the dev server that shows
 * what it saves. decap-server writes an edited post or locale file into the project; the dev
 * server sees the file change and reloads the page, so the edit shows without a build.
 */
import { join } from 'node:path'
import type { LogLevel } from 'vite'
import { editorPath } from '../../routes.config'
import { cmsBackendFrom, cmsBackendOrigins } from '../../src/admin/cmsBackendConfig'
import { startDevServer } from '../dev/startDevServer'
import { buildEditor } from './buildEditor'
import { startDecapServer } from './decapServer'
import { editorPlugin } from './editorPlugin'

export interface CmsOptions {
  projectRoot: string
  port: number
  proxyPort: number
  host?: string
  logLevel?: LogLevel
  /** Where built editors are kept between runs; by default the project's .tmp/cache/cms-editor. */
  editorCacheDir?: string
}

export interface Cms {
  siteUrl: string
  editorUrl: string
  /** decap-server's API. */
  proxyUrl: string
  close(): Promise<void>
}

export async function startCms({ projectRoot, port, proxyPort, host, logLevel, editorCacheDir }: CmsOptions): Promise<Cms> {
  const decap = await startDecapServer({ projectRoot, port: proxyPort })
  try {
    const env = { ...process.env, CMS_BACKEND: 'local', CMS_LOCAL_PROXY_URL: decap.apiUrl }
    const outDir = join(projectRoot, '.tmp', 'cms-editor')
    // A cache of its own: the build's editor (another back end) would take the place of this one in a shared one.
    // Vite's build sets NODE_ENV=production for the whole process when it is unset; the dev
    // server would then load React's production server renderer beside its development core.
    const nodeEnv = process.env.NODE_ENV
    try {
      await buildEditor({ projectRoot, outDir, cacheDir: editorCacheDir ?? join(projectRoot, '.tmp', 'cache', 'cms-editor'), env })
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV
      else process.env.NODE_ENV = nodeEnv
    }
    const dev = await startDevServer({ root: projectRoot, port, host, logLevel, plugins: [editorPlugin({ outDir, backendOrigins: cmsBackendOrigins(cmsBackendFrom(env)), localesDir: join(projectRoot, 'locales') })] })
    return {
      siteUrl: dev.url,
      editorUrl: new URL(editorPath, dev.url).href,
      proxyUrl: decap.apiUrl,
      close: async () => {
        await Promise.allSettled([dev.close(), decap.close()])
      },
    }
  } catch (error) {
    await decap.close()
    throw error
  }
}

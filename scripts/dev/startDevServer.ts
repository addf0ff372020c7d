/**
 * The development server of `npm run dev` (and of `npm run cms`, which adds the content editor):
 * Vite with the project's own vite.config.ts, so a page is rendered by the same plugins as in a
 * build (scripts/plugins/devPagesPlugin.ts renders it on request), with hot reload of components,
 * locale files and posts.
 */
import { existsSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { createServer, searchForWorkspaceRoot, type LogLevel, type Plugin, type ViteDevServer } from 'vite'

export interface DevServerOptions {
  /** The project to serve: its vite.config.ts, posts and locale files. */
  root: string
  port: number
  /** 127.0.0.1 unless asked: the dev server shows drafts and, with `npm run cms`, writes files. */
  host?: string
  logLevel?: LogLevel
  /** More plugins for this server only (the content editor's middleware). */
  plugins?: Plugin[]
}

export interface DevServer {
  /** The address to open, ending in "/". */
  url: string
  server: ViteDevServer
  close(): Promise<void>
}

/** Starts the server and resolves once it answers; rejects when the port is taken rather than move to another. */
export async function startDevServer({ root, port, host = '127.0.0.1', logLevel = 'info', plugins = [] }: DevServerOptions): Promise<DevServer> {
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    mode: 'development',
    logLevel,
    // Its own dependency cache, apart from the build's and from other checkouts' servers.
    cacheDir: join(root, '.tmp', 'vite'),
    plugins,
    server: {
      host,
      port,
      strictPort: true,
      // node_modules may be a link to another checkout's (a git worktree, a project copy): the
      // browser still needs its files (the font), so its real folder is allowed beside the project.
      fs: { allow: [searchForWorkspaceRoot(root), ...(existsSync(join(root, 'node_modules')) ? [realpathSync(join(root, 'node_modules'))] : [])] },
      // Build output and caches change while the server runs (the post images it builds go to .tmp/); none of it is source.
      watch: { ignored: ['**/.tmp/**', '**/dist/**', '**/build-report/**', '**/test-results/**', '**/playwright-report/**', '**/.vite-react-ssg-temp/**'] },
    },
  })
  try {
    await server.listen()
  } catch (error) {
    await server.close()
    throw error
  }
  const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`
  return { url, server, close: () => server.close() }
}

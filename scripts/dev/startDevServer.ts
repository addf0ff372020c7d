/**
 * The development server of `npm run dev` (and of `npm run cms`, which adds the content editor):
 * Vite with the project's own vite.config.ts, so a page is rendered by the same plugins as in a
 * build (scripts/plugins/devPagesPlugin.ts renders it on request), with hot reload of components,
 * locale files and posts.
 */
import { existsSync, readdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { createServer, searchForWorkspaceRoot, type LogLevel, type Plugin, type ViteDevServer } from 'vite'
import { postsFolder } from '../../src/content/blog/postFiles'
import { inertFilesPlugin } from './inertFilesPlugin'

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
/** Every folder of posts and locale files, as they are on disk at start. */
function contentFolders(root: string): string[] {
  return [join(root, postsFolder), join(root, 'locales')].flatMap((folder) =>
    existsSync(folder)
      ? [
          folder,
          ...readdirSync(folder, { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => join(folder, entry.name)),
        ]
      : [],
  )
}

/**
 * Waits until the watcher holds every content folder. Vite's watcher says "ready" before it has
 * read the nested folders (about half a second later here), and a post saved before then would
 * never reach the page; a caller that edits at once (the editor, a test) must not lose that edit.
 */
async function contentWatched(server: ViteDevServer, folders: readonly string[], timeoutMs = 10_000): Promise<void> {
  const started = performance.now()
  const watched = () => {
    const now = server.watcher.getWatched()
    return folders.every((folder) => (now[folder]?.length ?? 0) > 0)
  }
  while (!watched()) {
    if (performance.now() - started > timeoutMs) {
      server.config.logger.warn(
        `The file watcher did not reach every post and locale folder within ${timeoutMs / 1000} s; an edit made now may need a reload.`,
      )
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export async function startDevServer({
  root,
  port,
  host = '127.0.0.1',
  logLevel = 'info',
  plugins = [],
}: DevServerOptions): Promise<DevServer> {
  const server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    // Run, not bundled: bundling the config printed some 190 warnings about a loader the project
    // does not use ("configLoader: 'native'") on every start (review ED-10); the tests load it so too.
    configLoader: 'runner',
    mode: 'development',
    logLevel,
    // Its own dependency cache, apart from the build's and from other checkouts' servers.
    cacheDir: join(root, '.tmp', 'vite'),
    // Files of the working tree opened as pages run nothing on this origin (inertFilesPlugin.ts).
    plugins: [inertFilesPlugin(), ...plugins],
    // The site's own page only: by default Vite would scan every HTML file, the content editor's
    // (src/admin/index.html) too, and pre-bundle all of Decap CMS for pages that never load it.
    optimizeDeps: { entries: ['index.html'] },
    server: {
      host,
      port,
      strictPort: true,
      // node_modules may be a link to another checkout's (a git worktree, a project copy): the
      // browser still needs its files (the font), so its real folder is allowed beside the project.
      fs: {
        allow: [
          searchForWorkspaceRoot(root),
          ...(existsSync(join(root, 'node_modules')) ? [realpathSync(join(root, 'node_modules'))] : []),
        ],
      },
      // Build output and caches change while the server runs (the post images it builds go to .tmp/); none of it is source.
      watch: {
        ignored: [
          '**/.tmp/**',
          '**/dist/**',
          '**/build-report/**',
          '**/test-results/**',
          '**/playwright-report/**',
          '**/.vite-react-ssg-temp/**',
        ],
      },
    },
  })
  try {
    await server.listen()
    await contentWatched(server, contentFolders(root))
  } catch (error) {
    await server.close()
    throw error
  }
  const url = server.resolvedUrls?.local[0] ?? `http://${host}:${port}/`
  return { url, server, close: () => server.close() }
}

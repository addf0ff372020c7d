/**
 * Development only: content the build would refuse (a bad post, a locale file that does not fit
 * its schema) is a problem of the running dev server, not a reason to stop it. Each plugin that
 * checks content reports its current problem here under its own name, and clears it when the
 * content is fixed. The page renderer (scripts/plugins/devPagesPlugin.ts) keeps the problems and
 * answers every page with Vite's error overlay while there are any.
 *
 * Plugins find the keeper by name through Vite's plugin `api`, not through a module variable:
 * vite.config.ts is bundled when Vite loads it, so a module it imports is not the instance that
 * scripts/dev/ imports.
 */
import type { ErrorPayload, ViteDevServer } from 'vite'
import { BuildError } from '../../src/errors/buildErrors'

export const devProblemsPluginName = 'vaultline:dev-pages'

export interface DevProblem {
  /** The plugin that found it. */
  source: string
  error: Error
}

export interface DevProblems {
  /** Sets or (with null) clears the problem a source reports; clearing the last one reloads open pages. */
  report(source: string, error: Error | null): void
  /** The problems now, in the order they were reported. */
  current(): DevProblem[]
}

/** What Vite's overlay shows: the build's message with its file and fix; a BuildError's stack says nothing more. */
export function overlayPayload(error: Error, plugin: string): ErrorPayload['err'] {
  const built = error instanceof BuildError || error.name === 'BuildError'
  return {
    message: error.message,
    stack: built ? '' : (error.stack ?? ''),
    plugin,
    ...(built && { id: (error as BuildError).file }),
  }
}

function createDevProblems(server: ViteDevServer): DevProblems {
  const problems = new Map<string, Error>()
  return {
    report(source, error) {
      if (error) {
        problems.set(source, error)
        server.config.logger.error(`[${source}] ${error.message}`, { timestamp: true })
        server.ws.send({ type: 'error', err: overlayPayload(error, source) })
        return
      }
      if (!problems.delete(source)) return
      server.config.logger.info(`[${source}] fixed`, { timestamp: true })
      if (problems.size === 0) server.ws.send({ type: 'full-reload', path: '*' })
    },
    current: () => [...problems].map(([source, error]) => ({ source, error })),
  }
}

/** Keeps one DevProblems per server: the page renderer's plugin `api` holds one of these. */
export function devProblemsKeeper(): { problemsOf(server: ViteDevServer): DevProblems } {
  const kept = new WeakMap<ViteDevServer, DevProblems>()
  return {
    problemsOf(server) {
      let problems = kept.get(server)
      if (!problems) kept.set(server, (problems = createDevProblems(server)))
      return problems
    },
  }
}

/** Used only on a bare Vite server without the page renderer: problems are logged and shown, but no page waits for them. */
const bareServerKeeper = devProblemsKeeper()

/** The dev server's problems, from the page renderer's plugin whichever plugin asks first. */
export function devProblemsOf(server: ViteDevServer): DevProblems {
  const keeper = server.config.plugins.find((plugin) => plugin.name === devProblemsPluginName)?.api as
    | ReturnType<typeof devProblemsKeeper>
    | undefined
  return (keeper ?? bareServerKeeper).problemsOf(server)
}

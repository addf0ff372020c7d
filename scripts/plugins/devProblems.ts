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
  /** The pages it keeps from rendering (a bad post: that post's page); every page when not given. */
  scope?: ProblemScope
}

/**
 * Issue 41: the local preview of other pages never goes down because of one bad entry. A problem
 * with a scope answers only the pages in it with the error; the others render, and show it as a
 * notice (scripts/plugins/devContentNotice.ts).
 */
type ProblemScope = (pathname: string) => boolean

export interface DevProblems {
  /** Sets or (with null) clears the problem a source reports; clearing the last one reloads open pages. */
  report(source: string, error: Error | null, scope?: ProblemScope): void
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
  const problems = new Map<string, { error: Error; scope?: ProblemScope }>()
  return {
    report(source, error, scope) {
      if (error) {
        const known = problems.get(source)?.error.message === error.message
        problems.set(source, { error, scope })
        // Said once: a source reports again on every save while the problem lasts.
        if (known) return
        server.config.logger.error(`[${source}] ${error.message}`, { timestamp: true })
        // A scoped problem is a notice on every other page: they reload to show it rather than the overlay covering them.
        server.ws.send(
          scope ? { type: 'full-reload', path: '*' } : { type: 'error', err: overlayPayload(error, source) },
        )
        return
      }
      if (!problems.delete(source)) return
      server.config.logger.info(`[${source}] fixed`, { timestamp: true })
      if (problems.size === 0) server.ws.send({ type: 'full-reload', path: '*' })
    },
    current: () => [...problems].map(([source, { error, scope }]) => ({ source, error, ...(scope && { scope }) })),
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

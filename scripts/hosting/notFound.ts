/** vite-react-ssg renders each language's not-found page at /404 (or /es/404 …); hosts expect 404.html. */
import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { notFoundFile, type RouteEntry } from '../../src/routing/routeTable'

export async function moveNotFoundPages(distDir: string, entries: readonly RouteEntry[]): Promise<void> {
  for (const entry of entries) {
    if (entry.kind !== 'notFound') continue
    const renderedDir = join(distDir, entry.path.slice(1))
    await rename(join(renderedDir, 'index.html'), join(distDir, notFoundFile(entry.language)))
    await rm(renderedDir, { recursive: true })
  }
}

/**
 * Vite's manifest (dist/.vite/) serves the prerender, which is done by now: it is build internals,
 * of no use to a visitor, and would be published with dist/ (dist-check/checks/published.ts).
 */
export async function removeBuildInternals(distDir: string): Promise<void> {
  await rm(join(distDir, '.vite'), { recursive: true, force: true })
}

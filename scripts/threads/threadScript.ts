import { join } from 'node:path'
import { build as bundle } from 'esbuild'
import { projectRoot } from '../content/routeEntries'

/**
 * A thread's TypeScript entry bundled to plain JavaScript under .tmp/threads/ (packages stay
 * external), returning the file to start a Worker with. Node 20 does not pass loaders such as
 * tsx on to threads, and without one in the way every import loads faster.
 */
export async function threadScript(entry: string, name: string): Promise<string> {
  const outfile = join(projectRoot, '.tmp', 'threads', `${name}.mjs`)
  await bundle({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
  return outfile
}

import { join } from 'node:path'
import { build as bundle } from 'esbuild'
import { projectRoot } from '../content/projectPaths'

/**
 * A thread's TypeScript entry bundled to plain JavaScript under .tmp/threads/ (packages stay
 * external), returning the file to start a Worker with (`threadExecArgv` gives its flags): a
 * thread of plain JavaScript needs no TypeScript loader in the way of every import.
 */
export async function threadScript(entry: string, name: string): Promise<string> {
  const outfile = join(projectRoot, '.tmp', 'threads', `${name}.mjs`)
  await bundle({ entryPoints: [entry], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' })
  return outfile
}

const preloadFlags = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader'])
const tsxModule = /(^|[\\/])tsx([\\/]|$)/

/**
 * The Node flags for a thread started from `threadScript`'s file: this process's (a CPU profile
 * flag, a memory limit), without the tsx loader. A Worker inherits them all, and `--import tsx`
 * loads tsx again in every thread and puts its hooks before each import: 0.1 s more to start a
 * thread, and the render thread's loading of the app slower still.
 */
export function threadExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  const kept: string[] = []
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i]!
    const equals = flag.indexOf('=')
    if (!preloadFlags.has(equals === -1 ? flag : flag.slice(0, equals))) {
      kept.push(flag)
      continue
    }
    // A preload flag names its module after "=" or as the next argument.
    const module = equals === -1 ? execArgv[i + 1] : flag.slice(equals + 1)
    const taken = equals === -1 ? execArgv.slice(i, i + 2) : [flag]
    if (equals === -1) i += 1
    if (!tsxModule.test(module ?? '')) kept.push(...taken)
  }
  return kept
}

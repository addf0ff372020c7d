import { readFile } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build as bundle, type Loader, type Plugin } from 'esbuild'
import { projectRoot } from './projectPaths'

/**
 * `import.meta.dirname`, `filename` and `url` as the source file would see them, written into each
 * file before it is bundled: our scripts find their neighbours (route snapshot, blog folder, build
 * report) from where their source is, not from where the bundle is written.
 */
const sourceLocation: Plugin = {
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8')
      const contents = source
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
      return { contents, loader: (extname(path).includes('tsx') ? 'tsx' : 'ts') satisfies Loader }
    })
  },
}

/**
 * A script's TypeScript entry bundled to plain JavaScript under .tmp/scripts/ (packages stay
 * external), returning the file to start a Worker with (dist-check's validation threads;
 * `threadExecArgv` gives its flags): Node 20
 * does not give a Worker the tsx loader its process was started with, and plain JavaScript needs
 * no loader in the way of every import.
 */
export async function bundledScript(entry: string, name: string): Promise<string> {
  const outfile = join(projectRoot, '.tmp', 'scripts', `${name}.mjs`)
  await bundle({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
    plugins: [sourceLocation],
  })
  return outfile
}

const preloadFlags = new Set(['--import', '--require', '-r', '--loader', '--experimental-loader'])
const tsxModule = /(^|[\\/])tsx([\\/]|$)/
/**
 * Flags that set up the whole process (V8's heap, stack and code generation, the process title).
 * They already hold in every thread, and a Worker given one refuses to start
 * (ERR_WORKER_INVALID_EXEC_ARGV). These are the ones Node accepts in NODE_OPTIONS, and so the
 * ones a user may set, each tried with a Worker on Node 20.
 */
const processWideFlags = new Set([
  '--abort-on-uncaught-exception',
  '--disallow-code-generation-from-strings',
  '--enable-etw-stack-walking',
  '--expose-gc',
  '--huge-max-old-generation-size',
  '--interpreted-frames-native-stack',
  '--jitless',
  '--max-old-space-size',
  '--max-semi-space-size',
  '--perf-basic-prof',
  '--perf-basic-prof-only-functions',
  '--perf-prof',
  '--perf-prof-unwinding-info',
  '--stack-trace-limit',
  '--title',
])

/** This process's flags (`execArgv`) without the tsx loader, however it was given. */
function withoutTsx(execArgv: readonly string[]): string[] {
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

/**
 * The Node flags for a thread started from `bundledScript`'s file: this process's (a CPU profile
 * flag, source maps), without the tsx loader and without the flags that hold for the whole
 * process anyway. A Worker inherits the rest, and `--import tsx` loads tsx again in every thread
 * and puts its hooks before each import: 0.1 s more to start a thread.
 */
export function threadExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  return withoutTsx(execArgv).filter((flag) => !processWideFlags.has(flag.split('=')[0]!))
}

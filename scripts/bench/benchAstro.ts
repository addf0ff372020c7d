/**
 * `npm run bench:astro -- --posts N`: the Astro 5 yardstick of docs/performance.md ("Beside Astro 5").
 * Writes the bare Astro project of scripts/bench/astroReference.ts to a temporary folder (its
 * dependencies installed once into .tmp/astro-reference and linked), gives it the site's posts and
 * N generated ones (the posts bench:scale adds), runs `astro build` and then Pagefind over its
 * dist/, and prints pages, seconds and the CPU time and peak memory of each step's process tree.
 * Prints figures; asserts nothing. Run it back to back with bench:scale: the machine's speed swings.
 *   --posts N   generated posts to add (default 0: today's blog)
 *   --keep      keep the temporary project (its dist/) and print its path
 */
import { spawn } from 'node:child_process'
import { cpSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../shared/projectPaths'
import { astroPackages, writeAstroProject } from './astroReference'
import { childrenCpuSeconds, sampleTreeMemory } from './processTreeResources'
import { writeSyntheticPosts } from './syntheticPosts'

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '0' },
    keep: { type: 'boolean', default: false },
  },
})
const posts = Number(values.posts)
if (!Number.isInteger(posts) || posts < 0)
  throw new Error(`--posts must be a whole number of posts to add, not "${values.posts}".`)

interface Step {
  seconds: number
  cpuSeconds: number
  peakBytes: number
  atPeak: string
}

/** Runs a command of the project's node_modules/.bin in `dir`, timed, with its process tree's CPU time and peak memory. */
function timedStep(dir: string, command: string, args: readonly string[]): Promise<Step> {
  return new Promise((done, fail) => {
    const started = performance.now()
    const cpuBefore = childrenCpuSeconds()
    // Telemetry would add a network request to the build's time.
    const child = spawn(join(dir, 'node_modules', '.bin', command), args, {
      cwd: dir,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const memory = sampleTreeMemory(child.pid!)
    child.on('error', fail)
    child.on('exit', (code) => {
      const { peakBytes, atPeak } = memory.stop()
      const cpu = childrenCpuSeconds()
      if (code === 0)
        done({
          seconds: (performance.now() - started) / 1000,
          cpuSeconds: cpu.user - cpuBefore.user + cpu.system - cpuBefore.system,
          peakBytes,
          atPeak,
        })
      else
        fail(
          new Error(
            `${command} ${args.join(' ')} failed in ${dir} (exit code ${code}); keep it (--keep) and look at it:\n${output.slice(-3000)}`,
          ),
        )
    })
  })
}

function htmlFiles(dir: string): number {
  let count = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) count += htmlFiles(join(dir, entry.name))
    else if (entry.name.endsWith('.html')) count += 1
  }
  return count
}

/** The version npm installed, read back: what the figures were measured with. */
function installedVersion(dir: string, name: string): string {
  const manifest = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string
  }
  return manifest.version
}

const workDir = writeAstroProject()
try {
  // Post folders only (with their figures): the blog folder also holds the site's blog code.
  const blogDir = join(workDir, 'src', 'content', 'blog')
  const siteBlogDir = join(projectRoot, 'src', 'content', 'blog')
  for (const name of readdirSync(siteBlogDir))
    if (statSync(join(siteBlogDir, name)).isDirectory())
      cpSync(join(siteBlogDir, name), join(blogDir, name), { recursive: true })
  const files = writeSyntheticPosts(blogDir, posts)
  console.log(`bench:astro: ${posts} generated posts (${files} files) added to an Astro project in ${workDir}`)
  console.log(
    `  ${Object.keys(astroPackages)
      .map((name) => `${name} ${installedVersion(workDir, name)}`)
      .join(', ')}`,
  )

  const build = await timedStep(workDir, 'astro', ['build'])
  const pages = htmlFiles(join(workDir, 'dist'))
  const search = await timedStep(workDir, 'pagefind', ['--site', 'dist'])
  const peak = build.peakBytes >= search.peakBytes ? build : search
  const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`
  const rows: [string, string][] = [
    ['posts added', String(posts)],
    ['pages Astro wrote', String(pages)],
    ['astro build', `${build.seconds.toFixed(1)} s (CPU ${build.cpuSeconds.toFixed(1)} s)`],
    ['pagefind', `${search.seconds.toFixed(1)} s (CPU ${search.cpuSeconds.toFixed(1)} s)`],
    ['both', `${(build.seconds + search.seconds).toFixed(1)} s`],
    ['CPU time (process tree)', `${(build.cpuSeconds + search.cpuSeconds).toFixed(1)} s`],
    ['peak memory (process tree)', `${gigabytes(peak.peakBytes)} (${peak === build ? 'astro build' : 'pagefind'})`],
    ['largest processes at peak', peak.atPeak],
  ]
  const nameWidth = Math.max(...rows.map(([name]) => name.length)) + 2
  console.log(`\n${rows.map(([name, value]) => `${name.padEnd(nameWidth)}${value}`).join('\n')}`)
  if (values.keep) console.log(`\nkept: ${workDir}`)
} finally {
  if (!values.keep) rmSync(workDir, { recursive: true, force: true })
}

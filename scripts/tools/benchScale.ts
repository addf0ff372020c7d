/**
 * `npm run bench:scale -- --posts N`: how the build grows with the blog. Copies the project to a
 * temporary folder (node_modules linked, not copied), adds N generated posts in every language,
 * runs `npm run build` there and prints pages, seconds per phase, ms per rendered page and the
 * peak memory and CPU time of the whole process tree. Prints figures; asserts nothing.
 *   --posts N           generated posts to add (default 0: today's blog)
 *   --keep              keep the temporary copy (its dist/ and build-report/) and print its path
 *   --cpu-prof DIR      write V8 CPU profiles of the prerender and post-build processes into DIR
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { childrenCpuSeconds, sampleTreeMemory } from './processTreeResources'
import { copyProject } from './projectCopy'
import { writeSyntheticPosts } from './syntheticPosts'

function build(cwd: string, env: NodeJS.ProcessEnv): Promise<{ peakBytes: number; atPeak: string; seconds: number; cpuSeconds: number }> {
  return new Promise((done, fail) => {
    const started = performance.now()
    const cpuBefore = childrenCpuSeconds()
    const child = spawn(join(cwd, 'node_modules', '.bin', 'tsx'), [join('scripts', 'build.ts')], { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] })
    // The prerender lists every page it writes; keep the build's own summary lines only.
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (/^\[(build|postbuild|i18n)\]/.test(line)) console.log(`  ${line}`)
    })
    const memory = sampleTreeMemory(child.pid!)
    child.on('exit', (code) => {
      const { peakBytes, atPeak } = memory.stop()
      if (code === 0) done({ peakBytes, atPeak, seconds: (performance.now() - started) / 1000, cpuSeconds: childrenCpuSeconds() - cpuBefore })
      else fail(new Error(`The build in ${cwd} failed (exit code ${code}); run the bench with --keep and look at that copy.`))
    })
  })
}

const { values } = parseArgs({ options: { posts: { type: 'string', default: '0' }, keep: { type: 'boolean', default: false }, 'cpu-prof': { type: 'string' } } })
const posts = Number(values.posts)
if (!Number.isInteger(posts) || posts < 0) throw new Error(`--posts must be a whole number of posts to add, not "${values.posts}".`)

const workDir = copyProject('vaultline-bench-')
try {
  const files = writeSyntheticPosts(join(workDir, 'src', 'content', 'blog'), posts)
  console.log(`bench:scale: ${posts} generated posts (${files} files) added to a copy in ${workDir}`)
  const env: NodeJS.ProcessEnv = { ...process.env, DIST_CHECK_UPDATE_ROUTE_SNAPSHOT: '1' }
  if (values['cpu-prof']) {
    const dir = resolve(values['cpu-prof'])
    mkdirSync(dir, { recursive: true })
    env.BUILD_CPU_PROF_DIR = dir
  }
  const { peakBytes, atPeak, seconds, cpuSeconds } = await build(workDir, env)
  const timings = JSON.parse(readFileSync(join(workDir, 'build-report', 'timings.json'), 'utf8')) as Record<string, number>
  const rows: [string, string][] = [
    ['posts added', String(posts)],
    ['pages rendered', String(timings.renderedPages)],
    ['whole build', `${seconds.toFixed(1)} s`],
    ['CPU time (process tree)', `${cpuSeconds.toFixed(1)} s`],
    ['client bundle', `${timings.clientSeconds!.toFixed(1)} s`],
    ['server bundle', `${timings.serverSeconds!.toFixed(1)} s`],
    ['render', `${timings.renderSeconds!.toFixed(1)} s`],
    ['render per page', `${timings.renderMsPerPage!.toFixed(1)} ms (CPU ${timings.renderCpuMsPerPage!.toFixed(1)} ms)`],
    ['dist checks', `${timings.distCheckSeconds!.toFixed(1)} s`],
    ...Object.entries(timings)
      .filter(([key]) => (key.startsWith('postbuild ') || key.startsWith('dist check ')) && key.endsWith(' seconds'))
      .map(([key, value]): [string, string] => [key.replace(/ seconds$/, ''), `${value.toFixed(2)} s`]),
    ['peak memory (process tree)', `${(peakBytes / 1024 ** 3).toFixed(2)} GB`],
    ['largest processes at peak', atPeak],
  ]
  console.log(`\n${rows.map(([name, value]) => `${name.padEnd(36)}${value}`).join('\n')}`)
  if (values.keep) console.log(`\nkept: ${workDir}`)
} finally {
  if (!values.keep) rmSync(workDir, { recursive: true, force: true })
}

/**
 * `npm run bench:scale -- --posts N`: how the build grows with the blog. Copies the project to a
 * temporary folder (node_modules linked, not copied), adds N generated posts in every language,
 * runs `npm run build` there and prints pages, seconds per phase, ms per rendered page and the
 * peak memory and CPU time of the whole process tree. Prints figures; asserts nothing.
 *   --posts N           generated posts to add (default 0: today's blog)
 *   --keep              keep the temporary copy (its dist/ and build-report/) and print its path
 *   --cpu-prof DIR      write a V8 CPU profile of the build's process and of each of its threads into DIR
 *   --reference         then build the bare vite-react-ssg app issue 13 measured the machine with,
 *                       with as many pages, and print both times (scripts/bench/bareStackReference.ts)
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { buildBareStackApp, writeBareStackApp } from './bareStackReference'
import { copyProject } from '../tools/projectCopy'
import { timedBuild } from './timedBuild'
import { writeSyntheticPosts } from './syntheticPosts'

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '0' },
    keep: { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
    reference: { type: 'boolean', default: false },
  },
})
const posts = Number(values.posts)
if (!Number.isInteger(posts) || posts < 0)
  throw new Error(`--posts must be a whole number of posts to add, not "${values.posts}".`)

const workDir = copyProject('vaultline-bench-')
try {
  const files = writeSyntheticPosts(join(workDir, 'src', 'content', 'blog'), posts)
  console.log(`bench:scale: ${posts} generated posts (${files} files) added to a copy in ${workDir}`)
  const env: NodeJS.ProcessEnv = { ...process.env, DIST_CHECK_UPDATE_ROUTE_SNAPSHOT: '1' }
  const profileDir = values['cpu-prof'] && resolve(values['cpu-prof'])
  if (profileDir) mkdirSync(profileDir, { recursive: true })
  const { peakBytes, atPeak, seconds, cpuSeconds, kernelCpuSeconds } = await timedBuild(
    workDir,
    env,
    profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  )
  const timings = JSON.parse(readFileSync(join(workDir, 'build-report', 'timings.json'), 'utf8')) as Record<
    string,
    number
  >
  const rows: [string, string][] = [
    ['posts added', String(posts)],
    ['pages rendered', String(timings.renderedPages)],
    ['alias pages copied, not rendered', String(timings.copiedPages)],
    ['whole build', `${seconds.toFixed(1)} s`],
    ['CPU time (process tree)', `${cpuSeconds.toFixed(1)} s`],
    ['of which in the kernel', `${kernelCpuSeconds.toFixed(1)} s`],
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
  const nameWidth = Math.max(...rows.map(([name]) => name.length)) + 2
  const print = (lines: readonly [string, string][]) =>
    console.log(lines.map(([name, value]) => `${name.padEnd(Math.max(nameWidth, name.length + 2))}${value}`).join('\n'))
  console.log('')
  print(rows)
  // After the build's figures are printed: a reference that fails to build loses none of them.
  if (values.reference) {
    const pages = timings.renderedPages! + timings.copiedPages!
    const referenceDir = writeBareStackApp(pages)
    try {
      const referenceSeconds = await buildBareStackApp(referenceDir)
      print([
        [
          `reference: bare vite-react-ssg app, ${pages} pages`,
          `${referenceSeconds.toFixed(1)} s (when issue 13 was filed: 3.5–4.5 s for 219 pages, 25.6 s for 1,200)`,
        ],
        ['whole build / reference', `${(seconds / referenceSeconds).toFixed(2)}`],
      ])
    } finally {
      rmSync(referenceDir, { recursive: true, force: true })
    }
  }
  if (values.keep) console.log(`\nkept: ${workDir}`)
} finally {
  if (!values.keep) rmSync(workDir, { recursive: true, force: true })
}

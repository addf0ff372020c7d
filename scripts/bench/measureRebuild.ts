/**
 * What an editor waits for after publishing: a cold build of a copy of the project (no caches),
 * then a rebuild after changing one post, then one after changing one page's copy, each with its
 * phases and what the caches gave back (content editor bundle, social cards, post images).
 *
 *   npm run measure:rebuild [-- --keep] [--posts N]
 *   --posts N   add N generated posts first, as bench:scale does: what publishing costs on a large blog
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { postFilePath } from '../../src/content/blog/postFiles'
import { copyProject } from '../tools/projectCopy'
import { writeSyntheticPosts } from './syntheticPosts'
import { timedBuild } from './timedBuild'

const { values } = parseArgs({
  options: { keep: { type: 'boolean', default: false }, posts: { type: 'string', default: '0' } },
})
const posts = Number(values.posts)
if (!Number.isInteger(posts) || posts < 0)
  throw new Error(`--posts must be a whole number of posts to add, not "${values.posts}".`)

/** The edits an editor makes: a paragraph added to a post, a heading reworded on the German home page. */
const edits = {
  'one post': (root: string) => {
    const file = join(root, postFilePath('ss7-interception-explained', 'en'))
    writeFileSync(
      file,
      `${readFileSync(file, 'utf8')}\nAsk your operator which signalling firewall rules it enforces for roaming partners, and how often it reviews them.\n`,
    )
  },
  'one page’s copy': (root: string) => {
    const file = join(root, 'locales', 'de', 'home.json')
    const copy = JSON.parse(readFileSync(file, 'utf8')) as { hero: { title: string } }
    copy.hero.title = 'Vertrauliche Gespräche für Organisationen, die sich kein Mithören erlauben können'
    writeFileSync(file, `${JSON.stringify(copy, null, 2)}\n`)
  },
} as const

interface Run {
  name: string
  seconds: number
  timings: Record<string, number>
  cacheLines: string[]
}

const workDir = copyProject('vaultline-rebuild-')
const runs: Run[] = []
try {
  if (posts > 0)
    console.log(
      `measure:rebuild: ${posts} generated posts (${writeSyntheticPosts(join(workDir, 'src', 'content', 'blog'), posts)} files) added`,
    )
  // A site whose editors publish has an editor: built for the GitHub back end unless one is set.
  const env: NodeJS.ProcessEnv = {
    CMS_GITHUB_REPO: 'vaultline/website',
    CMS_OAUTH_BASE_URL: 'https://cms-auth.vaultline.example',
    ...process.env,
  }
  for (const [name, edit] of [['cold (no caches)', null], ...Object.entries(edits)] as const) {
    if (edit) edit(workDir)
    console.log(`measure:rebuild: ${name}`)
    const cacheLines: string[] = []
    const { seconds } = await timedBuild(workDir, env, [], (line) => {
      console.log(`  ${line}`)
      if (line.startsWith('[postbuild]')) cacheLines.push(line)
    })
    runs.push({
      name,
      seconds,
      timings: JSON.parse(readFileSync(join(workDir, 'build-report', 'timings.json'), 'utf8')) as Record<
        string,
        number
      >,
      cacheLines,
    })
  }
  const rows: [string, (run: Run) => string][] = [
    ['whole build', (run) => `${run.seconds.toFixed(1)} s`],
    ['client bundle', (run) => `${run.timings.clientSeconds!.toFixed(1)} s`],
    ['server bundle', (run) => `${run.timings.serverSeconds!.toFixed(1)} s`],
    ['render', (run) => `${run.timings.renderSeconds!.toFixed(1)} s`],
    ['hosting files', (run) => `${run.timings.postbuildSeconds!.toFixed(1)} s`],
    ['  content editor', (run) => `${run.timings['postbuild content editor seconds']!.toFixed(2)} s`],
    ['  social cards', (run) => `${run.timings['postbuild social cards seconds']!.toFixed(2)} s`],
    ['  search index', (run) => `${run.timings['postbuild search index seconds']!.toFixed(2)} s`],
    ['dist checks', (run) => `${run.timings.distCheckSeconds!.toFixed(1)} s`],
    ['  valid HTML', (run) => `${run.timings['dist check valid HTML seconds']!.toFixed(2)} s`],
  ]
  const width = 22
  console.log(`\n${''.padEnd(width)}${runs.map((run) => run.name.padEnd(22)).join('')}`)
  for (const [label, value] of rows)
    console.log(`${label.padEnd(width)}${runs.map((run) => value(run).padEnd(22)).join('')}`)
  console.log('\nWhat the caches gave back:')
  for (const run of runs) {
    const summary = run.cacheLines.join(' ')
    const editor =
      /content editor (?:[\d.]+ MB \((built|from the cache)\)|(not connected))/.exec(summary)?.slice(1).find(Boolean) ??
      '?'
    const cards = /social cards \(([^)]*)\)/.exec(summary)?.[1] ?? '?'
    console.log(`  ${run.name}: content editor ${editor}; social cards ${cards}`)
  }
  if (values.keep) console.log(`\nkept: ${workDir}`)
} finally {
  if (!values.keep) rmSync(workDir, { recursive: true, force: true })
}

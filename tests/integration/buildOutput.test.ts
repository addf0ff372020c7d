/**
 * Workflows review 2026-12-01, DV-7: a build printed 576 lines, about 450 of them Vite's list of
 * every bundled file, with long silences (no page counter in the render) and the checks' results
 * in one burst at the end. This runs `npm run build` on a copy of the project and reads what it
 * prints: no file list, a line when each bundle is written, the render's counter, each check's
 * result. (That each check is told as it finishes is held by tests/unit/dist-check/streamedOutcomes.test.ts.)
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { buildProcessArgs } from '../../scripts/shared/buildNodeFlags'
import { copyProject } from '../../scripts/tools/projectCopy'

let copy = ''
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

/** Runs the build in `root` as `npm run build` does; answers what it printed (stdout and stderr as they came) and its exit code. */
function build(root: string): Promise<{ lines: string[]; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, buildProcessArgs(join(root, 'scripts', 'build.ts')), {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', BUILD_LOG_LEVEL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ lines: output.split('\n').filter((line) => line.trim() !== ''), code }))
  })
}

/** One build of a copy of the project, which every test here reads. */
let built: Promise<{ lines: string[]; code: number | null }> | undefined
const builtCopy = () => {
  built ??= (async () => {
    copy = copyProject('vaultline-build-output-')
    return build(copy)
  })()
  return built
}

it('DV-7: the build lists no bundled files, says when each bundle is written, counts the render and the checked pages, and gives each check its line', async () => {
  const { lines } = await builtCopy()
  const printed = lines.join('\n')
  // Whether or not dist-check passes on this copy's content, the output is the same in form.
  expect(printed).toMatch(/^\[build\] bundle, render, hosting files, checks of dist\/: each says when it is done$/m)
  // Vite's list: "dist/assets/app-1a2b3c.js   12.34 kB".
  expect(lines.filter((line) => /\s[\d.,]+ kB\b/.test(line))).toEqual([])
  expect(printed).toMatch(/^\[bundle\] the browser bundle is written \([\d.]+ s\)$/m)
  expect(printed).toMatch(/^\[bundle\] the render bundle is written \([\d.]+ s\)$/m)
  const counts = lines.flatMap((line) => {
    const count = /^\[prerender\] render (\d+)\/(\d+)$/.exec(line)
    return count ? [{ done: Number(count[1]), total: Number(count[2]) }] : []
  })
  // A line at each tenth of the pages, up to every page.
  expect(counts.length, printed).toBe(10)
  expect(counts.map(({ done }) => done)).toEqual(counts.map(({ done }) => done).sort((a, b) => a - b))
  expect(counts.at(-1)!.done).toBe(counts.at(-1)!.total)
  expect(lines.filter((line) => line.startsWith('[postbuild] ')).length).toBeGreaterThan(5)
  // dist-check's pass over the pages counts too, then each check says its result.
  const checked = lines.flatMap((line) => /^dist-check: pages (\d+)\/(\d+)$/.exec(line)?.slice(1).map(Number) ?? [])
  expect(checked.length, printed).toBe(20)
  expect(checked.at(-2)).toBe(checked.at(-1))
  const results = lines.filter((line) => /^dist-check: (ok  |warn|FAIL) /.test(line))
  const announced = /^dist-check: (\d+) checks of \d+ HTML files; each says when it is done\.$/m.exec(printed)
  expect(announced, printed).not.toBeNull()
  expect(results.length).toBe(Number(announced![1]))
  console.log(`npm run build printed ${lines.length} lines (${results.length} check results)`)
}, 1_200_000)

/**
 * Architecture review 2026-12-01, A-01 and A-04: the site had a prerender of its own beside
 * vite-react-ssg, which switched itself to threads at 400 pages, a path only a benchmark ran.
 * `vite-react-ssg build` now bundles and renders every page, at any size, with the build's work in
 * its hooks: the render a blog of a thousand posts runs is the one this build runs.
 */
it('A-01, A-04: vite-react-ssg’s own build bundles the app and renders every page, at any size, and the build finishes each page in its hooks', async () => {
  const { lines, code } = await builtCopy()
  const printed = lines.join('\n')
  const timings = JSON.parse(readFileSync(join(copy, 'build-report', 'timings.json'), 'utf8')) as {
    renderedPages: number
  }
  expect(code, printed).toBe(0)
  expect(printed).toMatch(/^\[vite-react-ssg\] Build for client\.\.\.$/m)
  expect(printed).toMatch(/^\[vite-react-ssg\] Build for server\.\.\.$/m)
  // Its render, told the paths of the route table (includedRoutes), pages counted by the build's onPageRendered.
  expect(printed).toContain(`[vite-react-ssg] Rendering Pages... (${timings.renderedPages})`)
  expect(printed).toContain(`[prerender] render ${timings.renderedPages}/${timings.renderedPages}`)
  // onFinished: the checks of dist/ ran inside it, before vite-react-ssg says it is done and could end the process.
  const finishedAt = lines.indexOf('[vite-react-ssg] Build finished.')
  expect(finishedAt).toBeGreaterThan(-1)
  expect(lines.findIndex((line) => /^\[build\] [\d.]+ s in all/.test(line))).toBeGreaterThan(finishedAt)
  // Pages finished by onPageRendered: the app loader in place of the entry script, no module preloads.
  const home = readFileSync(join(copy, 'dist', 'index.html'), 'utf8')
  expect(home).toMatch(/<div id="root" data-server-rendered="true">/)
  expect(home).toContain('<script type="module" id="app-loader"')
  expect(home).not.toContain('rel="modulepreload"')
  // No route has a loader: no loader-data file for any page (patches/vite-react-ssg+0.9.2.patch).
  expect(existsSync(join(copy, 'dist', 'static-loader-data'))).toBe(false)
}, 1_200_000)

/**
 * Workflows review 2026-12-01, DV-5: a bad post stopped the build under a bundler's stack trace.
 * Its message must reach the writer alone, naming the file and the fix, with no stack from the
 * bundler or from Node.
 */
it('DV-5: a post without a title stops the build with the file and the fix, and no stack trace', async () => {
  const bad = copyProject('vaultline-bad-post-')
  try {
    const post = join(bad, 'src', 'content', 'blog', 'harvest-now-decrypt-later', 'index.de.md')
    writeFileSync(post, readFileSync(post, 'utf8').replace(/^title: .*\n/m, ''))
    const { lines, code } = await build(bad)
    const printed = lines.join('\n')
    expect(code, printed).toBe(1)
    expect(printed).toContain(
      '[InvalidPostFrontMatter] src/content/blog/harvest-now-decrypt-later/index.de.md: front matter field "title" is missing.',
    )
    expect(printed).toContain('→ Fix the fields between the --- lines at the top of the post')
    expect(lines.at(-1)).toBe('The build stopped at the problem above.')
    expect(
      lines.filter((line) => /^\s+at /.test(line)),
      printed,
    ).toEqual([])
  } finally {
    rmSync(bad, { recursive: true, force: true })
  }
}, 1_200_000)

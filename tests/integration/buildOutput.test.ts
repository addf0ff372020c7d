/**
 * Workflows review 2026-12-01, DV-7: a build printed 576 lines, about 450 of them Vite's list of
 * every bundled file, with long silences (no page counter in the render) and the checks' results
 * in one burst at the end. This runs `npm run build` on a copy of the project and reads what it
 * prints: no file list, a line when each bundle is written, the render's counter, each check's
 * result. (That each check is told as it finishes is held by tests/unit/dist-check/streamedOutcomes.test.ts.)
 */
import { spawn } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { copyProject } from '../../scripts/tools/projectCopy'

let copy = ''
afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true })
})

/** Runs the build in `root` as `npm run build` does; answers what it printed (stdout and stderr as they came) and its exit code. */
function build(root: string): Promise<{ lines: string[]; code: number | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'build.ts')], {
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
 * Architecture review 2026-12-01, A-04: the render switched itself to threads at 400 pages, a path
 * only a benchmark ran. The render threads now run at every size, as many as the cores allow: this
 * build of today's site takes the path a blog of a thousand posts takes.
 */
it('A-04: renders today’s site on the render threads a large blog’s build uses, as many as the cores allow, whatever the number of pages', async () => {
  const { lines } = await builtCopy()
  const threads = Math.min(availableParallelism(), 4)
  const timings = JSON.parse(readFileSync(join(copy, 'build-report', 'timings.json'), 'utf8')) as {
    renderThreads: number
    renderedPages: number
  }
  expect(timings.renderedPages).toBeLessThan(400)
  expect(timings.renderThreads).toBe(threads)
  expect(lines.join('\n')).toMatch(new RegExp(`^\\[prerender\\] \\d+ pages on ${threads} render threads? in `, 'm'))
}, 1_200_000)

/**
 * `npm run build`: vite-react-ssg prerenders every route, then postbuild writes the hosting
 * files. Times both phases (and the render phase inside the first) into build-report/timings.json.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from './content/routeEntries'

function run(command: string, args: string[], onLine: (line: string) => void = () => undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'], env: process.env })
    let buffered = ''
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk)
      buffered += chunk.toString()
      const lines = buffered.split('\n')
      buffered = lines.pop() ?? ''
      lines.forEach(onLine)
    })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

const bin = (name: string) => join(projectRoot, 'node_modules', '.bin', name)
const started = performance.now()
let renderStarted = 0
let renderEnded = 0
let pages = 0
await run(bin('vite-react-ssg'), ['build'], (line) => {
  const rendering = /Rendering Pages\.\.\.\s*\((\d+)\)/.exec(line.replace(/\x1b\[[0-9;]*m/g, ''))
  if (rendering) {
    renderStarted = performance.now()
    pages = Number(rendering[1])
  }
  if (/Generating static loader data|Build finished/.test(line) && renderStarted && !renderEnded) renderEnded = performance.now()
})
const prerendered = performance.now()
await run(bin('tsx'), [join('scripts', 'hosting', 'steps.ts')])
const finished = performance.now()
const timings = {
  totalSeconds: (finished - started) / 1000,
  viteSsgSeconds: (prerendered - started) / 1000,
  renderSeconds: (renderEnded - renderStarted) / 1000,
  renderedPages: pages,
  renderMsPerPage: pages ? (renderEnded - renderStarted) / pages : 0,
  postbuildSeconds: (finished - prerendered) / 1000,
}
mkdirSync(join(projectRoot, 'build-report'), { recursive: true })
writeFileSync(join(projectRoot, 'build-report', 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`)
console.log(`\n[build] ${timings.totalSeconds.toFixed(1)} s in all: prerender ${timings.viteSsgSeconds.toFixed(1)} s (render ${timings.renderSeconds.toFixed(1)} s for ${pages} pages, ${timings.renderMsPerPage.toFixed(0)} ms/page), hosting files ${timings.postbuildSeconds.toFixed(1)} s`)

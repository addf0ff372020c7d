/**
 * `npm run profile:top -- <file.cpuprofile> [--phases build-report/timings.json] [--top 15]`:
 * the functions a V8 CPU profile spent its time in, by self time and by total time (with
 * callees), as function and file. With --phases, only the samples taken during the render phase
 * count (the render's start and end scripts/build.ts records share the profile's monotonic clock).
 * Render threads write their own profiles (one file per thread).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { projectRoot } from '../shared/projectPaths'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface CpuProfile {
  nodes: ProfileNode[]
  startTime: number
  samples: number[]
  timeDeltas: number[]
}

const idle = new Set(['(idle)', '(program)', '(garbage collector)', '(root)'])

function frameName({ functionName, url, lineNumber }: ProfileNode['callFrame']): string {
  const file = url
    .replace(/^file:\/\//, '')
    .replace(`${projectRoot}/`, '')
    .replace(/^.*\/node_modules\//, '')
  return `${functionName || '(anonymous)'}  ${file || '(native)'}${file ? `:${lineNumber + 1}` : ''}`
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { phases: { type: 'string' }, top: { type: 'string', default: '15' } },
})
const [file] = positionals
if (!file) throw new Error('Name the .cpuprofile to read: npm run profile:top -- path/to/file.cpuprofile')
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
const phases = values.phases
  ? (JSON.parse(readFileSync(values.phases, 'utf8')) as { renderStart?: number; renderEnd?: number })
  : null
// Phases are in milliseconds, the profile in microseconds.
const from = phases?.renderStart !== undefined ? phases.renderStart * 1000 : -Infinity
const to = phases?.renderEnd !== undefined ? phases.renderEnd * 1000 : Infinity

const byId = new Map(profile.nodes.map((node) => [node.id, node]))
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

const self = new Map<string, number>()
const total = new Map<string, number>()
let counted = 0
let time = profile.startTime
profile.samples.forEach((id, index) => {
  time += profile.timeDeltas[index] ?? 0
  if (time < from || time > to) return
  const delta = profile.timeDeltas[index + 1] ?? 0
  const node = byId.get(id)!
  counted += delta
  const own = frameName(node.callFrame)
  self.set(own, (self.get(own) ?? 0) + delta)
  const seen = new Set<string>()
  for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
    const name = frameName(byId.get(current)!.callFrame)
    if (seen.has(name)) continue
    seen.add(name)
    total.set(name, (total.get(name) ?? 0) + delta)
  }
})

const top = Number(values.top)
const table = (title: string, map: Map<string, number>) => {
  const rows = [...map]
    .filter(([name]) => !idle.has(name.split('  ')[0]!))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
  return [
    `${title}:`,
    ...rows.map(
      ([name, us]) =>
        `  ${(us / 1000).toFixed(0).padStart(7)} ms  ${((us / counted) * 100).toFixed(1).padStart(5)} %  ${name}`,
    ),
  ].join('\n')
}
console.log(`${(counted / 1e6).toFixed(1)} s of samples${phases ? ' in the render phase' : ''}`)
console.log(table('self time', self))
console.log(table('total time (with callees)', total))

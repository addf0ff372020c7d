/**
 * `npm run build`: the prerender (scripts/render/prerender.ts) renders every route, then one
 * process (scripts/hostAndCheck.ts, started when the render starts so that it loads meanwhile) runs
 * the hosting steps (scripts/hosting/steps.ts), which write the hosting files, and dist-check,
 * which verifies dist/ (a failure fails the build). Writes the seconds of every phase (client bundle, server bundle, render, each post-build
 * step) to build-report/timings.json and prints them. With BUILD_CPU_PROF_DIR set, every process
 * (the bundling child of the prerender included) writes a V8 CPU profile there (Node refuses --cpu-prof in NODE_OPTIONS); see `npm run profile:top`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildPhasesFile, distCheckTimesFile, postbuildStepsFile, type BuildPhases, type PostbuildSteps } from './render/buildPhases'
import { buildSnapshotVariable } from './content/buildSnapshot'
import { pagesAsWrittenFlag, type HostAndCheckMessage, type PrerenderMessage, type ToHostAndCheckMessage } from './render/buildMessages'
import { projectRoot } from './shared/projectPaths'
import { bundledScript } from './shared/bundledScript'

interface Child {
  process: ChildProcess
  /** Resolves when the process ends with 0, rejects otherwise. */
  done: Promise<void>
}

/** Starts a step with the build's output and an IPC channel (scripts/hostAndCheck.ts waits on it). */
function start(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(command, args, { cwd: projectRoot, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env })
  const done = new Promise<void>((resolve, reject) => {
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))))
  })
  return { process: child, done }
}

function readJson<T>(file: string): T {
  if (!existsSync(file)) throw new Error(`${file} was not written: the build step that writes it did not finish.`)
  return JSON.parse(readFileSync(file, 'utf8')) as T
}

// Settings in .env (docs/configuration.md) reach every step, not only Vite's VITE_ variables; the environment wins.
const envFile = join(projectRoot, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

// What one step computes for all (the blog's reading) is kept here for this build only.
const snapshotDir = join(projectRoot, '.tmp', 'build-snapshot')
rmSync(snapshotDir, { recursive: true, force: true })
process.env[buildSnapshotVariable] = snapshotDir

const profileDir = process.env.BUILD_CPU_PROF_DIR
const node = (...args: string[]): [string, string[]] => [process.execPath, [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), ...args]]
const seconds = (from: number, to: number) => (to - from) / 1000
rmSync(buildPhasesFile, { force: true })
rmSync(postbuildStepsFile, { force: true })
rmSync(distCheckTimesFile, { force: true })
const started = performance.now()
// React picks its development or production build when first loaded, before any of our code
// runs, so NODE_ENV must be in the prerender's environment (development renders twice as slowly).
// Both processes run as bundled JavaScript: the tsx loader in the way of every import cost each a
// third of a second before its work began (scripts/shared/bundledScript.ts).
const [prerenderScript, hostAndCheckScript] = await Promise.all([
  bundledScript(join(projectRoot, 'scripts', 'render', 'prerender.ts'), 'prerender'),
  bundledScript(join(projectRoot, 'scripts', 'hostAndCheck.ts'), 'hostAndCheck'),
])
const prerender = start(...node(prerenderScript), { ...process.env, NODE_ENV: 'production' })
// The build is not done until dist/ passes its checks: a broken page fails the build here, with the fix, not a later command.
// Started when the render starts, it loads its modules while the pages are rendered and waits for them.
// It says when it is waiting; it is then given the pages written so far and each one after, and
// told once all are written.
let hostAndCheck: Child | undefined
let waiting = false
const toHostAndCheck: ToHostAndCheckMessage[] = []
const tellHostAndCheck = (message?: ToHostAndCheckMessage) => {
  if (message) toHostAndCheck.push(message)
  if (waiting) for (const next of toHostAndCheck.splice(0)) hostAndCheck!.process.send(next)
}
const startHostAndCheck = (pagesAsWritten = false): Child => {
  if (hostAndCheck) return hostAndCheck
  hostAndCheck = start(...node(hostAndCheckScript, ...(pagesAsWritten ? [pagesAsWrittenFlag] : [])), process.env)
  hostAndCheck.process.on('message', (message: HostAndCheckMessage) => {
    waiting ||= message === 'waiting'
    tellHostAndCheck()
  })
  return hostAndCheck
}
prerender.process.on('message', (message: PrerenderMessage) => {
  if ('rendering' in message) startHostAndCheck(message.rendering.pagesAsWritten)
  else if ('written' in message) tellHostAndCheck(message)
})
try {
  await prerender.done
} catch (error) {
  hostAndCheck?.process.kill()
  throw error
}
const prerendered = performance.now()
const { done: checked } = startHostAndCheck()
tellHostAndCheck('prerendered')
await checked
const finished = performance.now()
rmSync(snapshotDir, { recursive: true, force: true })

const phases = readJson<BuildPhases>(buildPhasesFile)
const { steps, seconds: stepsSeconds } = readJson<PostbuildSteps>(postbuildStepsFile)
// One process runs the steps and the checks (scripts/hostAndCheck.ts): the steps are timed, the checks have the rest.
const checks = readJson<Record<string, number>>(distCheckTimesFile)
const timings = {
  totalSeconds: (finished - started) / 1000,
  prerenderSeconds: (prerendered - started) / 1000,
  clientSeconds: seconds(phases.clientStart, phases.clientEnd),
  clientCpuSeconds: phases.clientCpuMs / 1000,
  serverSeconds: seconds(phases.serverStart, phases.serverEnd),
  serverCpuSeconds: phases.serverCpuMs / 1000,
  renderSeconds: seconds(phases.renderStart, phases.renderEnd),
  renderedPages: phases.renderedPages,
  copiedPages: phases.copiedPages,
  renderMsPerPage: phases.renderedPages ? (phases.renderEnd - phases.renderStart) / phases.renderedPages : 0,
  renderCpuMsPerPage: phases.renderedPages ? phases.renderCpuMs / phases.renderedPages : 0,
  postbuildSeconds: stepsSeconds,
  distCheckSeconds: (finished - prerendered) / 1000 - stepsSeconds,
  ...Object.fromEntries(Object.entries(steps).map(([step, value]) => [`postbuild ${step} seconds`, value])),
  ...Object.fromEntries(Object.entries(checks).map(([check, value]) => [`dist check ${check} seconds`, value])),
}
mkdirSync(join(projectRoot, 'build-report'), { recursive: true })
writeFileSync(join(projectRoot, 'build-report', 'timings.json'), `${JSON.stringify(timings, null, 2)}\n`)
console.log(
  `\n[build] ${timings.totalSeconds.toFixed(1)} s in all: client ${timings.clientSeconds.toFixed(1)} s, server ${timings.serverSeconds.toFixed(1)} s, ` +
    `render ${timings.renderSeconds.toFixed(1)} s for ${timings.renderedPages} pages and ${timings.copiedPages} alias copies (${timings.renderMsPerPage.toFixed(1)} ms/page, CPU ${timings.renderCpuMsPerPage.toFixed(1)} ms/page), hosting files ${timings.postbuildSeconds.toFixed(1)} s, dist checks ${timings.distCheckSeconds.toFixed(1)} s`,
)

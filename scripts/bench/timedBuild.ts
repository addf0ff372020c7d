/** Runs the production build as a child process and measures it, for the measurement tools. */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { buildProcessArgs } from '../shared/buildNodeFlags'
import { childrenCpuSeconds, sampleTreeMemory } from './processTreeResources'

/** `npm run build` in a project folder, timed, with the peak memory and CPU time of its whole process tree. */
export function timedBuild(
  cwd: string,
  env: NodeJS.ProcessEnv,
  nodeOptions: readonly string[] = [],
  onSummary: (line: string) => void = (line) => console.log(`  ${line}`),
): Promise<{ peakBytes: number; atPeak: string; seconds: number; cpuSeconds: number; kernelCpuSeconds: number }> {
  return new Promise((done, fail) => {
    const started = performance.now()
    const cpuBefore = childrenCpuSeconds()
    const child = spawn(process.execPath, buildProcessArgs(join('scripts', 'build.ts'), nodeOptions), {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    // The prerender lists every page it writes; keep the build's own summary lines only.
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (/^\[(build|postbuild|i18n|blog|prerender)\]/.test(line)) onSummary(line)
    })
    const memory = sampleTreeMemory(child.pid!)
    child.on('exit', (code) => {
      const { peakBytes, atPeak } = memory.stop()
      const cpu = childrenCpuSeconds()
      const kernelCpuSeconds = cpu.system - cpuBefore.system
      if (code === 0)
        done({
          peakBytes,
          atPeak,
          seconds: (performance.now() - started) / 1000,
          cpuSeconds: cpu.user - cpuBefore.user + kernelCpuSeconds,
          kernelCpuSeconds,
        })
      else fail(new Error(`The build in ${cwd} failed (exit code ${code}); keep the copy (--keep) and look at it.`))
    })
  })
}

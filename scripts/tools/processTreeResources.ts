/**
 * What a process tree uses, read from /proc (Linux): its peak memory (the sum of the resident set
 * sizes of a process and all its descendants at each sample, the highest sum kept) and its CPU
 * time. Child processes (the prerender, the post-build steps, Pagefind's native binary) count,
 * unlike `process.memoryUsage()`.
 */
import { execSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const pageBytes = 4096

function parentOf(pid: number): number | null {
  try {
    // The command name (field 2) may hold spaces and parentheses; fields after its last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

function residentBytes(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * pageBytes
  } catch {
    return 0 // the process ended between listing and reading
  }
}

/** Resident bytes of `root` and every process below it right now. */
export function treeResidentBytes(root: number): number {
  const children = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const pid = Number(name)
    const parent = parentOf(pid)
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid])
  }
  let total = 0
  const pending = [root]
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += residentBytes(pid)
    pending.push(...(children.get(pid) ?? []))
  }
  return total
}

/** Samples the tree under `root` every `intervalMs` until stopped; returns the peak in bytes. */
export function sampleTreeMemory(root: number, intervalMs = 250): { stop(): number } {
  let peak = 0
  const sample = () => {
    peak = Math.max(peak, treeResidentBytes(root))
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}

/**
 * CPU seconds (user + system) of this process's finished children and their descendants, as the
 * kernel adds them up when each is waited for: measured before and after a child runs, the
 * difference is the CPU time of its whole tree, which the machine's other load barely changes.
 */
export function childrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 16 and 17 of /proc/<pid>/stat (cutime, cstime), in clock ticks.
  return (Number(fields[13]) + Number(fields[14])) / clockTicksPerSecond()
}

let ticks: number | undefined
function clockTicksPerSecond(): number {
  ticks ??= Number(execSync('getconf CLK_TCK').toString().trim()) || 100
  return ticks
}

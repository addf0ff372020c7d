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

/** A process's command line, shortened, to say where the peak memory was. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
      .split('\0')
      .filter(Boolean)
      .map((part) => part.split('/').pop())
      .join(' ')
      .slice(0, 60)
  } catch {
    return '?'
  }
}

/** Resident bytes of `root` and every process below it right now, and of each of them. */
export function treeResidentBytes(root: number): { total: number; processes: { pid: number; bytes: number }[] } {
  const children = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const pid = Number(name)
    const parent = parentOf(pid)
    if (parent !== null) children.set(parent, [...(children.get(parent) ?? []), pid])
  }
  const processes: { pid: number; bytes: number }[] = []
  const pending = [root]
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    processes.push({ pid, bytes: residentBytes(pid) })
    pending.push(...(children.get(pid) ?? []))
  }
  return { total: processes.reduce((sum, { bytes }) => sum + bytes, 0), processes }
}

/**
 * Samples the tree under `root` every `intervalMs` until stopped; returns the peak in bytes and
 * the processes holding most of it at that moment (command line and bytes).
 */
export function sampleTreeMemory(root: number, intervalMs = 250): { stop(): { peakBytes: number; atPeak: string } } {
  let peak = 0
  let atPeak = ''
  const sample = () => {
    const { total, processes } = treeResidentBytes(root)
    if (total <= peak) return
    peak = total
    atPeak = processes
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 3)
      .map(({ pid, bytes }) => `${commandOf(pid)} ${(bytes / 1024 ** 3).toFixed(2)} GB`)
      .join('; ')
  }
  sample()
  const timer = setInterval(sample, intervalMs)
  return {
    stop() {
      clearInterval(timer)
      return { peakBytes: peak, atPeak }
    },
  }
}

/**
 * CPU seconds of this process's finished children and their descendants, in user space and in the
 * kernel (creating files, faulting in memory), as the kernel adds them up when each is waited
 * for: measured before and after a child runs, the difference is the CPU time of its whole tree.
 */
export function childrenCpuSeconds(): { user: number; system: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 16 and 17 of /proc/<pid>/stat (cutime, cstime), in clock ticks.
  return { user: Number(fields[13]) / clockTicksPerSecond(), system: Number(fields[14]) / clockTicksPerSecond() }
}

let ticks: number | undefined
function clockTicksPerSecond(): number {
  ticks ??= Number(execSync('getconf CLK_TCK').toString().trim()) || 100
  return ticks
}

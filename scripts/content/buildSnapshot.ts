/**
 * Work one build does once for all its steps. `npm run build` runs three processes (prerender,
 * hosting files, dist-check) and, inside the first, several Vite plugins that each need the same
 * reading of the blog: on a blog of a thousand posts that reading took 5–6 s, and it was done
 * six times. With BUILD_SNAPSHOT_DIR set (scripts/build.ts sets it to a folder it empties first),
 * the first step to need a value computes it and later ones, in this process or another, reuse
 * it, as long as the inputs' fingerprint is unchanged. Without it (tests, the dev server, a
 * single script) every call computes afresh, so nothing outlives the build that made it.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const buildSnapshotVariable = 'BUILD_SNAPSHOT_DIR'

const inMemory = new Map<string, { fingerprint: string; value: unknown }>()

/** Every file under a folder with its size and modification time: what the blog's reading depends on. */
export function folderFingerprint(dir: string): string {
  const hash = createHash('sha256')
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name)
      const stat = statSync(path)
      if (stat.isDirectory()) walk(path)
      else hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`)
    }
  }
  walk(dir)
  return hash.digest('base64url')
}

/**
 * The value of `compute()` under `name`, computed once per build while `fingerprint()` is
 * unchanged. The value must survive JSON (plain data), since another process reads it back.
 */
export function oncePerBuild<T>(
  name: string,
  fingerprint: () => string,
  compute: () => T,
  env: NodeJS.ProcessEnv = process.env,
): T {
  const dir = env[buildSnapshotVariable]
  if (!dir) return compute()
  const current = fingerprint()
  const kept = inMemory.get(name)
  if (kept?.fingerprint === current) return kept.value as T
  const file = join(dir, `${name}.json`)
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { fingerprint: string; value: T }
    if (stored.fingerprint === current) {
      inMemory.set(name, stored)
      return stored.value
    }
  }
  const value = compute()
  inMemory.set(name, { fingerprint: current, value })
  mkdirSync(dir, { recursive: true })
  writeFileSync(file, JSON.stringify({ fingerprint: current, value }))
  return value
}

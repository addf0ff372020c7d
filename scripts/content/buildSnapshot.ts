/**
 * Work one build does once for all its steps. Within `npm run build` the bundles' plugins, the
 * render, the hosting files and dist-check all need the same reading of the blog (5–6 s at a
 * thousand posts); in the build's process, the first to need a value computes it and the others
 * reuse it while its inputs' fingerprint is unchanged. scripts/build.ts turns this on;
 * tests, the dev server and single scripts compute afresh.
 */
import { createHash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Held by the process, not by this module: Vite runs vite.config.ts, and with it the plugins that
 * read the blog, through its module runner, which gives them instances of this module of their own
 * (one per loading of the config: three in vite-react-ssg's build). With a store per instance, that
 * process read the blog five times (a thousand posts: about 14 of its 28 s of CPU before the render).
 */
const store = ((globalThis as { [key: symbol]: unknown })[Symbol.for('vaultline.buildSnapshot')] ??= {
  remembering: false,
  remembered: new Map(),
}) as { remembering: boolean; remembered: Map<string, { fingerprint: string; value: unknown }> }

/** Called by the build before its first step: from now on, oncePerBuild remembers, in every instance of this module. */
export function rememberForThisBuild(): void {
  store.remembering = true
}

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

/** The value of `compute()` under `name`, computed once per build while `fingerprint()` is unchanged. */
export function oncePerBuild<T>(
  name: string,
  fingerprint: () => string,
  compute: () => T,
  remember = store.remembering,
): T {
  if (!remember) return compute()
  const current = fingerprint()
  const kept = store.remembered.get(name)
  if (kept?.fingerprint === current) return kept.value as T
  const value = compute()
  store.remembered.set(name, { fingerprint: current, value })
  return value
}

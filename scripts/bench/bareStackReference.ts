/**
 * The yardstick issue 13 measured this machine with: a bare vite-react-ssg app of the same
 * versions and the options this site's build had then (nested folders, no critical-CSS pass,
 * eight pages at a time), each page a heading and a sentence, built with the `vite-react-ssg
 * build` command. It took 3.5–4.5 s for 219 pages when the issue was filed. Build times on a
 * shared 2-core machine swing by half from day to day, so `bench:scale --reference` builds it
 * beside the site, and a figure can be read against the machine it was measured on.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../shared/projectPaths'

/** The app's files for `pages` pages: the home page and `/page-1` … `/page-<pages - 1>`. */
export function bareStackFiles(pages: number): Record<string, string> {
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error(`The reference app needs a whole number of pages, at least 1, not ${pages}.`)
  return {
    'package.json': `${JSON.stringify({ name: 'bare-stack-reference', private: true, type: 'module' }, null, 2)}\n`,
    'index.html':
      '<!doctype html>\n<html lang="en"><head><meta charset="UTF-8"><title>Reference</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    'vite.config.ts': [
      "import react from '@vitejs/plugin-react'",
      "import { defineConfig } from 'vite'",
      "import type { ViteReactSSGOptions } from 'vite-react-ssg'",
      "const ssgOptions: Partial<ViteReactSSGOptions> = { dirStyle: 'nested', beastiesOptions: false, concurrency: 8 }",
      'export default defineConfig({ plugins: [react()], ssgOptions })',
      '',
    ].join('\n'),
    'src/main.tsx': [
      "import { ViteReactSSG } from 'vite-react-ssg'",
      '',
      'function Page({ number }: { number: number }) {',
      '  return <main><h1>Page {number}</h1><p>A simple page.</p></main>',
      '}',
      '',
      `const numbers = Array.from({ length: ${pages} }, (_, number) => number)`,
      "export const createRoot = ViteReactSSG({ routes: numbers.map((number) => ({ path: number === 0 ? '/' : `/page-${number}`, element: <Page number={number} /> })) })",
      '',
    ].join('\n'),
  }
}

/** Writes the reference app with `pages` pages to a new temporary folder (node_modules linked from the project) and returns it. */
export function writeBareStackApp(pages: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-reference-'))
  for (const [file, text] of Object.entries(bareStackFiles(pages))) {
    mkdirSync(join(dir, file, '..'), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return dir
}

/** Builds the reference app in `dir` with `vite-react-ssg build`, as the issue did; resolves with the seconds it took. */
export function buildBareStackApp(dir: string): Promise<number> {
  return new Promise((done, fail) => {
    const started = performance.now()
    let output = ''
    const child = spawn(join(dir, 'node_modules', '.bin', 'vite-react-ssg'), ['build'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', fail)
    child.on('exit', (code) => {
      if (code === 0) done((performance.now() - started) / 1000)
      else fail(new Error(`The reference app in ${dir} did not build (exit code ${code}):\n${output.slice(-2000)}`))
    })
  })
}

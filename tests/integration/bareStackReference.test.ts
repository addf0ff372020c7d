/** The bare-stack reference app, built with vite-react-ssg in a process of its own (its pure checks: tests/unit/bench/bareStackReference.test.ts). */
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildBareStackApp, writeBareStackApp } from '../../scripts/bench/bareStackReference'

const written: string[] = []
afterEach(() => {
  for (const dir of written.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const pagesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()

describe('the bare-stack reference of bench:scale --reference', () => {
  it('builds with vite-react-ssg build exactly the pages asked for, each a heading and a sentence, in nested folders', async () => {
    const dir = writeBareStackApp(3)
    written.push(dir)
    const seconds = await buildBareStackApp(dir)
    expect(seconds).toBeGreaterThan(0)
    expect(pagesIn(join(dir, 'dist'))).toEqual(['index.html', 'page-1/index.html', 'page-2/index.html'])
    const page = readFileSync(join(dir, 'dist', 'page-2', 'index.html'), 'utf8')
    expect(page).toContain('<main><h1>Page <!-- -->2</h1><p>A simple page.</p></main>')
  }, 60_000)
})

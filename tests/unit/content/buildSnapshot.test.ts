import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { blogDir, loadBlogContent } from '../../../scripts/content/blogContent'
import { folderFingerprint, oncePerBuild } from '../../../scripts/content/buildSnapshot'

const root = mkdtempSync(join(tmpdir(), 'build-snapshot-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('work one build does once for all its steps', () => {
  it('outside a build every call computes afresh', () => {
    let computed = 0
    for (let i = 0; i < 3; i++)
      oncePerBuild(
        'outside',
        () => 'same',
        () => ++computed,
      )
    expect(computed).toBe(3)
  })

  it('within a build a value is computed once while its inputs are unchanged, and again when they change', () => {
    let fingerprint = 'first'
    let computed = 0
    const value = () =>
      oncePerBuild(
        'within',
        () => fingerprint,
        () => ({ run: ++computed }),
        true,
      )
    expect([value(), value()]).toEqual([{ run: 1 }, { run: 1 }])
    fingerprint = 'second'
    expect(value()).toEqual({ run: 2 })
  })

  it('the fingerprint of a folder changes when a file in it is edited, added or removed', () => {
    const dir = join(root, 'posts')
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(join(dir, 'a-post'), { recursive: true })
    writeFileSync(join(dir, 'a-post', 'index.en.md'), 'one')
    const before = folderFingerprint(dir)
    expect(folderFingerprint(dir)).toBe(before)
    writeFileSync(join(dir, 'a-post', 'index.en.md'), 'two')
    utimesSync(join(dir, 'a-post', 'index.en.md'), new Date(2030, 0, 1), new Date(2030, 0, 1))
    const edited = folderFingerprint(dir)
    expect(edited).not.toBe(before)
    writeFileSync(join(dir, 'a-post', 'index.de.md'), 'zwei')
    expect(folderFingerprint(dir)).not.toBe(edited)
    rmSync(join(dir, 'a-post', 'index.de.md'))
    expect(folderFingerprint(dir)).toBe(edited)
  })

  it('the blog remembered within a build is exactly the blog read from its files, and is read once', () => {
    const first = oncePerBuild(
      'blog',
      () => folderFingerprint(blogDir),
      () => loadBlogContent({ dir: blogDir }),
      true,
    )
    let readAgain = 0
    const second = oncePerBuild(
      'blog',
      () => folderFingerprint(blogDir),
      () => {
        readAgain++
        return loadBlogContent({ dir: blogDir })
      },
      true,
    )
    expect(readAgain).toBe(0)
    expect(second).toBe(first)
    expect(loadBlogContent({ dir: blogDir })).toEqual(first)
  })

  it('a second instance of the module, as Vite’s module runner loads for the plugins, reuses what the first remembered', async () => {
    // With a store per instance, vite-react-ssg's process read the blog five times (one per plugin and loading of the config).
    const other = (await import(
      /* @vite-ignore */ `../../../scripts/content/buildSnapshot.ts?instance=${Date.now()}`
    )) as typeof import('../../../scripts/content/buildSnapshot')
    expect(other.oncePerBuild).not.toBe(oncePerBuild)
    let computed = 0
    const compute = () => ({ run: ++computed })
    const first = oncePerBuild('shared between instances', () => 'same', compute, true)
    expect(other.oncePerBuild('shared between instances', () => 'same', compute, true)).toBe(first)
    expect(computed).toBe(1)
  })
})

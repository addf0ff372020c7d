import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { blogDir, loadBlogContent } from '../../../scripts/content/blogContent'
import { buildSnapshotVariable, folderFingerprint, oncePerBuild } from '../../../scripts/content/buildSnapshot'

const root = mkdtempSync(join(tmpdir(), 'build-snapshot-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('work one build does once for all its steps', () => {
  it('outside a build (no snapshot folder) every call computes afresh', () => {
    let computed = 0
    for (let i = 0; i < 3; i++)
      oncePerBuild(
        'outside',
        () => 'same',
        () => ++computed,
        {},
      )
    expect(computed).toBe(3)
  })

  it('within a build a value is computed once while its inputs are unchanged, and again when they change', () => {
    const env = { [buildSnapshotVariable]: join(root, 'snapshot-a') }
    let fingerprint = 'first'
    let computed = 0
    const value = () =>
      oncePerBuild(
        'within',
        () => fingerprint,
        () => ({ run: ++computed }),
        env,
      )
    expect([value(), value()]).toEqual([{ run: 1 }, { run: 1 }])
    fingerprint = 'second'
    expect(value()).toEqual({ run: 2 })
  })

  it('another process of the same build reads the value the first one stored', () => {
    const dir = join(root, 'snapshot-b')
    // As a first process would have left it: the value under its inputs' fingerprint.
    oncePerBuild(
      'shared',
      () => 'inputs',
      () => ({ posts: 1000 }),
      { [buildSnapshotVariable]: dir },
    )
    const stored = JSON.parse(readFileSync(join(dir, 'shared.json'), 'utf8')) as { fingerprint: string; value: unknown }
    expect(stored).toEqual({ fingerprint: 'inputs', value: { posts: 1000 } })
    writeFileSync(
      join(dir, 'other.json'),
      JSON.stringify({ fingerprint: 'inputs', value: { from: 'another process' } }),
    )
    expect(
      oncePerBuild(
        'other',
        () => 'inputs',
        () => ({ from: 'this process' }),
        { [buildSnapshotVariable]: dir },
      ),
    ).toEqual({ from: 'another process' })
    expect(
      oncePerBuild(
        'other',
        () => 'changed',
        () => ({ from: 'this process' }),
        { [buildSnapshotVariable]: dir },
      ),
    ).toEqual({ from: 'this process' })
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

  it('the blog read back from a build snapshot is exactly the blog read from its files', () => {
    const env = process.env[buildSnapshotVariable]
    process.env[buildSnapshotVariable] = join(root, 'snapshot-blog')
    try {
      const first = loadBlogContent()
      // The stored copy, as the hosting and dist-check processes read it.
      const [file] = readdirSync(join(root, 'snapshot-blog'))
      const stored = JSON.parse(readFileSync(join(root, 'snapshot-blog', file!), 'utf8')) as { value: unknown }
      expect(stored.value).toEqual(first)
      process.env[buildSnapshotVariable] = ''
      expect(loadBlogContent({ dir: blogDir })).toEqual(first)
    } finally {
      if (env === undefined) delete process.env[buildSnapshotVariable]
      else process.env[buildSnapshotVariable] = env
    }
  })
})

import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { blogDir, loadBlogContent } from '../../../scripts/content/blogContent'

/** A blog of one published post (a real one) and one draft, in a folder of its own. */
const root = mkdtempSync(join(tmpdir(), 'blog-drafts-'))
const dir = join(root, 'src', 'content', 'blog')
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(dir, 'a-draft'), { recursive: true })
cpSync(join(blogDir, 'ss7-interception-explained'), join(dir, 'ss7-interception-explained'), { recursive: true })
const published = readFileSync(join(dir, 'ss7-interception-explained', 'index.en.md'), 'utf8')
writeFileSync(join(dir, 'a-draft', 'index.en.md'), published.replace('\n---\n', '\ndraft: true\n---\n'))

describe('drafts', () => {
  it('are left out of a build', () => {
    const content = loadBlogContent({ dir })
    expect(content.index.en.map((post) => post.slug)).toEqual(['ss7-interception-explained'])
    expect(content.posts.some((post) => 'draft' in post)).toBe(false)
  })

  it('are shown by the dev server, marked as drafts, and only they are', () => {
    const content = loadBlogContent({ dir, includeDrafts: true })
    const bySlug = new Map(content.index.en.map((post) => [post.slug, post]))
    expect(bySlug.get('a-draft')?.draft).toBe(true)
    expect(bySlug.get('ss7-interception-explained')).not.toHaveProperty('draft')
    expect(content.posts.find((post) => post.slug === 'a-draft')?.draft).toBe(true)
  })
})

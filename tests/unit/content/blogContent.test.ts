import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { blogDir, loadBlogContent } from '../../../scripts/content/blogContent'

const root = mkdtempSync(join(tmpdir(), 'blog-content-'))
const dir = join(root, 'src', 'content', 'blog')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const original = (language: string) =>
  readFileSync(join(blogDir, 'ss7-interception-explained', `index.${language}.md`), 'utf8')

/** One post folder with the given file per language. */
function postWith(files: Record<string, string>): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'one-post'), { recursive: true })
  for (const [language, text] of Object.entries(files))
    writeFileSync(join(dir, 'one-post', `index.${language}.md`), text)
}

describe('languages of a post saved by the content editor', () => {
  it('an empty file (a language the editor saved unwritten) is not a translation: no page, no error', () => {
    postWith({ en: original('en'), es: original('es'), de: '\n', fr: '', pt: '  \n\n' })
    const { posts, index } = loadBlogContent({ dir })
    expect(posts.map((post) => post.language).sort()).toEqual(['en', 'es'])
    expect(posts[0]!.languages).toEqual(['en', 'es'])
    expect(index.de).toEqual([])
  })

  it('a translation whose English original is empty still stops the build, naming the file', () => {
    postWith({ en: '\n', es: original('es') })
    expect(() => loadBlogContent({ dir })).toThrow(/src\/content\/blog\/one-post\/index\.es\.md/)
  })

  it('a file with anything in it is read and checked as a post', () => {
    postWith({ en: original('en'), de: '---\n---\n' })
    expect(() => loadBlogContent({ dir })).toThrow(/index\.de\.md/)
  })
})

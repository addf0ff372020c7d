/**
 * Generated blog posts for the scale bench: copies of the real posts (so bodies have a real
 * length and real Markdown) under new slugs, with distinct titles and dates, in every language
 * the original is written in. They pass the same validation as an editor's post.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const maxTitle = 90
const dayMs = 86_400_000

/** The real posts: slug → language → Markdown source. */
function realPosts(blogDir: string): Map<string, Map<string, string>> {
  const posts = new Map<string, Map<string, string>>()
  for (const slug of readdirSync(blogDir).sort()) {
    const dir = join(blogDir, slug)
    if (!statSync(dir).isDirectory()) continue
    const files = readdirSync(dir).filter((file) => file.endsWith('.md'))
    posts.set(slug, new Map(files.map((file) => [file.replace(/\.md$/, ''), readFileSync(join(dir, file), 'utf8')])))
  }
  return posts
}

function retitled(source: string, number: number, date: string): string {
  return source
    .replace(/^title: "(.*)"$/m, (_, title: string) => {
      const suffix = ` (${number})`
      // The number takes the place of the title's last characters (and two more, for its wider
      // digits), so a copy is no wider than its original in a search result, whose width
      // dist-check holds every title to.
      return `title: "${title.slice(0, Math.min(maxTitle, title.length - 2) - suffix.length).trimEnd()}${suffix}"`
    })
    .replace(/^date: .*$/m, `date: ${date}`)
    .replace(/^draft: .*\n/m, '')
}

/** Writes `count` posts (each in all its languages) into blogDir; returns the number of files written. */
export function writeSyntheticPosts(blogDir: string, count: number): number {
  const originals = [...realPosts(blogDir)]
  if (originals.length === 0)
    throw new Error(`No posts in ${blogDir} to copy: the bench generates posts from the real ones.`)
  let files = 0
  for (let i = 0; i < count; i += 1) {
    const [slug, versions] = originals[i % originals.length]!
    const number = i + 1
    // Older than today's posts, one a day backwards, so the newest posts stay the real ones.
    const date = new Date(Date.UTC(2025, 11, 31) - i * dayMs).toISOString().slice(0, 10)
    const dir = join(blogDir, `${slug}-${number}`)
    mkdirSync(dir, { recursive: true })
    for (const [language, source] of versions) {
      writeFileSync(join(dir, `${language}.md`), retitled(source, number, date))
      files += 1
    }
    // The figures the post shows travel with it.
    for (const file of readdirSync(join(blogDir, slug)))
      if (!file.endsWith('.md')) copyFileSync(join(blogDir, slug, file), join(dir, file))
  }
  return files
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, describe, expect, it } from 'vitest'
import { feedCopy, writeFeeds } from '../../../scripts/hosting/feeds'
import { feedEntryLimit } from '../../../src/routing/feedPaths'
import type { PostIndex, PostSummary } from '../../../src/content/blog/postTypes'

const dir = mkdtempSync(join(tmpdir(), 'feeds-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const summary = (number: number): PostSummary => ({
  slug: `post-${number}`,
  language: 'en',
  title: `Post ${number}`,
  description: 'A post of the generated blog.',
  date: new Date(Date.UTC(2025, 11, 31) - number * 86_400_000).toISOString().slice(0, 10),
  author: 'Eleanor Marsh',
  authorRole: 'Head of Cryptography',
  tags: ['cryptography'],
  cover: 'quantum',
  readingMinutes: 3,
  languages: ['en'],
})

describe('blog feeds', () => {
  it('hold only the newest posts however many the blog has', async () => {
    const index: PostIndex = {
      en: Array.from({ length: feedEntryLimit + 30 }, (_, i) => summary(i + 1)),
      es: [],
      pt: [],
      fr: [],
      de: [],
    }
    await writeFeeds(dir, index, () => ({ title: 'Blog', description: 'Articles' }))
    const parser = new XMLParser()
    const rss = parser.parse(readFileSync(join(dir, 'rss.xml'), 'utf8')).rss.channel.item as { title: string }[]
    const atom = parser.parse(readFileSync(join(dir, 'atom.xml'), 'utf8')).feed.entry as { title: string }[]
    const newest = index.en.slice(0, feedEntryLimit).map((post) => post.title)
    expect(rss.map((item) => item.title)).toEqual(newest)
    expect(atom.map((entry) => entry.title)).toEqual(newest)
  })
})

describe('translations 2026-11-27 X5: a feed names its categories in its own language', () => {
  it('writes the tags’ labels from the locale files, not their English slugs', async () => {
    const post = { ...summary(1), language: 'es' as const, tags: ['cryptography', 'compliance'] }
    await writeFeeds(dir, { en: [], es: [post], pt: [], fr: [], de: [] }, feedCopy)
    const labels = feedCopy('es').tags!
    const rss = readFileSync(join(dir, 'es/rss.xml'), 'utf8')
    const atom = readFileSync(join(dir, 'es/atom.xml'), 'utf8')
    expect(labels.cryptography).toBe('Criptografía')
    for (const tag of post.tags) {
      expect(rss).toContain(`<category>${labels[tag]}</category>`)
      expect(rss).not.toContain(`<category>${tag}</category>`)
      expect(atom).toContain(`label="${labels[tag]}"`)
    }
  })
})

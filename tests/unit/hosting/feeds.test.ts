import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import { afterAll, describe, expect, it } from 'vitest'
import { writeFeeds } from '../../../scripts/hosting/feeds'
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

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { loadBlogContent } from '../../../scripts/content/blogContent'
import { feedEntryLimit } from '../../../scripts/hosting/feeds'
import { feedPaths } from '../../../src/routing/feedPaths'
import { builtPage, distDir } from './builtSite'

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const { index } = loadBlogContent()
const read = (path: string) => readFileSync(join(distDir, path), 'utf8')
const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

describe.each(languages)('feeds in %s', (language) => {
  const { rss, atom } = feedPaths(language)

  const newest = index[language].slice(0, feedEntryLimit)

  it('RSS 2.0 is well-formed and lists the newest published posts, newest first', () => {
    const xml = read(rss)
    expect(XMLValidator.validate(xml)).toBe(true)
    const channel = parser.parse(xml).rss.channel
    expect(parser.parse(xml).rss['@version']).toBe('2.0')
    expect(channel.language).toBe(language)
    const items = asArray<{ link: string; title: string }>(channel.item)
    expect(items.map((item) => item.title)).toEqual(newest.map((post) => post.title))
    expect(items.every((item) => item.link.startsWith('https://'))).toBe(true)
  })

  it('Atom is well-formed with one entry per post it lists', () => {
    const xml = read(atom)
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = parser.parse(xml).feed
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(asArray(feed.entry).map((entry) => (entry as { title: string }).title)).toEqual(newest.map((post) => post.title))
  })

  it('is linked from the language’s pages', () => {
    const home = builtPage(language === 'en' ? 'index.html' : `${language}/index.html`)
    expect(home.querySelector(`link[rel="alternate"][type="application/rss+xml"][href="${rss}"]`)).not.toBeNull()
    expect(home.querySelector(`link[rel="alternate"][type="application/atom+xml"][href="${atom}"]`)).not.toBeNull()
  })
})

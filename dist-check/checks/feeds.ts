import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { languages } from '../../routes.config'
import { feedEntryLimit, feedPaths } from '../../src/routing/feedPaths'
import { pageFileOf } from '../../src/routing/routeTable'
import { localizedPath } from '../../src/routing/localizedPath'
import type { Check, Finding } from '../types'

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/** Each language's RSS 2.0 and Atom feeds are well-formed, list its newest published posts newest first, and its pages link them. */
export const feeds: Check = {
  name: 'feeds',
  site({ files, page, postIndex: index, text }) {
    const findings: Finding[] = []
    const add = (file: string, message: string, fix: string) => findings.push({ check: this.name, file, message, fix })
    for (const language of languages) {
      const { rss, atom } = feedPaths(language)
      const newest = index[language].slice(0, feedEntryLimit).map((post) => post.title)
      const fix = 'Rebuild: scripts/hosting/feeds.ts writes the feeds from the published posts.'
      for (const [path, kind] of [
        [rss, 'rss'],
        [atom, 'atom'],
      ] as const) {
        const file = path.replace(/^\//, '')
        if (!files.has(file)) {
          add(file, 'missing.', fix)
          continue
        }
        const xml = text(file)
        if (XMLValidator.validate(xml) !== true) {
          add(file, 'is not well-formed XML.', fix)
          continue
        }
        const parsed = parser.parse(xml)
        const titles =
          kind === 'rss'
            ? asArray<{ title: string }>(parsed.rss?.channel?.item).map((item) => item.title)
            : asArray<{ title: string }>(parsed.feed?.entry).map((entry) => entry.title)
        if (kind === 'rss' && (parsed.rss?.['@version'] !== '2.0' || parsed.rss?.channel?.language !== language))
          add(file, `is not RSS 2.0 in ${language}.`, fix)
        if (
          kind === 'rss' &&
          !asArray<{ link: string }>(parsed.rss?.channel?.item).every((item) => item.link.startsWith('https://'))
        )
          add(file, 'an item links to a non-https URL.', 'Set SITE_URL to the public https origin.')
        if (kind === 'atom' && parsed.feed?.['@xmlns'] !== 'http://www.w3.org/2005/Atom')
          add(file, 'is not an Atom feed.', fix)
        if (titles.join('\n') !== newest.join('\n'))
          add(
            file,
            `lists [${titles.join(' | ')}], expected the newest ${newest.length} published posts newest first.`,
            fix,
          )
      }
      const home = pageFileOf(localizedPath({ page: 'home', language }))
      const root = page(home)?.root
      if (root && !root.querySelector(`link[rel="alternate"][type="application/rss+xml"][href="${rss}"]`))
        add(home, `does not link the RSS feed ${rss}.`, 'PageHead links both feeds of the page’s language.')
      if (root && !root.querySelector(`link[rel="alternate"][type="application/atom+xml"][href="${atom}"]`))
        add(home, `does not link the Atom feed ${atom}.`, 'PageHead links both feeds of the page’s language.')
    }
    return findings
  },
}

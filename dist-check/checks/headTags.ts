import { routes } from '../../routes.config'
import { outputFileOf } from '../../src/routing/routeTable'
import type { Check, Finding } from '../types'

/** <html lang>, exactly one <title>, description and canonical, and canonicals that point where the manifest says. */
export const headTags: Check = {
  name: 'head tags',
  run({ entries, pages, siteUrl }) {
    const findings: Finding[] = []
    const add = (file: string, message: string, fix: string) => findings.push({ check: this.name, file, message, fix })
    for (const entry of entries) {
      if (entry.kind === 'redirect') continue
      const file = outputFileOf(entry)
      const page = file ? pages.get(file) : undefined
      if (!file || !page) continue
      const lang = page.root.querySelector('html')?.getAttribute('lang')
      if (lang !== entry.language) add(file, `<html lang="${lang ?? ''}"> should be "${entry.language}".`, 'The language layout sets lang through <Head htmlAttributes>; check the route sits under the right prefix.')
      const titles = page.root.querySelectorAll('head title')
      if (titles.length !== 1 || !titles[0]?.text.trim()) add(file, `Expected one non-empty <title>, found ${titles.length}.`, 'Give the page a meta.title in its locale namespace; render <Head><title> once per page.')
      if (entry.kind === 'notFound') continue
      const descriptions = page.root.querySelectorAll('head meta[name="description"]')
      if (descriptions.length !== 1) add(file, `Expected one meta description, found ${descriptions.length}.`, 'Give the page a meta.description in its locale namespace.')
      const canonicals = page.root.querySelectorAll('head link[rel="canonical"]')
      const expected = siteUrl + (entry.kind === 'alias' ? entry.canonicalPath : entry.path)
      if (canonicals.length !== 1) add(file, `Expected one canonical link, found ${canonicals.length}.`, 'PageHead writes the canonical; make sure the page is rendered through PageFrame.')
      else if (canonicals[0]?.getAttribute('href') !== expected) add(file, `Canonical is ${canonicals[0]?.getAttribute('href')}, expected ${expected}.`, 'Canonicals come from localizedPath(); aliases must point to their primary page.')
      const alternates = page.root.querySelectorAll('head link[rel="alternate"][hreflang]')
      const wantsAlternates = routes.pages[entry.page].availability === 'all' && !routes.pages[entry.page].path.includes(':')
      if (wantsAlternates && alternates.length !== 6) add(file, `Expected 6 hreflang alternates (en, es, pt, fr, de, x-default), found ${alternates.length}.`, 'Pages in all five languages carry alternates; check PageHead.')
      if (routes.pages[entry.page].availability === 'root' && alternates.length > 0) add(file, 'A root-only page carries hreflang alternates.', 'Root-only pages exist in English only; PageHead must omit alternates.')
      const robots = page.root.querySelector('head meta[name="robots"]')?.getAttribute('content') ?? ''
      if (!routes.pages[entry.page].indexable && !robots.includes('noindex')) add(file, 'A non-indexable page lacks <meta name="robots" content="noindex">.', 'PageHead adds noindex for pages marked indexable: false.')
    }
    return findings
  },
}

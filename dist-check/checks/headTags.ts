import { routes } from '../../routes.config'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

/** <html lang>, exactly one <title>, description and canonical, and canonicals that point where the manifest says. */
export const headTags: Check = {
  name: 'head tags',
  pages({ siteUrl }) {
    const check = this.name
    return {
      visit({ file, entry, root }) {
        if (!entry || entry.kind === 'redirect') return []
        const findings: Finding[] = []
        const add = (message: string, fix: string) => findings.push({ check, file, message, fix })
        const elements = elementsOf(root)
        const head = (tag: string, attribute: string, value: string) => elements.inHead(tag).filter((element) => element.getAttribute(attribute) === value)
        const lang = elements.tag('html')[0]?.getAttribute('lang')
        if (lang !== entry.language) add(`<html lang="${lang ?? ''}"> should be "${entry.language}".`, 'The language layout sets lang through <Head htmlAttributes>; check the route sits under the right prefix.')
        const titles = elements.inHead('title')
        if (titles.length !== 1 || !titles[0]?.text.trim()) add(`Expected one non-empty <title>, found ${titles.length}.`, 'Give the page a meta.title in its locale namespace; render <Head><title> once per page.')
        if (entry.kind === 'notFound') return findings
        const descriptions = head('meta', 'name', 'description')
        if (descriptions.length !== 1) add(`Expected one meta description, found ${descriptions.length}.`, 'Give the page a meta.description in its locale namespace.')
        const canonicals = head('link', 'rel', 'canonical')
        const expected = siteUrl + (entry.kind === 'alias' ? entry.canonicalPath : entry.path)
        if (canonicals.length !== 1) add(`Expected one canonical link, found ${canonicals.length}.`, 'PageHead writes the canonical; make sure the page is rendered through PageFrame.')
        else if (canonicals[0]?.getAttribute('href') !== expected) add(`Canonical is ${canonicals[0]?.getAttribute('href')}, expected ${expected}.`, 'Canonicals come from localizedPath(); aliases must point to their primary page.')
        const alternates = head('link', 'rel', 'alternate').filter((link) => link.hasAttribute('hreflang'))
        const wantsAlternates = routes.pages[entry.page].availability === 'all' && !routes.pages[entry.page].path.includes(':')
        if (wantsAlternates && alternates.length !== 6) add(`Expected 6 hreflang alternates (en, es, pt, fr, de, x-default), found ${alternates.length}.`, 'Pages in all five languages carry alternates; check PageHead.')
        if (routes.pages[entry.page].availability === 'root' && alternates.length > 0) add('A root-only page carries hreflang alternates.', 'Root-only pages exist in English only; PageHead must omit alternates.')
        const robots = head('meta', 'name', 'robots')[0]?.getAttribute('content') ?? ''
        if (!routes.pages[entry.page].indexable && !robots.includes('noindex')) add('A non-indexable page lacks <meta name="robots" content="noindex">.', 'PageHead adds noindex for pages marked indexable: false.')
        return findings
      },
    }
  },
}

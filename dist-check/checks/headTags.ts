import { isStaged, languageTag, publishedLanguages, routes } from '../../routes.config'
import { site } from '../../src/config/site'
import {
  searchResultWidthProblems as widthProblems,
  type SearchResultBudgets,
} from '../../src/contentRules/searchResultWidth'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

/**
 * What a search result would cut or find too thin on one page, in words for the build report: the
 * rule (src/contentRules/searchResultWidth.ts) measures the <title> and meta description in Arial
 * at the result's sizes against the budgets in src/config/site.ts. Each names the page, its
 * language, the measured width and the budget.
 */
export function searchResultWidthProblems(
  page: { path: string; language: string; title: string; description: string | undefined },
  budgets: SearchResultBudgets = site.searchResult,
): { message: string; fix: string }[] {
  const where = `${page.path} (${page.language})`
  return widthProblems(page, budgets).map(({ field, kind, px, limitPx, fontPx }) => {
    if (field === 'title')
      return {
        message: `Title of ${where} is ${px} px wide at ${fontPx} px Arial, over the ${limitPx} px a search result shows: "${page.title}".`,
        fix: `Shorten meta.title in the page's locale file (or the post's title) by about ${px - limitPx} px; keep the words people search for first, and do not repeat the brand.`,
      }
    if (kind === 'too wide')
      return {
        message: `Meta description of ${where} is ${px} px wide at ${fontPx} px Arial, over the ${limitPx} px a search result shows: "${page.description}".`,
        fix: `Shorten meta.description (or the post's description) by about ${px - limitPx} px, with what the page offers in its first sentence.`,
      }
    return {
      message: `Meta description of ${where} is only ${px} px wide at ${fontPx} px Arial, under the ${limitPx} px that says what the page offers: "${page.description}".`,
      fix: 'Say in one or two sentences what the reader finds on the page.',
    }
  })
}

/** <html lang>, exactly one <title>, description and canonical, canonicals that point where the manifest says; titles and descriptions a search result would cut are warnings. */
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
        const head = (tag: string, attribute: string, value: string) =>
          elements.inHead(tag).filter((element) => element.getAttribute(attribute) === value)
        const lang = elements.tag('html')[0]?.getAttribute('lang')
        // The language's BCP 47 tag (pt-PT for European Portuguese, translations review TR-22), not only its route code.
        if (lang !== languageTag(entry.language))
          add(
            `<html lang="${lang ?? ''}"> should be "${languageTag(entry.language)}".`,
            'The language layout sets lang through <Head htmlAttributes>; check the route sits under the right prefix.',
          )
        const titles = elements.inHead('title')
        if (titles.length !== 1 || !titles[0]?.text.trim())
          add(
            `Expected one non-empty <title>, found ${titles.length}.`,
            'Give the page a meta.title in its locale namespace; render <Head><title> once per page.',
          )
        if (entry.kind === 'notFound') return findings
        const descriptions = head('meta', 'name', 'description')
        if (descriptions.length !== 1)
          add(
            `Expected one meta description, found ${descriptions.length}.`,
            'Give the page a meta.description in its locale namespace.',
          )
        const canonicals = head('link', 'rel', 'canonical')
        const expected = siteUrl + (entry.kind === 'alias' ? entry.canonicalPath : entry.path)
        if (canonicals.length !== 1)
          add(
            `Expected one canonical link, found ${canonicals.length}.`,
            'PageHead writes the canonical; make sure the page is rendered through PageFrame.',
          )
        else if (canonicals[0]?.getAttribute('href') !== expected)
          add(
            `Canonical is ${canonicals[0]?.getAttribute('href')}, expected ${expected}.`,
            'Canonicals come from localizedPath(); aliases must point to their primary page.',
          )
        const alternates = head('link', 'rel', 'alternate').filter((link) => link.hasAttribute('hreflang'))
        const wantsAlternates =
          routes.pages[entry.page].availability === 'all' && !routes.pages[entry.page].path.includes(':')
        // The published languages only: a staged one names no alternates and is named by none (DV-4).
        if (isStaged(entry.language) && alternates.length > 0)
          add(
            `A page of the staged language ${entry.language} carries hreflang alternates.`,
            'A staged language stays out of hreflang until it is published; check PageHead.',
          )
        else if (!isStaged(entry.language) && wantsAlternates && alternates.length !== publishedLanguages.length + 1)
          add(
            `Expected ${publishedLanguages.length + 1} hreflang alternates (${[...publishedLanguages, 'x-default'].join(', ')}), found ${alternates.length}.`,
            'Pages in every language carry alternates; check PageHead.',
          )
        if (routes.pages[entry.page].availability === 'root' && alternates.length > 0)
          add(
            'A root-only page carries hreflang alternates.',
            'Root-only pages exist in English only; PageHead must omit alternates.',
          )
        if (
          entry.kind === 'page' &&
          routes.pages[entry.page].indexable &&
          titles.length === 1 &&
          descriptions.length === 1
        ) {
          const page = {
            path: entry.path,
            language: entry.language,
            title: titles[0]?.text ?? '',
            description: descriptions[0]?.getAttribute('content') ?? '',
          }
          // A search result cutting a title is worth a warning, never a failed deployment (issue 41, item 2).
          for (const problem of searchResultWidthProblems(page))
            findings.push({ check, file, message: problem.message, fix: problem.fix, severity: 'warning' })
        }
        const robots = head('meta', 'name', 'robots')[0]?.getAttribute('content') ?? ''
        // A staged language's pages are never indexed (DV-4).
        const indexable = routes.pages[entry.page].indexable && !isStaged(entry.language)
        if (!indexable && !robots.includes('noindex'))
          add(
            'A non-indexable page lacks <meta name="robots" content="noindex">.',
            'PageHead adds noindex for pages marked indexable: false and for a staged language.',
          )
        // Google Discover shows a large image only with this setting (SEO-5).
        if (indexable && robots !== 'max-image-preview:large')
          add(
            'An indexable page lacks <meta name="robots" content="max-image-preview:large">.',
            'PageHead writes it on every page marked indexable.',
          )
        return findings
      },
    }
  },
}

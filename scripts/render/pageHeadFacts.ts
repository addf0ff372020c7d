/**
 * What a rendered page's head says that the steps after the render need: its shared title (for
 * the social card, the feeds, the search index) and its canonical URL. Read from the page as
 * vite-react-ssg hands it to `onPageRendered`, the head alone, with an HTML parser that decodes
 * attributes as a browser does.
 */
import { parse } from 'node-html-parser'

export interface PageHeadFacts {
  title: string | null
  canonical: string | null
}

export function pageHeadFactsIn(html: string): PageHeadFacts {
  const headEnd = html.indexOf('</head>')
  const head = parse(headEnd === -1 ? html : html.slice(0, headEnd))
  return {
    title: head.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  }
}

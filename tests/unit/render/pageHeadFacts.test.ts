/**
 * The build manifest takes each page's shared title and canonical URL from the page vite-react-ssg
 * hands to onPageRendered (scripts/render/pageHeadFacts.ts): the social card, the feeds and the
 * search index print that title, so it must be the text a browser shows, entities decoded.
 */
import { describe, expect, it } from 'vitest'
import { pageHeadFactsIn } from '../../../scripts/render/pageHeadFacts'

describe('what a rendered page’s head says', () => {
  it('is its og:title and canonical URL, as a browser reads them', () => {
    const html =
      '<!DOCTYPE html><html lang="fr"><head><meta charset="UTF-8"><title data-rh="true">x</title>' +
      '<meta data-rh="true" property="og:title" content="Sécurité &amp; appels «&nbsp;chiffrés&nbsp;» &quot;PQ&quot;"/>' +
      '<link data-rh="true" rel="canonical" href="https://vaultline.example/fr/blog?x=1&amp;y=2"/>' +
      '</head><body><meta property="og:title" content="not the head"></body></html>'
    expect(pageHeadFactsIn(html)).toEqual({
      title: 'Sécurité & appels «\u00a0chiffrés\u00a0» "PQ"',
      canonical: 'https://vaultline.example/fr/blog?x=1&y=2',
    })
  })

  it('is nothing where the page set neither (a not-found page)', () => {
    expect(pageHeadFactsIn('<html><head><meta name="robots" content="noindex"></head><body></body></html>')).toEqual({
      title: null,
      canonical: null,
    })
  })
})

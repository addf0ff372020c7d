/**
 * The technical and international SEO audit of 2026-12-01 (../shared/reviews/2026-12-01/seo.md),
 * production build of 7507727 served by Cloudflare's local Pages runtime.
 */
import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-12-01/seo',
  findings: [
    // Posts: front matter; other pages: the ledger scripts/content/copyDates.json (docs/search-engines.md).
    { id: 'SEO-1', status: 'fixed' },
    // src/seo/SiteHead.tsx: no <Head> renders during hydration; all of them in one render right after.
    { id: 'SEO-2', status: 'fixed' },
    { id: 'SEO-3', status: 'fixed' },
    { id: 'SEO-4', status: 'fixed' },
    // The publisher carries the brand name (legalName the company); every indexable page sends
    // max-image-preview:large; every post's author is the company's team, the Organization with its
    // URL (a post signed by a person would carry no author URL: there is no author page); a post's
    // BlogPosting lists its 1200×630 card, a 4:3 and a 1:1 image (docs/search-engines.md).
    { id: 'SEO-5', status: 'fixed' },
    {
      id: 'SEO-6',
      status: 'stands',
      reason:
        'The specification says so (§2: "use-cases goes to /out-of-band-communications (the Spanish one goes to the unprefixed root path)"), and the review itself finds the site follows it; only the product owner can change it. The English page carries the hreflang cluster, so Spanish searchers are still offered /es/out-of-band-communications/.',
    },
  ],
}

/**
 * The technical and international SEO audit of 2026-11-27 (../shared/reviews/2026-11-27/seo.md),
 * production build of 9ffdb76 served by `wrangler pages dev`. IDs as the audit numbers them: C1,
 * H1–H3, M1–M7, and its LOW table's L1–L12.
 * What the project records: the closing notes of issues 31 (C1, H1, H2, L1, L6, L9, L10, M5, M6) and 34
 * (H3, M1–M4), docs/copy-round3/part-b.md ("SEO and C19"), commit 185c006 (L3), the code's comments.
 */
import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-11-27/seo',
  findings: [
    { id: 'C1', status: 'fixed' },
    // /es/use-cases still goes to the English page: the spec says so (the 2026-12-01 audit's SEO-6 asks the product owner).
    { id: 'H1', status: 'fixed' },
    {
      id: 'H2',
      status: 'stands',
      reason:
        'The spec says the aliases show the page directly (§2 "show the page directly"); their canonical now names the primary URL, which answers 200 in one hop (issue 31 closing note).',
    },
    { id: 'H3', status: 'fixed' },
    { id: 'M1', status: 'fixed' },
    { id: 'M2', status: 'fixed' },
    // No aggregateRating: there are no genuine ratings, and the audit says to add one only if there are. Since the 2026-12-01 audit's SEO-3, no SoftwareApplication at all.
    { id: 'M3', status: 'fixed' },
    // author.url stands (docs/copy-round3/part-b.md): there are no author pages; author.worksFor names the Organization.
    { id: 'M4', status: 'fixed' },
    // <lastmod> on every URL: a post's updated ?? date, another page's day its copy last changed (the 2026-12-01 audit's SEO-1).
    { id: 'M5', status: 'fixed' },
    { id: 'M6', status: 'fixed' },
    {
      id: 'M7',
      status: 'stands',
      reason:
        'The spec maps LU and BE to German ("DE, AT, CH, LI, LU, BE to de"), and src/boot/languageRegions.ts follows it; A11Y-16 keeps a late answer from moving a page being read. No session recorded a decision beyond the spec.',
    },
    { id: 'L1', status: 'fixed' },
    { id: 'L2', status: 'fixed' },
    { id: 'L3', status: 'fixed' },
    {
      id: 'L4',
      status: 'stands',
      reason:
        'The footer column labels look like headings and group the links under them, so they are <h2> for screen readers (WCAG 1.3.1); the review calls the rest of the boilerplate acceptable.',
    },
    // twitter:site names the company's account on X, which the company has not given; it is left out, not invented.
    { id: 'L5', status: 'fixed' },
    {
      id: 'L6',
      status: 'stands',
      reason:
        'The icons, manifest and 512 px logo exist (issue 31). Organization.sameAs and WebSite.alternateName need the company’s profiles and another name for the site; it has given neither, and the site does not invent them.',
    },
    {
      id: 'L7',
      status: 'stands',
      reason:
        "The audit's own advice: keep the FAQPage markup (harmless, read by Bing and answer engines) and expect no rich result. No session recorded more.",
    },
    {
      id: 'L8',
      status: 'stands',
      reason:
        'The spec fixes the paths under each language prefix (§2 lists threats/air-interface and the rest under /es, /pt, /fr, /de), and the audit calls localised slugs optional. No session recorded a decision.',
    },
    // The apex → www and HTTP → HTTPS rules are dashboard settings, not testable here.
    { id: 'L9', status: 'fixed' },
    { id: 'L10', status: 'fixed' },
    { id: 'L11', status: 'fixed' },
    {
      id: 'L12',
      status: 'stands',
      reason:
        'Google requires an item URL on every crumb but the last, so the unlinked "Legal" crumb cannot join the BreadcrumbList without an error. Feeds stay application/xml, which browsers show and every reader takes; application/rss+xml is not a registered type.',
    },
  ],
}

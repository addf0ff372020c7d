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
    {
      id: 'L2',
      status: 'open',
      reason:
        "Never addressed: each menu link still holds its label and its hint as two adjacent spans with no space between them (SiteHeader.tsx NavLink), so raw-HTML readers get 'All editionsCompare the four Vaultline editions'.",
    },
    { id: 'L3', status: 'fixed' },
    {
      id: 'L4',
      status: 'open',
      reason: 'Never addressed: the footer column labels are still <h2> on every page (SiteFooter.tsx).',
    },
    {
      id: 'L5',
      status: 'open',
      reason:
        'Posts gained article:modified_time and article:author (M4), and every indexable page now sends robots max-image-preview:large (2026-12-01 audit, SEO-5), but no page has og:locale:alternate or twitter:site (PageHead.tsx).',
    },
    {
      id: 'L6',
      status: 'open',
      reason:
        'favicon.ico, the touch icon, the web manifest and the 512 px logo were added (issue 31), but Organization still has no sameAs and WebSite no alternateName (the issue 31 note leaves sameAs).',
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
    {
      id: 'L11',
      status: 'open',
      reason:
        'Never addressed: the bot pattern (src/boot/botUserAgents.ts) still misses MicrosoftPreview, Yahoo Slurp and Naver Yeti.',
    },
    {
      id: 'L12',
      status: 'open',
      reason:
        'Never addressed: the legal pages\' BreadcrumbList still leaves out the unlinked "Legal" crumb, and feeds are still served as application/xml.',
    },
  ],
}

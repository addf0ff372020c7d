/**
 * The spec audit of 2026-11-27 (../shared/reviews/2026-11-27/spec-audit.md): the specification split into
 * numbered rows (1–125, in tables under the spec's sections §1–§9), each ✅, ◐ or ❌. Its findings are
 * the 16 ◐ rows (it has no ❌ row), listed again at its end under "All ◐ and ❌ rows".
 * IDs: `§<section>-<row>`, the spec section whose table holds the row and the audit's own row number:
 * row 26 sits in the "§2 Pages" table, so it is §2-26. The row numbers are the audit's and never repeat.
 * What the project records: the closing notes of issues 31 (item 5: §2-26, item 11: §1-9 and §9-125) and
 * 33 (item 5: §7-89), docs/language-redirect.md, and the comments of the code each row names.
 */
import type { ReviewRecord } from './reviewRecord'

/** An administrator is a person with a second factor: the flag is never looked up below aal2. */
const adminAtAal2 =
  'An administrator is a person with a second factor (security review L4, issue 33): public.is_admin() needs aal2 raised by an approved factor, so the site does not look the flag up for an aal1 session (src/auth/authStore.ts).'

export const record: ReviewRecord = {
  review: '2026-11-27/spec-audit',
  findings: [
    { id: '§1-7', status: 'stands', reason: adminAtAal2 },
    // The spec's year as the first of a range: "© 2025–<sources' year>" (issue 31, item 11).
    { id: '§1-9', status: 'fixed' },
    {
      id: '§2-14',
      status: 'stands',
      reason:
        'A link to a section (/contact/#request-a-demo, the header\'s "Request a demo") scrolls to that section instead of the top (src/app/ScrollToTop.tsx says so): the top would hide what the link names.',
    },
    {
      id: '§2-15',
      status: 'stands',
      reason:
        "The project's rule (docs/language-redirect.md, src/boot/decideLanguage.ts): a visitor is moved only before they use or can have read the page, only to a page that exists in that language, and a discarded ?lng= value leaves the page as it is; otherwise the notice offers the language (issue 11, A11Y-16).",
    },
    {
      id: '§2-17',
      status: 'stands',
      reason:
        'The spec lists where a stored choice is kept ("storage key i18nextLng, cookie i18next, query parameter lng"), not an order. The site reads them in i18next-browser-languagedetector\'s documented default order (query, cookie, storage): a lng in the address is the choice the visitor made last, by following that link. No source redirects; each shows the notice (tests/unit/boot/languageStorage.test.ts).',
    },
    {
      id: '§2-25',
      status: 'stands',
      reason:
        "/account is not a page of the spec: it is a staff member's own account (issue 6), noindex, with nothing to show before sign-in. Every page the spec lists is public.",
    },
    // /x/index.html answers one 301 (nginx, our server) or Cloudflare's own 308 to /x/ (issue 31, item 5).
    { id: '§2-26', status: 'fixed' },
    { id: '§2-51', status: 'fixed' },
    {
      id: '§4-61',
      status: 'stands',
      reason:
        'Without a stored session the site never loads Supabase, so a visitor is anonymous at once (src/auth/useAuth.ts, "connects only when a stored session exists"); an aal1 INITIAL_SESSION waits for getUser to decide the code step (src/auth/authStore.ts).',
    },
    { id: '§4-62', status: 'stands', reason: adminAtAal2 },
    { id: '§4-68', status: 'fixed' },
    {
      id: '§4-74',
      status: 'stands',
      reason:
        'A chunk that answers 404 or 410 is gone because a newer build is live; retrying cannot bring it back, and one full page load fetches the new one (src/app/importWithRetry.ts, RouteErrorScreen.tsx).',
    },
    {
      id: '§5-75',
      status: 'stands',
      reason:
        "The site never creates a client without both values: the pages say the backend is not configured and a half-configured build stops with the catalogue's HalfConfiguredSupabase message, so supabase-js's own two messages cannot be reached.",
    },
    // "phone or issuer": a TOTP factor is enrolled with its issuer; a phone factor is not offered for enrolment
    // (NIST SP 800-63B restricts SMS codes), though a phone factor an administrator created can be challenged (#91).
    { id: '§7-89', status: 'fixed' },
    {
      id: '§9-117',
      status: 'stands',
      reason:
        'The blog queries load built documents that change only with a new build, which is a new page load (src/data/blogQueries.ts), so they never go stale; the cache keeps them 300000 ms (gcTime) as the spec says.',
    },
    // The constant row of §1-9: the footer shows "© 2025–<sources' year>".
    { id: '§9-125', status: 'fixed' },
  ],
}

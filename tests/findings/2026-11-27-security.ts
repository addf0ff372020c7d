/**
 * The security review of 2026-11-27 (../shared/reviews/2026-11-27/security.md), production build of 9ffdb76.
 * IDs: H1, M1–M5 and L1–L8 as the review numbers them; its Info list numbers its own seven items
 * I1–I7 in order ("I1. Build metadata is served publicly." … "I7. Token storage."), and those are the IDs here.
 * What the project records: the closing notes of issues 31 (L2, L3, M5, I1), 32 (H1, M4, L6, L8) and
 * 33 (M1–M3, L1, L4, L5, L7), docs/leads.md, docs/content-editor.md, docs/deploying.md.
 */
import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-11-27/security',
  findings: [
    { id: 'H1', status: 'fixed' },
    { id: 'M1', status: 'fixed' },
    // The headers hosted Supabase passes to Edge Functions are unverified (no network): function_client_address stays 'none'.
    { id: 'M2', status: 'fixed' },
    { id: 'M3', status: 'fixed' },
    // The editor on its own origin (CMS_ORIGIN) is the documented production setup; same-origin stays an opt-in with its cost stated.
    { id: 'M4', status: 'fixed' },
    { id: 'M5', status: 'fixed' },
    { id: 'L1', status: 'fixed' },
    { id: 'L2', status: 'fixed' },
    { id: 'L3', status: 'fixed' },
    { id: 'L4', status: 'fixed' },
    // supabase/config.toml holds the settings; comparing it with the live project (Management API) needs the network and is not done.
    { id: 'L5', status: 'fixed' },
    { id: 'L6', status: 'fixed' },
    // Whole-script look-alike addresses (сео@банк.example) are still accepted; mixed-script labels are refused.
    { id: 'L7', status: 'fixed' },
    { id: 'L8', status: 'fixed' },
    { id: 'I1', status: 'fixed' },
    {
      id: 'I2',
      status: 'open',
      reason: `interest-cohort is gone from Permissions-Policy (tests/unit/hosting/securityHeaders.test.ts). 'wasm-unsafe-eval' stays on every page because every page's header opens the search, whose index runs as WebAssembly. Left: no report-to or report-uri: a collector receives each visitor's address, page and browser, so it is a processor the privacy notice must name, and the company has chosen none. No require-trusted-types-for 'script', on purpose: besides the two build-made HTML sinks, the browser bundle assigns strings to three sinks it does not own. React 19 makes every script element it renders by assigning "<script></script>" to innerHTML; react-helmet-async writes the text of each head script (the JSON-LD of src/seo/StructuredData.tsx) through innerHTML on a client navigation; supabase-js's realtime client starts a Worker from a blob: URL. Each would need a default policy, and one that passes all three passes anything, so it would add no protection.`,
    },
    { id: 'I3', status: 'fixed' },
    { id: 'I4', status: 'fixed' },
    // The function keeps the service-role key: PostgREST takes a custom role only from a JWT signed with the
    // project's key, and a function that could sign one could sign any role. It sends nothing but submit_lead.
    { id: 'I5', status: 'fixed' },
    // decap-cms-app stays in dependencies: it ships to the editor's browser, and check:deps audits the
    // production dependencies (SEC-14). npm audit signatures cannot run here (sigstore is out of reach).
    { id: 'I6', status: 'fixed' },
    {
      id: 'I7',
      status: 'stands',
      reason:
        "The review calls the session in localStorage acceptable under the strict CSP; what made it matter, the editor's packages on the same origin (M4), is gone with the editor's own origin. No session recorded more than that.",
    },
  ],
}

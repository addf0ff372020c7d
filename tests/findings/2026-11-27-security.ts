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
      reason:
        "Never addressed: no report-to or report-uri, no require-trusted-types-for 'script', 'wasm-unsafe-eval' on every page, interest-cohort still in Permissions-Policy.",
    },
    {
      id: 'I3',
      status: 'open',
      reason:
        "Never addressed: postMarkdown.ts still lets a link to /\\evil.example through (it only refuses '//'), and postImages.ts still checks file.startsWith(postDir) without a separator.",
    },
    {
      id: 'I4',
      status: 'open',
      reason:
        'Never addressed: a well-formed error_code from the callback URL is still shown in the sign-in notice (authErrorMessage.ts callbackError, "Sign-in did not complete ({{code}})").',
    },
    {
      id: 'I5',
      status: 'open',
      reason:
        "Never addressed: supabase/functions/submit-lead/handler.ts does not compare siteverify's hostname, its 500 names the missing secrets, and it still holds the service-role key.",
    },
    {
      id: 'I6',
      status: 'open',
      reason:
        'Never addressed: no advisory or `npm audit signatures` step (.ci/run runs `npm ci --no-audit` with install scripts on), and decap-cms-app is still in dependencies.',
    },
    {
      id: 'I7',
      status: 'stands',
      reason:
        "The review calls the session in localStorage acceptable under the strict CSP; what made it matter, the editor's packages on the same origin (M4), is gone with the editor's own origin. No session recorded more than that.",
    },
  ],
}

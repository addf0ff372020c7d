/**
 * The English copy review of 2026-12-01 (../shared/reviews/2026-12-01/copy-en.md). IDs as the review numbers
 * them (F-n facts, C-n consistency, K-n claims, L-n legal, W-n writing). Copy round 4 (issue 44) takes the rest;
 * L-2 (retention promised, not enforced), L-4 (reversible "one-way hashes") and L-3 (the "fully compliant" claim)
 * were fixed with issues 42 and 40.
 */
import type { ReviewRecord } from './reviewRecord'

const roundFour = 'Copy round 4 (issue 44) has not reached it yet.'

export const record: ReviewRecord = {
  review: '2026-12-01/copy-en',
  findings: [
    ...['F-1', 'F-2', 'F-3', 'F-4', 'F-5', 'F-6'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
    { id: 'C-1', status: 'fixed' },
    { id: 'C-2', status: 'fixed' },
    { id: 'C-3', status: 'fixed' },
    { id: 'C-4', status: 'fixed' },
    { id: 'C-5', status: 'fixed' },
    {
      id: 'C-6',
      status: 'open',
      reason:
        'Not reached in copy round 4: the chat and console expiry values, a public-sector scenario for the Government and On-Premises visuals and a new name for the call mock-up need new visuals copy.',
    },
    {
      id: 'C-7',
      status: 'open',
      reason:
        'The pilot form’s button now says "Request a pilot" (test C-7 in tests/unit/leads/privacyNoticeAtCollection.test.tsx). Whether an Enterprise pilot is a tenant on the shared service or a dedicated stack is a business answer no document in the repository gives.',
    },
    { id: 'C-8', status: 'fixed' },
    ...['K-1', 'K-2', 'K-3', 'K-4', 'K-5', 'K-6', 'K-7', 'K-8', 'K-9'].map((id) => ({
      id,
      status: 'open' as const,
      reason: roundFour,
    })),
    { id: 'L-1', status: 'fixed' },
    { id: 'L-2', status: 'fixed' },
    { id: 'L-3', status: 'fixed' },
    { id: 'L-4', status: 'fixed' },
    { id: 'L-8', status: 'fixed' },
    {
      id: 'L-5',
      status: 'open',
      reason:
        'Needs the VAT number and the ICO registration number, which the business has not given (docs/business-facts.md); the site does not invent them. Whether the German pages need an Impressum is a question for legal advice.',
    },
    {
      id: 'L-7',
      status: 'open',
      reason:
        'A no-backend variant of the privacy notice, and visitor-facing text for /account/ and /admin/, is engineering work not reached in copy round 4.',
    },
    {
      id: 'L-9',
      status: 'open',
      reason:
        'The company number, the App Store ID and the EU representative are for the business to confirm; a build guard for the real domain was not reached in copy round 4.',
    },
    { id: 'L-6', status: 'fixed' },
    { id: 'W-1', status: 'fixed' },
    {
      id: 'W-2',
      status: 'open',
      reason:
        'The two thin solution pages need a limits section and a how-it-works paragraph each; not reached in copy round 4.',
    },
    {
      id: 'W-3',
      status: 'open',
      reason:
        'One form per page with a "what do you want" choice changes the lead forms and their data; not reached in copy round 4 (the pilot button is fixed, see C-7).',
    },
    {
      id: 'W-4',
      status: 'open',
      reason:
        'The pricing heading and "no surprises" are rewritten (test W-4 (pricing)); the generic "Related", "Go deeper" and "Learn more" labels on eight pages remain.',
    },
    { id: 'W-5', status: 'fixed' },
  ],
}

/**
 * The English copy review of 2026-12-01 (../shared/reviews/2026-12-01/copy-en.md). IDs as the review numbers
 * them (F-n facts, C-n consistency, K-n claims, L-n legal, W-n writing). Copy round 4 (issue 44) took the
 * rest, and each open one says what it waits for; L-2 (retention promised, not enforced), L-4 (reversible "one-way hashes") and L-3 (the "fully compliant" claim)
 * were fixed with issues 42 and 40. L-1: the notice linked at every form (tests/unit/leads/privacyNoticeAtCollection.test.tsx)
 * and the box stored as privacy_notice_acknowledged, no longer consent (tests/integration/privacyNoticeAcknowledged.test.ts).
 */
import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-12-01/copy-en',
  findings: [
    { id: 'F-1', status: 'fixed' },
    { id: 'F-2', status: 'fixed' },
    {
      id: 'F-3',
      status: 'open',
      reason:
        'iOS can start Local Push Connectivity on private LTE networks too, but nobody has confirmed the app implements it; until engineering does, the Wi-Fi-only sentence describes what we know we ship.',
    },
    { id: 'F-4', status: 'fixed' },
    { id: 'F-5', status: 'fixed' },
    {
      id: 'F-6',
      status: 'open',
      reason:
        'Which Linux releases we build for (Ubuntu 24.04, Debian 13, RHEL 10) and whether Debian LTS counts under the support rule are business decisions nobody has recorded; the copy cannot list them without inventing support.',
    },
    { id: 'C-1', status: 'fixed' },
    { id: 'C-2', status: 'fixed' },
    { id: 'C-3', status: 'fixed' },
    { id: 'C-4', status: 'fixed' },
    { id: 'C-5', status: 'fixed' },
    { id: 'C-6', status: 'fixed' },
    {
      id: 'C-7',
      status: 'open',
      reason:
        'The pilot form’s button now says "Request a pilot" (test C-7 in tests/unit/leads/privacyNoticeAtCollection.test.tsx). Whether an Enterprise pilot is a tenant on the shared service or a dedicated stack is a business answer no document in the repository gives.',
    },
    { id: 'C-8', status: 'fixed' },
    { id: 'K-1', status: 'fixed' },
    { id: 'K-2', status: 'fixed' },
    { id: 'K-3', status: 'fixed' },
    {
      id: 'K-4',
      status: 'open',
      reason:
        'Needs the business: whether an independent cryptographic design review exists or is commissioned (who, when, scope), and the penetration testers’ scheme, date and cadence (docs/copy-round3/part-a.md O13, O25).',
    },
    { id: 'K-5', status: 'fixed' },
    { id: 'K-6', status: 'fixed' },
    { id: 'K-7', status: 'fixed' },
    { id: 'K-8', status: 'fixed' },
    { id: 'K-9', status: 'fixed' },
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
    { id: 'L-7', status: 'fixed' },
    {
      id: 'L-9',
      status: 'open',
      reason:
        'The company number, the App Store ID and the EU representative are for the business to confirm. Guarded since 2 December 2026: with the head office, the phone number and the Google Play link they are samples in src/content/trust/siteValuesToConfirm.ts, and a build for a real host fails naming each (test "L-9: …" in tests/unit/dist-check/businessFactsCheck.test.ts). Open until the company confirms them.',
    },
    { id: 'L-6', status: 'fixed' },
    { id: 'W-1', status: 'fixed' },
    { id: 'W-2', status: 'fixed' },
    { id: 'W-3', status: 'fixed' },
    { id: 'W-4', status: 'fixed' },
    { id: 'W-5', status: 'fixed' },
  ],
}

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
    ...['C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8'].map((id) => ({
      id,
      status: 'open' as const,
      reason: roundFour,
    })),
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
    { id: 'L-1', status: 'open', reason: roundFour },
    { id: 'L-2', status: 'fixed' },
    { id: 'L-3', status: 'fixed' },
    { id: 'L-4', status: 'fixed' },
    ...['L-5', 'L-6', 'L-7', 'L-8', 'L-9'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
    ...['W-1', 'W-2', 'W-3', 'W-4', 'W-5'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
  ],
}

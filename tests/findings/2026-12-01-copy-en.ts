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
    ...['C-6', 'C-7'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
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
    ...['L-5', 'L-7', 'L-9'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
    { id: 'L-6', status: 'fixed' },
    { id: 'W-1', status: 'fixed' },
    ...['W-2', 'W-3', 'W-4'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
    { id: 'W-5', status: 'fixed' },
  ],
}

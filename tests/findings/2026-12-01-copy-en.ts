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
    { id: 'F-4', status: 'fixed' },
    { id: 'F-5', status: 'fixed' },
    ...['F-3', 'F-6'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
    ...['C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8'].map((id) => ({
      id,
      status: 'open' as const,
      reason: roundFour,
    })),
    { id: 'K-1', status: 'fixed' },
    { id: 'K-3', status: 'fixed' },
    { id: 'K-5', status: 'fixed' },
    { id: 'K-6', status: 'fixed' },
    { id: 'K-7', status: 'fixed' },
    { id: 'K-8', status: 'fixed' },
    { id: 'K-2', status: 'fixed' },
    { id: 'K-9', status: 'fixed' },
    ...['K-4'].map((id) => ({
      id,
      status: 'open' as const,
      reason: roundFour,
    })),
    { id: 'L-1', status: 'open', reason: roundFour },
    { id: 'L-2', status: 'fixed' },
    { id: 'L-3', status: 'fixed' },
    { id: 'L-4', status: 'fixed' },
    ...['L-5', 'L-6', 'L-7', 'L-8', 'L-9'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
    ...['W-1', 'W-2', 'W-3', 'W-4', 'W-5'].map((id) => ({ id, status: 'open' as const, reason: roundFour })),
  ],
}

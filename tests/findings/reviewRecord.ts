/** What the project records about one outside review's findings (see README.md). */

import type { ReviewName } from '../../src/content/reviewFindingTag'

export { findingTag } from '../../src/content/reviewFindingTag'

type FindingRecord =
  /** Fixed: a test whose title starts with the finding's tag holds it. */
  | { id: string; status: 'fixed' }
  /** Not changed, on purpose: why, in a sentence a reviewer can check. */
  | { id: string; status: 'stands'; reason: string }
  /** Not fixed yet: what is left. */
  | { id: string; status: 'open'; reason: string }

export interface ReviewRecord {
  review: ReviewName
  findings: readonly FindingRecord[]
}

/** What the project records about one outside review's findings (see README.md). */

/** The review's folder and file stem under ../shared/reviews/: '2026-11-27/copy-en'. */
export type ReviewName = `${number}-${number}-${number}/${string}`

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

/**
 * The words a test title starts with, before a colon, for a finding. The 2026-11-27 reviews reuse
 * IDs across files (copy-en's C1 and seo's C1), so their tags carry the review; later reviews
 * number their findings with a prefix of their own (ACC-, SEC-, TR-…).
 */
export function findingTag(review: ReviewName, id: string): string {
  const [date, name] = review.split('/') as [string, string]
  return date === '2026-11-27' ? `${name} ${date} ${id}` : id
}

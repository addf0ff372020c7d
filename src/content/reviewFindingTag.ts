/**
 * How a test names the review finding it holds: its title starts with this tag and a colon. The
 * 2026-11-27 reviews reuse IDs across files (copy-en's C1 and seo's C1), so their tags carry the
 * review; later reviews number their findings with a prefix of their own (ACC-, SEC-, TR-…).
 * Shared by the accessibility statement (which finds a finding's retest by it) and the findings
 * record in tests/findings/.
 */

/** The review's folder and file stem under the reviews folder: '2026-11-27/copy-en'. */
export type ReviewName = `${number}-${number}-${number}/${string}`

export function findingTag(review: ReviewName, id: string): string {
  const [date, name] = review.split('/') as [string, string]
  return date === '2026-11-27' ? `${name} ${date} ${id}` : id
}

/**
 * The finding tags a test title starts with: one, or several joined by " / " when one test holds
 * findings of two reviews ("SEC-12 / security 2026-11-27 I1: …"), before the first colon.
 */
export function titleTags(title: string): string[] {
  const head = /^([^:]+):/.exec(title)?.[1]
  return head ? head.split(' / ').map((tag) => tag.trim()) : []
}

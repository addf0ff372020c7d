/**
 * What the site's host said of a saved draft: the commit status it posted on the draft's branch
 * under the preview's name (Decap's `preview_context`), read from GitHub's REST API ("Get the
 * combined status for a specific reference", the branch as `heads/<branch>`). Decap itself shows
 * only a link once that status is a success; this gives the editor the host's words too, and
 * where to read more when the checks failed. Read without the editor's token (Decap keeps it to
 * itself), so it answers for a public repository only, within GitHub's limit for such reads.
 */

export interface DraftStatusSource {
  apiRoot: string
  /** owner/name */
  repo: string
  /** The status's name (context). */
  context: string
}

export type DraftStatus =
  /** No draft saved for this entry (no branch), or nothing posted yet. */
  | { kind: 'none' }
  | { kind: 'pending'; description: string }
  | { kind: 'success'; description: string; url: string | null }
  | { kind: 'failure'; description: string; url: string | null }
  /** GitHub did not answer as expected: a private repository, its limit reached, or no network. */
  | { kind: 'unreadable' }

/** A draft's branch, as Decap's editorial workflow names it: cms/<collection>/<entry slug>. */
export const draftBranch = (collection: string, slug: string) => `cms/${collection}/${slug}`

/** Only a web address is ever made a link: the host's status is data from elsewhere. */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

export async function readDraftStatus(source: DraftStatusSource, branch: string): Promise<DraftStatus> {
  const ref = ['heads', ...branch.split('/')].map(encodeURIComponent).join('/')
  let response: Response
  try {
    response = await fetch(`${source.apiRoot}/repos/${source.repo}/commits/${ref}/status`, {
      headers: { Accept: 'application/vnd.github+json' },
      cache: 'no-store',
    })
  } catch {
    return { kind: 'unreadable' }
  }
  // GitHub answers 422 for a ref that does not exist: the entry has no draft.
  if (response.status === 422) return { kind: 'none' }
  if (!response.ok) return { kind: 'unreadable' }
  const combined = (await response.json()) as {
    statuses?: { context?: unknown; state?: unknown; description?: unknown; target_url?: unknown }[]
  }
  const status = combined.statuses?.find((candidate) => candidate.context === source.context)
  if (!status) return { kind: 'none' }
  const description = typeof status.description === 'string' ? status.description : ''
  if (status.state === 'success') return { kind: 'success', description, url: webAddress(status.target_url) }
  if (status.state === 'failure' || status.state === 'error')
    return { kind: 'failure', description, url: webAddress(status.target_url) }
  return { kind: 'pending', description }
}

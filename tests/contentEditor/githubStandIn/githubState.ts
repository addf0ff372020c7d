/**
 * What the stand-in knows besides the Git data: its one user, the OAuth app, the tokens and codes
 * it issued, pull requests, labels and branch protection; and the JSON shapes GitHub's REST API
 * gives them. Shapes follow docs.github.com/rest (the fields Decap and a reader of the log use).
 */
import { randomBytes } from 'node:crypto'
import type { CommitObject, GitPerson } from './gitRepository'

export interface StandInUser {
  id: number
  login: string
  name: string
}

export interface OAuthApp {
  clientId: string
  clientSecret: string
  /** The callback registered with the app: GitHub sends the browser nowhere else. */
  callbackUrl: string
  name: string
}

export interface IssuedToken {
  login: string
  scopes: string[]
  clientId: string
  /** Set for a GitHub App's installation token: only an app may write check runs. */
  app?: CheckRunApp
}

/** The GitHub App a check run belongs to, as its payloads name it. */
export interface CheckRunApp {
  slug: string
  name: string
}

export interface PullRequest {
  number: number
  title: string
  body: string
  headRef: string
  /** The head's tip when the pull request was closed or merged; while open, the branch's tip is read. */
  headSha: string
  baseRef: string
  state: 'open' | 'closed'
  merged: boolean
  mergeCommitSha: string | null
  labels: string[]
  user: string
  createdAt: string
  updatedAt: string
  closedAt: string | null
  mergedAt: string | null
  approvals: number
}

/** A commit status (docs.github.com "REST API endpoints for commit statuses"), as a host or CI posts it. */
export interface CommitStatus {
  id: number
  state: 'error' | 'failure' | 'pending' | 'success'
  context: string
  description: string | null
  targetUrl: string | null
  createdAt: string
  updatedAt: string
  /** Who posted it: the login of the token's owner. */
  creator: string
}

/** A check run (docs.github.com "REST API endpoints for check runs"), as a GitHub App posts one. */
export interface CheckRun {
  id: number
  name: string
  headSha: string
  /** The branch the commit was pushed to, as GitHub gives the run's check suite; null when none is known. */
  headBranch: string | null
  status: 'queued' | 'in_progress' | 'completed'
  conclusion: string | null
  detailsUrl: string | null
  output: { title: string | null; summary: string | null }
  app: CheckRunApp
  startedAt: string
  completedAt: string | null
}

/** GitHub's `check_run` webhook: the action and the body GitHub Actions saves as the event. */
export interface CheckRunEvent {
  action: 'created' | 'completed'
  payload: Record<string, unknown>
}

/** A branch that moved, as GitHub's `push` webhook tells an app: before and after (null: created or deleted). */
export interface PushEvent {
  ref: string
  before: string | null
  after: string | null
}

interface Label {
  id: number
  name: string
  color: string
}

export interface StandInState {
  owner: string
  name: string
  private: boolean
  defaultBranch: string
  user: StandInUser
  app: OAuthApp
  tokens: Map<string, IssuedToken>
  codes: Map<string, { clientId: string; redirectUri: string; scopes: string[]; expires: number; used: boolean }>
  pulls: PullRequest[]
  labels: Map<string, Label>
  /** Branches whose pull requests need this many approving reviews before they merge; no direct pushes either. */
  protectedBranches: Map<string, { requiredApprovals: number }>
  /** The next issue and pull request number. */
  nextNumber: number
  /** Commit statuses by commit SHA, oldest first. */
  statuses: Map<string, CommitStatus[]>
  /** Who hears of every branch that moves (the `push` webhook's subscribers, such as the host). */
  pushListeners: Set<(event: PushEvent) => void>
  /** Check runs, oldest first. */
  checkRuns: CheckRun[]
  /** The branch each commit was last pushed to (what a check suite's head_branch says). */
  pushedBranch: Map<string, string>
  /** Who hears of check runs created and completed (the `check_run` webhook's subscribers, such as Actions). */
  checkRunListeners: Set<(event: CheckRunEvent) => void>
}

const base62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A token in GitHub's OAuth shape: gho_ and 36 characters. */
export function newToken(prefix: 'gho_' | 'code'): string {
  const bytes = randomBytes(36)
  const body = [...bytes].map((byte) => base62[byte % 62]).join('')
  return prefix === 'gho_' ? `gho_${body}` : body.slice(0, 20).toLowerCase()
}

export const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The address a user's commits carry when their email is private, as GitHub writes it. */
const noreplyEmail = (user: StandInUser) => `${user.id}+${user.login}@users.noreply.github.com`

export function personOf(user: StandInUser): GitPerson {
  return { name: user.name, email: noreplyEmail(user), date: now() }
}

/** The JSON shapes, given the API's and the web's addresses. */
export function shapes(state: StandInState, apiUrl: string, webUrl: string) {
  const repoPath = `${state.owner}/${state.name}`
  const repoApi = `${apiUrl}/repos/${repoPath}`
  const simpleUser = (login: string) => ({
    login,
    id: login === state.user.login ? state.user.id : 0,
    node_id: `U_${login}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${login === state.user.login ? state.user.id : 0}?v=4`,
    url: `${apiUrl}/users/${login}`,
    html_url: `${webUrl}/${login}`,
    type: 'User',
    site_admin: false,
  })
  const repository = () => ({
    id: 1,
    node_id: 'R_vaultline',
    name: state.name,
    full_name: repoPath,
    private: state.private,
    visibility: state.private ? 'private' : 'public',
    owner: { ...simpleUser(state.owner), type: 'Organization' },
    html_url: `${webUrl}/${repoPath}`,
    url: repoApi,
    fork: false,
    default_branch: state.defaultBranch,
    permissions: { admin: false, maintain: false, push: true, triage: true, pull: true },
  })
  const commitRef = (sha: string) => ({
    sha,
    url: `${repoApi}/commits/${sha}`,
    html_url: `${webUrl}/${repoPath}/commit/${sha}`,
  })
  const gitCommit = (commit: CommitObject) => ({
    sha: commit.sha,
    node_id: `C_${commit.sha}`,
    url: `${repoApi}/git/commits/${commit.sha}`,
    html_url: `${webUrl}/${repoPath}/commit/${commit.sha}`,
    author: commit.author,
    committer: commit.committer,
    tree: { sha: commit.tree, url: `${repoApi}/git/trees/${commit.tree}` },
    message: commit.message.replace(/\n$/, ''),
    parents: commit.parents.map(commitRef),
    verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  })
  const loginOf = (person: GitPerson) => (person.email === noreplyEmail(state.user) ? state.user.login : null)
  /** A commit as the commits and compare endpoints list it. */
  const listedCommit = (commit: CommitObject) => ({
    sha: commit.sha,
    node_id: `C_${commit.sha}`,
    commit: {
      author: commit.author,
      committer: commit.committer,
      message: commit.message.replace(/\n$/, ''),
      tree: { sha: commit.tree, url: `${repoApi}/git/trees/${commit.tree}` },
      url: `${repoApi}/git/commits/${commit.sha}`,
      comment_count: 0,
      verification: { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
    },
    url: `${repoApi}/commits/${commit.sha}`,
    html_url: `${webUrl}/${repoPath}/commit/${commit.sha}`,
    comments_url: `${repoApi}/commits/${commit.sha}/comments`,
    author: loginOf(commit.author) ? simpleUser(loginOf(commit.author)!) : null,
    committer: loginOf(commit.committer) ? simpleUser(loginOf(commit.committer)!) : null,
    parents: commit.parents.map(commitRef),
  })
  const label = (name: string) => {
    const known = state.labels.get(name)!
    return {
      id: known.id,
      node_id: `LA_${known.id}`,
      url: `${repoApi}/labels/${encodeURIComponent(name)}`,
      name,
      color: known.color,
      default: false,
      description: null,
    }
  }
  const pull = (pr: PullRequest, headSha: string, baseSha: string, single: boolean) => ({
    url: `${repoApi}/pulls/${pr.number}`,
    id: 1000 + pr.number,
    node_id: `PR_${pr.number}`,
    html_url: `${webUrl}/${repoPath}/pull/${pr.number}`,
    diff_url: `${webUrl}/${repoPath}/pull/${pr.number}.diff`,
    patch_url: `${webUrl}/${repoPath}/pull/${pr.number}.patch`,
    issue_url: `${repoApi}/issues/${pr.number}`,
    number: pr.number,
    state: pr.state,
    locked: false,
    title: pr.title,
    user: simpleUser(pr.user),
    body: pr.body,
    labels: pr.labels.map(label),
    created_at: pr.createdAt,
    updated_at: pr.updatedAt,
    closed_at: pr.closedAt,
    merged_at: pr.mergedAt,
    merge_commit_sha: pr.mergeCommitSha,
    draft: false,
    head: {
      label: `${state.owner}:${pr.headRef}`,
      ref: pr.headRef,
      sha: headSha,
      user: simpleUser(state.owner),
      repo: repository(),
    },
    base: {
      label: `${state.owner}:${pr.baseRef}`,
      ref: pr.baseRef,
      sha: baseSha,
      user: simpleUser(state.owner),
      repo: repository(),
    },
    author_association: 'MEMBER',
    ...(single
      ? {
          merged: pr.merged,
          mergeable: pr.state === 'open' ? true : null,
          comments: 0,
          commits: 0,
          additions: 0,
          deletions: 0,
          changed_files: 0,
        }
      : {}),
  })
  return { simpleUser, repository, commitRef, gitCommit, listedCommit, label, pull, repoApi, repoPath }
}

/**
 * The stand-in's REST API (api.github.com's role): the calls Decap's GitHub back end makes with
 * the editorial workflow, answered as docs.github.com/rest describes them, with GitHub's error
 * answers where data depends on them: 401 Bad credentials, 404 Not Found, 409 on a merge whose
 * head moved, 422 on refs and pull requests that cannot be made, 405 on a pull request that cannot
 * merge. What it leaves out: tests/contentEditor/DIFFERENCES.md.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { GitRepository, TreeChange } from './gitRepository'
import {
  now,
  personOf,
  shapes,
  type CheckRun,
  type CommitStatus,
  type IssuedToken,
  type PullRequest,
  type StandInState,
} from './githubState'

/** One request as the log keeps it: what it asked and carried, and the status it got. */
interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
  status: number
  /** The scopes of the token it carried; null without one. */
  scopes: string[] | null
}

class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

const docs = 'https://docs.github.com/rest'
/** GitHub's error body: a message, where to read about it, and the status as a string. */
const failure = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  new Answer(status, { message, documentation_url: docs, status: String(status), ...extra })
const notFound = () => failure(404, 'Not Found')
const validationFailed = (message: string, field?: string) =>
  failure(422, 'Validation Failed', {
    errors: [{ resource: 'PullRequest', ...(field ? { field, code: 'invalid' } : { code: 'custom', message }) }],
  })

/** GitHub's CORS answers: any origin, no credentials, these request headers. */
const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'ETag, Link, Location, Retry-After, X-GitHub-OTP, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used, X-RateLimit-Resource, X-RateLimit-Reset, X-OAuth-Scopes, X-Accepted-OAuth-Scopes, X-Poll-Interval, X-GitHub-Media-Type, X-GitHub-SSO, X-GitHub-Request-Id, Deprecation, Sunset',
}
const preflightHeaders = {
  ...corsHeaders,
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, If-Match, If-Modified-Since, If-None-Match, If-Unmodified-Since, Accept-Encoding, X-GitHub-OTP, X-Requested-With, User-Agent, GraphQL-Features, X-Github-Next-Global-ID, X-GitHub-Api-Version',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, PUT, DELETE',
  'Access-Control-Max-Age': '86400',
}

const statusStates: readonly CommitStatus['state'][] = ['error', 'failure', 'pending', 'success']
const checkRunStatuses: readonly CheckRun['status'][] = ['queued', 'in_progress', 'completed']
const checkRunConclusions = [
  'action_required',
  'cancelled',
  'failure',
  'neutral',
  'success',
  'skipped',
  'stale',
  'timed_out',
] as const

/** GitHub's combined state: failure if any context failed or erred, pending if any is pending or none exist, else success. */
function combinedState(latest: readonly CommitStatus[]): 'failure' | 'pending' | 'success' {
  if (latest.some((status) => status.state === 'failure' || status.state === 'error')) return 'failure'
  if (latest.length === 0 || latest.some((status) => status.state === 'pending')) return 'pending'
  return 'success'
}

/** Base64 as GitHub sends blob content: lines of 60 characters. */
const base64Lines = (content: Buffer) => `${content.toString('base64').replace(/.{60}/g, '$&\n')}\n`

const safePath = (path: unknown): path is string =>
  typeof path === 'string' &&
  path !== '' &&
  !path.startsWith('/') &&
  !path.endsWith('/') &&
  path.split('/').every((part) => part !== '' && part !== '.' && part !== '..' && part !== '.git')

interface Context {
  method: string
  path: string
  query: URLSearchParams
  body: Record<string, unknown>
  token: IssuedToken | null
}

export function githubRest({
  state,
  repository,
  apiUrl,
  webUrl,
}: {
  state: StandInState
  repository: GitRepository
  apiUrl: string
  webUrl: string
}) {
  const shape = shapes(state, apiUrl, webUrl)
  const log: LoggedRequest[] = []
  let statusCount = 0

  const statusJson = (status: CommitStatus) => ({
    url: `${shape.repoApi}/statuses/${status.id}`,
    avatar_url: null,
    id: status.id,
    node_id: `SC_${status.id}`,
    state: status.state,
    description: status.description,
    target_url: status.targetUrl,
    context: status.context,
    created_at: status.createdAt,
    updated_at: status.updatedAt,
    creator: shape.simpleUser(status.creator),
  })

  const checkRunJson = (run: CheckRun) => ({
    id: run.id,
    node_id: `CR_${run.id}`,
    head_sha: run.headSha,
    external_id: '',
    url: `${shape.repoApi}/check-runs/${run.id}`,
    html_url: `${webUrl}/${shape.repoPath}/runs/${run.id}`,
    details_url: run.detailsUrl,
    status: run.status,
    conclusion: run.conclusion,
    started_at: run.startedAt,
    completed_at: run.completedAt,
    output: { ...run.output, text: null, annotations_count: 0 },
    name: run.name,
    check_suite: { id: run.id },
    app: { id: 1, slug: run.app.slug, node_id: `A_${run.app.slug}`, name: run.app.name },
    pull_requests: state.pulls
      .filter((pr) => pr.state === 'open' && pr.headRef === run.headBranch)
      .map((pr) => ({ number: pr.number, head: { ref: pr.headRef }, base: { ref: pr.baseRef } })),
  })

  /** Tells whoever listens of a check run created or completed, in the shape of GitHub's `check_run` webhook. */
  function checkRunEvent(action: 'created' | 'completed', run: CheckRun) {
    const json = checkRunJson(run)
    const payload = {
      action,
      check_run: {
        ...json,
        check_suite: {
          id: run.id,
          head_branch: run.headBranch,
          head_sha: run.headSha,
          status: run.status,
          conclusion: run.conclusion,
          app: json.app,
        },
      },
      repository: shape.repository(),
      sender: shape.simpleUser(`${run.app.slug}[bot]`),
    }
    for (const listener of state.checkRunListeners) listener({ action, payload })
  }

  /** The fields of a check run's create or update that GitHub validates; a message when one is wrong. */
  function checkRunFields(body: Record<string, unknown>): Partial<CheckRun> | string {
    const fields: Partial<CheckRun> = {}
    if (body.status !== undefined) {
      if (!checkRunStatuses.includes(body.status as CheckRun['status'])) return 'status is not included in the list'
      fields.status = body.status as CheckRun['status']
    }
    if (body.conclusion !== undefined) {
      if (!checkRunConclusions.includes(body.conclusion as (typeof checkRunConclusions)[number]))
        return 'conclusion is not included in the list'
      // GitHub: giving a conclusion completes the run.
      Object.assign(fields, { conclusion: body.conclusion, status: 'completed' })
    }
    if (fields.status === 'completed' && !fields.conclusion) return 'conclusion is required when status is completed'
    if (body.details_url !== undefined)
      fields.detailsUrl = typeof body.details_url === 'string' ? body.details_url : null
    if (body.output !== undefined) {
      const output = body.output as { title?: unknown; summary?: unknown }
      if (typeof output?.title !== 'string' || typeof output.summary !== 'string')
        return 'output needs a title and a summary'
      fields.output = { title: output.title, summary: output.summary }
    }
    return fields
  }

  /** Moves, creates (expected null) or deletes (sha null) a branch, and tells whoever listens for pushes, as GitHub's webhook does. */
  async function moveBranch(name: string, sha: string | null, expected: string | null): Promise<void> {
    if (sha) await repository.setRef(name, sha, expected)
    else await repository.deleteRef(name)
    if (sha && name.startsWith('refs/heads/')) state.pushedBranch.set(sha, name.slice('refs/heads/'.length))
    if (name.startsWith('refs/heads/'))
      for (const listener of state.pushListeners) listener({ ref: name, before: expected, after: sha })
  }

  const canRead = (token: IssuedToken | null) => !state.private || Boolean(token?.scopes.includes('repo'))
  const canWrite = (token: IssuedToken | null) =>
    Boolean(token && (token.scopes.includes('repo') || (!state.private && token.scopes.includes('public_repo'))))

  /** A branch name or a commit, as compare and the head/base fields name them (`owner:branch` too). */
  async function commitOf(name: string): Promise<string | null> {
    const plain = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name
    if (name.includes(':') && name.slice(0, name.indexOf(':')).toLowerCase() !== state.owner.toLowerCase()) return null
    return (
      (await repository.ref(`refs/heads/${plain}`)) ??
      // `heads/<branch>`, as the statuses endpoints document a branch.
      (plain.startsWith('heads/') ? await repository.ref(`refs/${plain}`) : null) ??
      (/^[0-9a-f]{7,40}$/.test(plain) ? repository.resolve(plain, 'commit') : null)
    )
  }

  async function refJson(name: string, sha: string) {
    return {
      ref: name,
      node_id: `REF_${name}`,
      url: `${shape.repoApi}/git/${name}`,
      object: { sha, type: 'commit', url: `${shape.repoApi}/git/commits/${sha}` },
    }
  }

  async function listed(sha: string) {
    return shape.listedCommit((await repository.commit(sha))!)
  }

  async function pullJson(pr: PullRequest, single = false) {
    const head = pr.state === 'open' ? ((await repository.ref(`refs/heads/${pr.headRef}`)) ?? pr.headSha) : pr.headSha
    const base = (await repository.ref(`refs/heads/${pr.baseRef}`)) ?? ''
    return shape.pull(pr, head, base, single)
  }

  async function compare(baseName: string, headName: string): Promise<Answer> {
    const base = await commitOf(baseName)
    const head = await commitOf(headName)
    if (!base || !head) return notFound()
    const mergeBase = (await repository.mergeBase(base, head)) ?? base
    const ahead = await repository.commitsBetween(base, head)
    const behind = await repository.commitsBetween(head, base)
    const files = await repository.changedFiles(mergeBase, head)
    return new Answer(200, {
      url: `${shape.repoApi}/compare/${baseName}...${headName}`,
      html_url: `${webUrl}/${shape.repoPath}/compare/${baseName}...${headName}`,
      base_commit: await listed(base),
      merge_base_commit: await listed(mergeBase),
      status:
        ahead.length && behind.length ? 'diverged' : ahead.length ? 'ahead' : behind.length ? 'behind' : 'identical',
      ahead_by: ahead.length,
      behind_by: behind.length,
      total_commits: ahead.length,
      commits: await Promise.all(ahead.map(listed)),
      files: await Promise.all(
        files.map(async (file) => ({
          sha: file.sha,
          filename: file.path,
          status: { A: 'added', M: 'modified', D: 'removed' }[file.status],
          additions: file.additions,
          deletions: file.deletions,
          changes: file.additions + file.deletions,
          blob_url: `${webUrl}/${shape.repoPath}/blob/${head}/${file.path}`,
          raw_url: `${webUrl}/${shape.repoPath}/raw/${head}/${file.path}`,
          contents_url: `${shape.repoApi}/contents/${file.path}?ref=${head}`,
          // GitHub gives no patch for a binary file.
          ...(file.binary || file.status === 'D' ? {} : { patch: await repository.patch(mergeBase, head, file.path) }),
        })),
      ),
    })
  }

  async function mergePull(pr: PullRequest, body: Record<string, unknown>): Promise<Answer> {
    const headTip = await repository.ref(`refs/heads/${pr.headRef}`)
    const baseTip = await repository.ref(`refs/heads/${pr.baseRef}`)
    if (pr.state !== 'open' || !headTip || !baseTip) return failure(405, 'Pull Request is not mergeable')
    if (typeof body.sha === 'string' && body.sha !== headTip)
      return failure(409, 'Head branch was modified. Review and try the merge again.')
    const protection = state.protectedBranches.get(pr.baseRef)
    if (protection && pr.approvals < protection.requiredApprovals)
      return failure(
        405,
        `At least ${protection.requiredApprovals} approving review is required by reviewers with write access.`,
      )
    const method = typeof body.merge_method === 'string' ? body.merge_method : 'merge'
    if (method !== 'merge' && method !== 'squash')
      return failure(405, 'Rebase merges are not allowed on this repository.')
    const tree = await repository.mergeTrees(baseTip, headTip)
    if (!tree) return failure(405, 'Pull Request is not mergeable')
    const title =
      typeof body.commit_title === 'string'
        ? body.commit_title
        : method === 'squash'
          ? `${pr.title} (#${pr.number})`
          : `Merge pull request #${pr.number} from ${state.owner}/${pr.headRef}`
    const message = typeof body.commit_message === 'string' ? body.commit_message : method === 'squash' ? '' : pr.title
    const sha = await repository.createCommit({
      tree,
      parents: method === 'squash' ? [baseTip] : [baseTip, headTip],
      message: `${title}${message ? `\n\n${message}` : ''}\n`,
      author: personOf(state.user),
      committer: { name: 'GitHub', email: 'noreply@github.com', date: now() },
    })
    await moveBranch(`refs/heads/${pr.baseRef}`, sha, baseTip)
    Object.assign(pr, {
      state: 'closed',
      merged: true,
      mergeCommitSha: sha,
      headSha: headTip,
      closedAt: now(),
      mergedAt: now(),
      updatedAt: now(),
    })
    return new Answer(200, { sha, merged: true, message: 'Pull Request successfully merged' })
  }

  /** A new open pull request by the signed-in user, numbered next. */
  function openPull(fields: Pick<PullRequest, 'title' | 'body' | 'headRef' | 'headSha' | 'baseRef'>): PullRequest {
    const pr: PullRequest = {
      ...fields,
      number: state.nextNumber++,
      state: 'open',
      merged: false,
      mergeCommitSha: null,
      labels: [],
      user: state.user.login,
      createdAt: now(),
      updatedAt: now(),
      closedAt: null,
      mergedAt: null,
      approvals: 0,
    }
    state.pulls.push(pr)
    return pr
  }

  /**
   * GitHub's *Revert* button on a merged pull request (a web action, no REST endpoint): a branch
   * `revert-<number>-<head>` from the base's tip with one commit that takes the merge's change back,
   * and a pull request `Revert "<title>"` from it, opened by the signed-in user. Null when the change
   * cannot be taken back cleanly (GitHub then says it cannot revert automatically).
   */
  async function revertPull(number: number): Promise<PullRequest | null> {
    const pr = state.pulls.find((candidate) => candidate.number === number)
    if (!pr?.merged || !pr.mergeCommitSha) return null
    const baseTip = (await repository.ref(`refs/heads/${pr.baseRef}`))!
    const tree = await repository.revertedTree(pr.mergeCommitSha, baseTip)
    if (!tree) return null
    const merged = (await repository.commit(pr.mergeCommitSha))!
    const subject = merged.message.split('\n')[0]!
    const sha = await repository.createCommit({
      tree,
      parents: [baseTip],
      message: `Revert "${subject}"\n\nThis reverts commit ${pr.mergeCommitSha}.\n`,
      author: personOf(state.user),
      committer: personOf(state.user),
    })
    const headRef = `revert-${pr.number}-${pr.headRef}`
    await moveBranch(`refs/heads/${headRef}`, sha, null)
    const revert = openPull({
      title: `Revert "${pr.title}"`,
      body: `Reverts ${shape.repoPath}#${pr.number}`,
      headRef,
      headSha: sha,
      baseRef: pr.baseRef,
    })
    return revert
  }

  /** Creating (POST /check-runs) and updating (PATCH /check-runs/{id}) a check run, as its app. */
  async function checkRunRoute(
    path: string,
    method: string,
    body: Record<string, unknown>,
    app: CheckRun['app'],
  ): Promise<Answer> {
    const invalid = (message: string) =>
      failure(422, 'Validation Failed', { errors: [{ resource: 'CheckRun', code: 'custom', message }] })
    const fields = checkRunFields(body)
    if (typeof fields === 'string') return invalid(fields)
    if (path === '/check-runs' && method === 'POST') {
      const { name, head_sha: sha } = body
      if (typeof name !== 'string' || name === '') return invalid('name is missing')
      if (typeof sha !== 'string' || (await repository.typeOf(sha)) !== 'commit')
        return failure(422, `No commit found for SHA: ${String(sha)}`)
      const run: CheckRun = {
        id: state.checkRuns.length + 1,
        name,
        headSha: sha,
        headBranch: state.pushedBranch.get(sha) ?? null,
        status: 'queued',
        conclusion: null,
        detailsUrl: null,
        output: { title: null, summary: null },
        app,
        startedAt: now(),
        completedAt: null,
        ...fields,
      }
      if (run.status === 'completed') run.completedAt = now()
      state.checkRuns.push(run)
      checkRunEvent('created', run)
      return new Answer(201, checkRunJson(run))
    }
    const match = /^\/check-runs\/(\d+)$/.exec(path)
    const run = match && state.checkRuns.find((candidate) => candidate.id === Number(match[1]))
    if (!run || method !== 'PATCH') return notFound()
    // An app may update only its own check runs.
    if (run.app.slug !== app.slug) return failure(403, 'Resource not accessible by integration')
    const completes = run.status !== 'completed' && fields.status === 'completed'
    Object.assign(run, fields, typeof body.name === 'string' && body.name ? { name: body.name } : {})
    if (completes) {
      run.completedAt = now()
      checkRunEvent('completed', run)
    }
    return new Answer(200, checkRunJson(run))
  }

  /** The repository's routes, after `/repos/{owner}/{repo}`. */
  async function repoRoute({ method, path, query, body, token }: Context): Promise<Answer> {
    const write = method !== 'GET'
    // A token with only `repo:status` may post commit statuses and nothing else (GitHub's OAuth scopes).
    const statusOnly =
      method === 'POST' && path.startsWith('/statuses/') && Boolean(token?.scopes.includes('repo:status'))
    // Check runs are written by GitHub Apps only: GitHub answers any other token 403.
    if (path.startsWith('/check-runs') && write)
      return token?.app
        ? checkRunRoute(path, method, body, token.app)
        : failure(403, 'You must authenticate via a GitHub App.')
    if (write && !canWrite(token) && !statusOnly) return notFound()
    const route = (pattern: RegExp) => pattern.exec(path)
    let match: RegExpExecArray | null

    if (path === '' && method === 'GET') return new Answer(200, shape.repository())

    if ((match = route(/^\/branches\/(.+)$/)) && method === 'GET') {
      const name = decodeURIComponent(match[1]!)
      const sha = await repository.ref(`refs/heads/${name}`)
      if (!sha) return failure(404, 'Branch not found')
      return new Answer(200, {
        name,
        commit: await listed(sha),
        _links: { self: `${shape.repoApi}/branches/${name}`, html: `${webUrl}/${shape.repoPath}/tree/${name}` },
        protected: state.protectedBranches.has(name),
        protection_url: `${shape.repoApi}/branches/${name}/protection`,
      })
    }

    if ((match = route(/^\/git\/(?:refs|matching-refs)\/(.+)$/)) && method === 'GET') {
      const name = `refs/${decodeURIComponent(match[1]!)}`
      const refs = await repository.refs('refs/')
      if (path.startsWith('/git/refs/') && refs.has(name)) return new Answer(200, await refJson(name, refs.get(name)!))
      const matching = await Promise.all(
        [...refs]
          .filter(([ref]) => ref.startsWith(path.startsWith('/git/matching-refs/') ? name : `${name}/`))
          .map(([ref, sha]) => refJson(ref, sha)),
      )
      return matching.length > 0 || path.startsWith('/git/matching-refs/') ? new Answer(200, matching) : notFound()
    }
    if (path === '/git/refs' && method === 'POST') {
      const { ref, sha } = body as { ref?: string; sha?: string }
      if (typeof ref !== 'string' || !/^refs\/[^/]+\/.+/.test(ref) || ref.includes('..'))
        return failure(422, 'Reference name is invalid')
      if (typeof sha !== 'string' || (await repository.typeOf(sha)) !== 'commit')
        return failure(422, 'Object does not exist')
      if (await repository.ref(ref)) return failure(422, 'Reference already exists')
      await moveBranch(ref, sha, null)
      return new Answer(201, await refJson(ref, sha), { Location: `${shape.repoApi}/git/${ref}` })
    }
    if ((match = route(/^\/git\/refs\/(.+)$/)) && (method === 'PATCH' || method === 'DELETE')) {
      const name = `refs/${decodeURIComponent(match[1]!)}`
      const current = await repository.ref(name)
      if (!current) return failure(422, 'Reference does not exist')
      const branch = name.replace(/^refs\/heads\//, '')
      if (state.protectedBranches.has(branch)) return failure(422, `Protected branch update failed for ${name}.`)
      if (method === 'DELETE') {
        await moveBranch(name, null, current)
        return new Answer(204, null)
      }
      const { sha, force } = body as { sha?: string; force?: boolean }
      if (typeof sha !== 'string' || (await repository.typeOf(sha)) !== 'commit')
        return failure(422, 'Object does not exist')
      if (!force && !(await repository.isAncestor(current, sha))) return failure(422, 'Update is not a fast forward')
      await moveBranch(name, sha, current)
      return new Answer(200, await refJson(name, sha))
    }

    if ((match = route(/^\/git\/trees\/(.+)$/)) && method === 'GET') {
      // A SHA, a branch, or `branch:folder` (Decap reads folders that way).
      const name = decodeURIComponent(match[1]!)
      const [rev, folder] = name.includes(':')
        ? [name.slice(0, name.indexOf(':')), name.slice(name.indexOf(':') + 1)]
        : [name, '']
      const commit = /^[0-9a-f]{40}$/.test(rev) ? rev : await repository.ref(`refs/heads/${rev}`)
      const tree = commit ? await repository.resolve(folder ? `${commit}:${folder}` : commit, 'tree') : null
      if (!tree) return notFound()
      const entries = await repository.tree(
        tree,
        query.get('recursive') !== null && query.get('recursive') !== '0' && query.get('recursive') !== 'false',
      )
      return new Answer(200, {
        sha: tree,
        url: `${shape.repoApi}/git/trees/${tree}`,
        tree: entries.map((entry) => ({ ...entry, url: `${shape.repoApi}/git/${entry.type}s/${entry.sha}` })),
        truncated: false,
      })
    }
    if (path === '/git/trees' && method === 'POST') {
      const { base_tree: baseName, tree } = body as {
        base_tree?: string
        tree?: { path?: unknown; mode?: string; type?: string; sha?: string | null; content?: string }[]
      }
      // Decap names the base by its commit; GitHub takes the commit's tree.
      const base = typeof baseName === 'string' ? await repository.resolve(baseName, 'tree') : null
      if (typeof baseName === 'string' && !base) return failure(422, 'base_tree is not a valid tree oid')
      if (!Array.isArray(tree)) return failure(422, 'Invalid request.\n\n"tree" wasn\'t supplied.')
      const changes: TreeChange[] = []
      for (const entry of tree) {
        if (!safePath(entry.path)) return failure(422, `tree.path contains a malformed path component`)
        if (entry.sha === null) {
          changes.push({ path: entry.path, mode: entry.mode ?? '100644', sha: null })
          continue
        }
        const sha =
          typeof entry.content === 'string'
            ? await repository.createBlob(Buffer.from(entry.content, 'utf8'))
            : entry.sha
        if (typeof sha !== 'string' || (await repository.typeOf(sha)) !== (entry.type ?? 'blob'))
          return failure(422, `tree.sha ${String(sha)} is not a valid ${entry.type ?? 'blob'}`)
        changes.push({ path: entry.path, mode: entry.mode ?? '100644', sha })
      }
      const created = await repository.createTree(base, changes)
      const entries = await repository.tree(created, false)
      return new Answer(201, {
        sha: created,
        url: `${shape.repoApi}/git/trees/${created}`,
        tree: entries.map((entry) => ({ ...entry, url: `${shape.repoApi}/git/${entry.type}s/${entry.sha}` })),
        truncated: false,
      })
    }

    if ((match = route(/^\/git\/blobs\/([0-9a-f]{40})$/)) && method === 'GET') {
      const content = await repository.blob(match[1]!)
      if (!content) return notFound()
      return new Answer(200, {
        sha: match[1],
        node_id: `B_${match[1]}`,
        size: content.length,
        url: `${shape.repoApi}/git/blobs/${match[1]}`,
        content: base64Lines(content),
        encoding: 'base64',
      })
    }
    if (path === '/git/blobs' && method === 'POST') {
      const { content, encoding = 'utf-8' } = body as { content?: string; encoding?: string }
      if (typeof content !== 'string' || (encoding !== 'utf-8' && encoding !== 'base64'))
        return failure(422, "Invalid request.\n\nFor 'properties/content', nil is not a string.")
      const sha = await repository.createBlob(Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8'))
      return new Answer(
        201,
        { sha, url: `${shape.repoApi}/git/blobs/${sha}` },
        { Location: `${shape.repoApi}/git/blobs/${sha}` },
      )
    }

    if (path === '/git/commits' && method === 'POST') {
      const {
        message,
        tree,
        parents = [],
        author,
        committer,
      } = body as {
        message?: string
        tree?: string
        parents?: string[]
        author?: { name: string; email: string; date?: string }
        committer?: { name: string; email: string; date?: string }
      }
      if (typeof message !== 'string') return failure(422, 'Invalid request.\n\n"message" wasn\'t supplied.')
      if (typeof tree !== 'string' || (await repository.typeOf(tree)) !== 'tree')
        return failure(422, 'Tree SHA does not exist')
      for (const parent of parents)
        if ((await repository.typeOf(parent)) !== 'commit')
          return failure(422, 'Parent SHA does not exist or is not a commit object')
      // Without an author, the commit is the signed-in user's; the committer defaults to the author.
      const authorPerson = author
        ? { name: author.name, email: author.email, date: author.date ?? now() }
        : personOf(state.user)
      const committerPerson = committer
        ? { name: committer.name, email: committer.email, date: committer.date ?? now() }
        : authorPerson
      const sha = await repository.createCommit({
        tree,
        parents,
        message,
        author: authorPerson,
        committer: committerPerson,
      })
      return new Answer(201, shape.gitCommit((await repository.commit(sha))!), {
        Location: `${shape.repoApi}/git/commits/${sha}`,
      })
    }
    if ((match = route(/^\/git\/commits\/([0-9a-f]{40})$/)) && method === 'GET') {
      const commit = await repository.commit(match[1]!)
      return commit ? new Answer(200, shape.gitCommit(commit)) : notFound()
    }

    if (path === '/commits' && method === 'GET') {
      const start = await commitOf(query.get('sha') ?? state.defaultBranch)
      if (!start) return notFound()
      const history = await repository.history(start, query.get('path') ?? '.')
      return new Answer(200, await Promise.all(history.slice(0, Number(query.get('per_page') ?? 30)).map(listed)))
    }
    if ((match = route(/^\/commits\/(.+)\/(status|statuses)$/)) && method === 'GET') {
      const sha = await commitOf(decodeURIComponent(match[1]!))
      if (!sha) return failure(422, `No commit found for SHA: ${match[1]}`)
      const all = [...(state.statuses.get(sha) ?? [])].reverse()
      // The list: every status, newest first. The combined status: the newest of each context.
      if (match[2] === 'statuses') return new Answer(200, all.map(statusJson))
      const latest = all.filter((status, index) => all.findIndex((other) => other.context === status.context) === index)
      return new Answer(200, {
        state: combinedState(latest),
        statuses: latest.map(statusJson),
        sha,
        total_count: latest.length,
        repository: shape.repository(),
        commit_url: `${shape.repoApi}/commits/${sha}`,
        url: `${shape.repoApi}/commits/${sha}/status`,
      })
    }
    if ((match = route(/^\/statuses\/([0-9a-f]{40})$/)) && method === 'POST') {
      const sha = match[1]!
      if ((await repository.typeOf(sha)) !== 'commit') return failure(422, `No commit found for SHA: ${sha}`)
      const { state: wanted, target_url, description, context = 'default' } = body as Record<string, unknown>
      if (typeof wanted !== 'string' || !statusStates.includes(wanted as CommitStatus['state']))
        return failure(422, 'Validation Failed', {
          errors: [
            { resource: 'Status', field: 'state', code: 'custom', message: 'state is not included in the list' },
          ],
        })
      if (typeof description === 'string' && description.length > 140)
        return failure(422, 'Validation Failed', {
          errors: [
            {
              resource: 'Status',
              field: 'description',
              code: 'custom',
              message: 'description is too long (maximum is 140 characters)',
            },
          ],
        })
      const status: CommitStatus = {
        id: ++statusCount,
        state: wanted as CommitStatus['state'],
        context: String(context),
        description: typeof description === 'string' ? description : null,
        targetUrl: typeof target_url === 'string' ? target_url : null,
        createdAt: now(),
        updatedAt: now(),
        creator: token!.login,
      }
      state.statuses.set(sha, [...(state.statuses.get(sha) ?? []), status])
      return new Answer(201, statusJson(status), { Location: `${shape.repoApi}/statuses/${sha}` })
    }
    if ((match = route(/^\/check-runs\/(\d+)$/)) && method === 'GET') {
      const run = state.checkRuns.find((candidate) => candidate.id === Number(match![1]))
      return run ? new Answer(200, checkRunJson(run)) : notFound()
    }
    if ((match = route(/^\/commits\/(.+)\/check-runs$/)) && method === 'GET') {
      const sha = await commitOf(decodeURIComponent(match[1]!))
      if (!sha) return failure(422, `No commit found for SHA: ${match[1]}`)
      const runs = state.checkRuns.filter((run) => run.headSha === sha).reverse()
      return new Answer(200, { total_count: runs.length, check_runs: runs.map(checkRunJson) })
    }
    if ((match = route(/^\/compare\/(.+)\.\.\.(.+)$/)) && method === 'GET')
      return compare(decodeURIComponent(match[1]!), decodeURIComponent(match[2]!))

    if (path === '/pulls' && method === 'GET') {
      const wanted = query.get('state') ?? 'open'
      const head = query.get('head')
      const pulls = state.pulls.filter(
        (pr) =>
          (wanted === 'all' || pr.state === wanted) &&
          (!query.get('base') || pr.baseRef === query.get('base')) &&
          (!head || `${state.owner}:${pr.headRef}`.toLowerCase() === head.toLowerCase()),
      )
      return new Answer(200, await Promise.all([...pulls].reverse().map((pr) => pullJson(pr))))
    }
    if (path === '/pulls' && method === 'POST') {
      const {
        title,
        body: text = '',
        head: headName,
        base: baseRef,
      } = body as { title?: string; body?: string; head?: string; base?: string }
      if (typeof title !== 'string' || typeof headName !== 'string' || typeof baseRef !== 'string')
        return validationFailed('', 'title')
      const headRef = headName.includes(':') ? headName.slice(headName.indexOf(':') + 1) : headName
      const headSha = await commitOf(headName)
      const baseSha = await repository.ref(`refs/heads/${baseRef}`)
      if (!headSha) return validationFailed('', 'head')
      if (!baseSha) return validationFailed('', 'base')
      if (state.pulls.some((pr) => pr.state === 'open' && pr.headRef === headRef && pr.baseRef === baseRef))
        return validationFailed(`A pull request already exists for ${state.owner}:${headRef}.`)
      if ((await repository.commitsBetween(baseSha, headSha)).length === 0)
        return validationFailed(`No commits between ${baseRef} and ${headRef}`)
      const pr = openPull({ title, body: text, headRef, headSha, baseRef })
      return new Answer(201, await pullJson(pr, true), { Location: `${shape.repoApi}/pulls/${pr.number}` })
    }
    if ((match = route(/^\/pulls\/(\d+)(\/commits|\/merge)?$/))) {
      const pr = state.pulls.find((candidate) => candidate.number === Number(match![1]))
      if (!pr) return notFound()
      if (match[2] === '/merge' && method === 'PUT') return mergePull(pr, body)
      if (match[2] === '/commits' && method === 'GET') {
        const head =
          pr.state === 'open' ? ((await repository.ref(`refs/heads/${pr.headRef}`)) ?? pr.headSha) : pr.headSha
        const base = (await repository.ref(`refs/heads/${pr.baseRef}`))!
        return new Answer(200, await Promise.all((await repository.commitsBetween(base, head)).map(listed)))
      }
      if (!match[2] && method === 'GET') return new Answer(200, await pullJson(pr, true))
      if (!match[2] && method === 'PATCH') {
        const { state: wanted, title, body: text } = body as { state?: string; title?: string; body?: string }
        if (wanted !== undefined && wanted !== 'open' && wanted !== 'closed') return validationFailed('', 'state')
        if (pr.merged && wanted === 'open') return validationFailed('Cannot reopen a merged pull request')
        if (wanted === 'closed' && pr.state === 'open')
          pr.headSha = (await repository.ref(`refs/heads/${pr.headRef}`)) ?? pr.headSha
        Object.assign(pr, {
          ...(wanted ? { state: wanted, closedAt: wanted === 'closed' ? now() : null } : {}),
          ...(title ? { title } : {}),
          ...(text !== undefined ? { body: text } : {}),
          updatedAt: now(),
        })
        return new Answer(200, await pullJson(pr, true))
      }
    }

    if ((match = route(/^\/issues\/(\d+)\/labels$/))) {
      const pr = state.pulls.find((candidate) => candidate.number === Number(match![1]))
      if (!pr) return notFound()
      if (method === 'PUT' || method === 'POST') {
        const names = (body as { labels?: unknown }).labels
        if (!Array.isArray(names) || !names.every((name) => typeof name === 'string'))
          return failure(422, "Invalid request.\n\nFor 'properties/labels', nil is not an array.")
        // A label that does not exist yet is created, as GitHub does.
        for (const name of names)
          if (!state.labels.has(name)) state.labels.set(name, { id: state.labels.size + 1, name, color: 'ededed' })
        pr.labels = method === 'PUT' ? [...new Set(names)] : [...new Set([...pr.labels, ...names])]
        pr.updatedAt = now()
      }
      return new Answer(200, pr.labels.map(shape.label))
    }

    return notFound()
  }

  async function route(context: Context): Promise<Answer> {
    const { method, path } = context
    if (path === '/user' && method === 'GET') {
      if (!context.token) return failure(401, 'Requires authentication')
      return new Answer(200, {
        ...shape.simpleUser(state.user.login),
        name: state.user.name,
        email: null,
        two_factor_authentication: true,
      })
    }
    let match: RegExpExecArray | null
    if ((match = /^\/users\/([\w-]+)$/.exec(path)) && method === 'GET')
      return match[1]!.toLowerCase() === state.user.login.toLowerCase()
        ? new Answer(200, { ...shape.simpleUser(state.user.login), name: state.user.name })
        : notFound()
    if (path === '/search/issues' && method === 'GET')
      return new Answer(200, { total_count: 0, incomplete_results: false, items: [] })
    if ((match = /^\/repos\/([^/]+)\/([^/]+)(\/.*)?$/.exec(path))) {
      if (
        match[1]!.toLowerCase() !== state.owner.toLowerCase() ||
        match[2]!.toLowerCase() !== state.name.toLowerCase() ||
        !canRead(context.token)
      )
        return notFound()
      return repoRoute({ ...context, path: match[3] ?? '' })
    }
    return notFound()
  }

  async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    if (!text) return {}
    try {
      const parsed = JSON.parse(text) as unknown
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null
    } catch {
      return null
    }
  }

  /** What the log keeps of a body: blob contents shortened. */
  const loggedBody = (body: Record<string, unknown>) =>
    typeof body.content === 'string' && body.content.length > 80
      ? { ...body, content: `${body.content.slice(0, 60)}… (${body.content.length} characters)` }
      : body

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', apiUrl)
    const method = request.method ?? 'GET'
    if (method === 'OPTIONS') {
      response.writeHead(204, preflightHeaders).end()
      return
    }
    const authorization = request.headers.authorization ?? ''
    const given = /^(?:token|bearer)\s+(\S+)$/i.exec(authorization)?.[1]
    const token = given ? (state.tokens.get(given) ?? null) : null
    const body = await readJson(request)
    let answer: Answer
    if (authorization && !token) answer = failure(401, 'Bad credentials')
    else if (body === null) answer = failure(400, 'Problems parsing JSON')
    else
      answer = await route({ method, path: url.pathname, query: url.searchParams, body, token }).catch((error: Error) =>
        failure(500, error.message),
      )
    log.push({
      method,
      path: decodeURIComponent(url.pathname),
      query: Object.fromEntries(url.searchParams),
      body: body ? loggedBody(body) : null,
      status: answer.status,
      scopes: token?.scopes ?? null,
    })
    const headers = {
      ...corsHeaders,
      'X-GitHub-Media-Type': 'github.v3; format=json',
      ...(token ? { 'X-OAuth-Scopes': token.scopes.join(', '), 'X-Accepted-OAuth-Scopes': 'repo' } : {}),
      ...answer.headers,
    }
    if (answer.status === 204) response.writeHead(204, headers).end()
    else
      response
        .writeHead(answer.status, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(answer.body))
  }

  return { handle, log, revertPull }
}

/**
 * The GitHub stand-in the production editor test runs against (tests/contentEditor/githubStandIn/)
 * answers as GitHub does where the editor's data depends on it: its Git objects are Git's own,
 * and refs, pull requests and merges fail with GitHub's statuses and messages (401, 404, 405, 409,
 * 422). The browser drives it in tests/e2e/contentEditorGitHub.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../../scripts/shared/projectPaths'
import type { GitHubStandIn } from '../contentEditor/githubStandIn/server'
import { startRepositoryStandIn } from './repositoryStandIn'

let github: GitHubStandIn
let token = ''
const post = 'src/content/blog/ss7-interception-explained/index.en.md'

async function api(method: string, path: string, body?: unknown, as: string | null = token) {
  const response = await fetch(`${github.apiUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...(as ? { Authorization: `token ${as}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return {
    status: response.status,
    json: (response.status === 204 ? null : await response.json()) as Record<string, unknown> & Record<string, never>[],
  }
}
const repo = '/repos/vaultline/website'

/** A commit on top of `parent` changing one file, as Decap makes it: blob, tree on the parent's commit, commit. */
async function commitChange(parent: string, text: string) {
  const blob = await api('POST', `${repo}/git/blobs`, {
    content: Buffer.from(text).toString('base64'),
    encoding: 'base64',
  })
  const tree = await api('POST', `${repo}/git/trees`, {
    base_tree: parent,
    tree: [{ path: post, mode: '100644', type: 'blob', sha: blob.json.sha }],
  })
  return (await api('POST', `${repo}/git/commits`, { message: 'Update post', tree: tree.json.sha, parents: [parent] }))
    .json.sha as string
}

beforeAll(async () => {
  github = await startRepositoryStandIn()
  token = github.issueToken(['public_repo'])
}, 60_000)

afterAll(() => github?.close())

describe('the GitHub stand-in', () => {
  it('keeps Git’s own objects: the seed commit’s files are the project’s, by their Git SHA-1', async () => {
    const main = await api('GET', `${repo}/branches/main`)
    const tree = await api(
      'GET',
      `${repo}/git/trees/main:${encodeURIComponent('src/content/blog/ss7-interception-explained')}`,
    )
    const entry = (tree.json.tree as unknown as { path: string; sha: string }[]).find(
      (file) => file.path === 'index.en.md',
    )!
    const { execFileSync } = await import('node:child_process')
    expect(entry.sha).toBe(execFileSync('git', ['hash-object', post], { cwd: projectRoot, encoding: 'utf8' }).trim())
    const blob = await api('GET', `${repo}/git/blobs/${entry.sha}`)
    expect(blob.json.content).toMatch(/^([A-Za-z0-9+/=]{60}\n)*[A-Za-z0-9+/=]{0,60}\n$/)
    expect((main.json.commit as { sha: string }).sha).toMatch(/^[0-9a-f]{40}$/)
  })

  it('answers 401 to a token it never gave, and 404 to what it does not have or the token may not see', async () => {
    expect(await api('GET', '/user', undefined, 'gho_forged')).toMatchObject({
      status: 401,
      json: { message: 'Bad credentials', status: '401' },
    })
    expect(await api('GET', '/user', undefined, null)).toMatchObject({
      status: 401,
      json: { message: 'Requires authentication' },
    })
    expect(await api('GET', '/repos/vaultline/other')).toMatchObject({ status: 404, json: { message: 'Not Found' } })
    expect((await api('GET', `${repo}/git/trees/main:no/such/folder`)).status).toBe(404)
    expect((await api('GET', `${repo}/branches/nope`)).status).toBe(404)
    // Reading a public repository needs no token; writing needs one with a repository scope.
    expect((await api('GET', repo, undefined, null)).status).toBe(200)
    expect(
      (await api('POST', `${repo}/git/blobs`, { content: 'x', encoding: 'utf-8' }, github.issueToken(['read:user'])))
        .status,
    ).toBe(404)
  })

  it('answers 422 for a ref that exists or does not, a fast-forward that is not one, and a pull request that cannot be opened', async () => {
    const main = ((await api('GET', `${repo}/branches/main`)).json.commit as { sha: string }).sha
    expect((await api('POST', `${repo}/git/refs`, { ref: 'refs/heads/cms/blog/a', sha: main })).status).toBe(201)
    expect(await api('POST', `${repo}/git/refs`, { ref: 'refs/heads/cms/blog/a', sha: main })).toMatchObject({
      status: 422,
      json: { message: 'Reference already exists' },
    })
    expect(await api('POST', `${repo}/git/refs`, { ref: 'refs/heads/cms/blog/b', sha: 'f'.repeat(40) })).toMatchObject({
      status: 422,
      json: { message: 'Object does not exist' },
    })
    expect(
      await api('PATCH', `${repo}/git/refs/heads/${encodeURIComponent('cms/blog/none')}`, { sha: main }),
    ).toMatchObject({ status: 422, json: { message: 'Reference does not exist' } })
    expect(
      await api('POST', `${repo}/pulls`, { title: 'Nothing', head: 'vaultline:cms/blog/a', base: 'main' }),
    ).toMatchObject({
      status: 422,
      json: { message: 'Validation Failed', errors: [{ message: 'No commits between main and cms/blog/a' }] },
    })
    const side = await commitChange(main, '---\ntitle: side\n---\n')
    expect(
      (await api('PATCH', `${repo}/git/refs/heads/${encodeURIComponent('cms/blog/a')}`, { sha: side })).status,
    ).toBe(200)
    const other = await commitChange(main, '---\ntitle: other\n---\n')
    expect(
      await api('PATCH', `${repo}/git/refs/heads/${encodeURIComponent('cms/blog/a')}`, { sha: other }),
    ).toMatchObject({ status: 422, json: { message: 'Update is not a fast forward' } })
    expect(
      (await api('PATCH', `${repo}/git/refs/heads/${encodeURIComponent('cms/blog/a')}`, { sha: other, force: true }))
        .status,
    ).toBe(200)
    expect(
      (await api('POST', `${repo}/pulls`, { title: 'Side', head: 'vaultline:cms/blog/a', base: 'main' })).status,
    ).toBe(201)
    expect(
      await api('POST', `${repo}/pulls`, { title: 'Side again', head: 'vaultline:cms/blog/a', base: 'main' }),
    ).toMatchObject({
      status: 422,
      json: { errors: [{ message: 'A pull request already exists for vaultline:cms/blog/a.' }] },
    })
    expect((await api('DELETE', `${repo}/git/refs/heads/${encodeURIComponent('cms/blog/b')}`)).json).toMatchObject({
      message: 'Reference does not exist',
    })
  })

  it('merges a pull request as GitHub squashes it, and answers 409 when its head moved and 405 when it conflicts or needs a review', async () => {
    const main = ((await api('GET', `${repo}/branches/main`)).json.commit as { sha: string }).sha
    const first = await commitChange(main, '---\ntitle: first\n---\n')
    await api('POST', `${repo}/git/refs`, { ref: 'refs/heads/cms/blog/c', sha: first })
    const pr = (
      await api('POST', `${repo}/pulls`, { title: 'Update post', head: 'vaultline:cms/blog/c', base: 'main' })
    ).json
    expect(await api('PUT', `${repo}/pulls/${pr.number}/merge`, { sha: main, merge_method: 'squash' })).toMatchObject({
      status: 409,
      json: { message: 'Head branch was modified. Review and try the merge again.' },
    })
    github.state.protectedBranches.set('main', { requiredApprovals: 1 })
    expect(await api('PUT', `${repo}/pulls/${pr.number}/merge`, { sha: first, merge_method: 'squash' })).toMatchObject({
      status: 405,
      json: { message: 'At least 1 approving review is required by reviewers with write access.' },
    })
    expect(await api('PATCH', `${repo}/git/refs/heads/main`, { sha: first })).toMatchObject({
      status: 422,
      json: { message: 'Protected branch update failed for refs/heads/main.' },
    })
    github.state.protectedBranches.delete('main')
    const merged = await api('PUT', `${repo}/pulls/${pr.number}/merge`, {
      commit_message: 'Merged by the editor.',
      sha: first,
      merge_method: 'squash',
    })
    expect(merged).toMatchObject({ status: 200, json: { merged: true, message: 'Pull Request successfully merged' } })
    const commit = (await api('GET', `${repo}/git/commits/${merged.json.sha}`)).json
    expect(commit).toMatchObject({
      message: `Update post (#${pr.number})\n\nMerged by the editor.`,
      parents: [{ sha: main }],
      author: { name: 'Amara Lewis', email: '4207+amara-lewis@users.noreply.github.com' },
      committer: { name: 'GitHub', email: 'noreply@github.com' },
    })
    expect(await api('PUT', `${repo}/pulls/${pr.number}/merge`, { merge_method: 'squash' })).toMatchObject({
      status: 405,
      json: { message: 'Pull Request is not mergeable' },
    })
    // Another change to the same line from the old main now conflicts.
    const clash = await commitChange(main, '---\ntitle: clash\n---\n')
    await api('POST', `${repo}/git/refs`, { ref: 'refs/heads/cms/blog/d', sha: clash })
    const second = (await api('POST', `${repo}/pulls`, { title: 'Clash', head: 'vaultline:cms/blog/d', base: 'main' }))
      .json
    expect(await api('PUT', `${repo}/pulls/${second.number}/merge`, { merge_method: 'squash' })).toMatchObject({
      status: 405,
      json: { message: 'Pull Request is not mergeable' },
    })
  })

  it('keeps commit statuses as GitHub does: posted with repo:status, combined by the newest of each context, refused over 140 characters', async () => {
    const main = ((await api('GET', `${repo}/branches/main`)).json.commit as { sha: string }).sha
    const host = github.issueToken(['repo:status'], 'cloudflare-pages[bot]')
    expect((await api('GET', `${repo}/commits/main/status`)).json).toMatchObject({ state: 'pending', total_count: 0 })
    // A status-only token posts statuses and writes nothing else.
    expect((await api('POST', `${repo}/git/blobs`, { content: 'x' }, host)).status).toBe(404)
    const status = (state: string, context: string, description = 'd') =>
      api('POST', `${repo}/statuses/${main}`, { state, context, description, target_url: 'http://x/' }, host)
    expect(await status('pending', 'deploy')).toMatchObject({
      status: 201,
      json: { state: 'pending', context: 'deploy' },
    })
    expect(await status('success', 'deploy')).toMatchObject({ status: 201 })
    expect(await status('success', 'other')).toMatchObject({ status: 201 })
    const combined = (await api('GET', `${repo}/commits/main/status`)).json
    expect(combined).toMatchObject({ state: 'success', sha: main, total_count: 2 })
    expect(
      (combined.statuses as unknown as { context: string; state: string }[]).map((s) => `${s.context} ${s.state}`),
    ).toEqual(['other success', 'deploy success'])
    expect((await api('GET', `${repo}/commits/${main}/statuses`)).json).toHaveLength(3)
    expect(await status('failure', 'other')).toMatchObject({ status: 201 })
    expect((await api('GET', `${repo}/commits/${main}/status`)).json).toMatchObject({ state: 'failure' })
    expect((await status('done', 'deploy')).status).toBe(422)
    expect((await status('failure', 'deploy', 'x'.repeat(141))).status).toBe(422)
    expect((await api('POST', `${repo}/statuses/${'0'.repeat(40)}`, { state: 'success' }, host)).status).toBe(422)
  })

  it('keeps check runs as GitHub does: written by a GitHub App only, completed by a conclusion, each creation and completion told to check_run listeners with the branch', async () => {
    const main = ((await api('GET', `${repo}/branches/main`)).json.commit as { sha: string }).sha
    const branch = 'cms/blog/checked'
    const sha = await commitChange(main, 'Checked.\n')
    expect((await api('POST', `${repo}/git/refs`, { ref: `refs/heads/${branch}`, sha })).status).toBe(201)
    const pages = github.issueToken(['checks:write'], 'pages[bot]', {
      slug: 'cloudflare-workers-and-pages',
      name: 'Pages',
    })
    const other = github.issueToken(['checks:write'], 'ci[bot]', { slug: 'some-ci', name: 'CI' })
    const events: { action: string; payload: Record<string, unknown> }[] = []
    const stop = github.onCheckRun((event) => events.push(event))
    try {
      // An OAuth token, even one that may push, cannot write check runs.
      expect(await api('POST', `${repo}/check-runs`, { name: 'x', head_sha: sha })).toMatchObject({
        status: 403,
        json: { message: 'You must authenticate via a GitHub App.' },
      })
      const created = await api(
        'POST',
        `${repo}/check-runs`,
        { name: 'Cloudflare Pages', head_sha: sha, status: 'in_progress', details_url: 'http://x/1' },
        pages,
      )
      expect(created).toMatchObject({ status: 201, json: { status: 'in_progress', conclusion: null } })
      const id = created.json.id as number
      expect((await api('PATCH', `${repo}/check-runs/${id}`, { conclusion: 'failure' }, other)).status).toBe(403)
      expect((await api('PATCH', `${repo}/check-runs/${id}`, { conclusion: 'maybe' }, pages)).status).toBe(422)
      expect((await api('PATCH', `${repo}/check-runs/${id}`, { status: 'completed' }, pages)).status).toBe(422)
      const completed = await api(
        'PATCH',
        `${repo}/check-runs/${id}`,
        { conclusion: 'success', output: { title: 'Done', summary: 'All good' } },
        pages,
      )
      expect(completed).toMatchObject({
        status: 200,
        json: { status: 'completed', conclusion: 'success', output: { title: 'Done' } },
      })
      expect(events.map((event) => event.action)).toEqual(['created', 'completed'])
      expect(events[1]!.payload).toMatchObject({
        action: 'completed',
        check_run: {
          id,
          head_sha: sha,
          details_url: 'http://x/1',
          app: { slug: 'cloudflare-workers-and-pages' },
          check_suite: { head_branch: branch, head_sha: sha },
        },
        repository: { full_name: 'vaultline/website', default_branch: 'main' },
      })
      expect((await api('GET', `${repo}/commits/${branch}/check-runs`)).json).toMatchObject({
        total_count: 1,
        check_runs: [{ id, name: 'Cloudflare Pages' }],
      })
    } finally {
      stop()
    }
  })

  it('tells push listeners of every branch that moves, and reverts a merged pull request as GitHub’s Revert button does', async () => {
    const pushes: string[] = []
    const stop = github.onPush((event) => pushes.push(`${event.ref} ${event.after ? 'to' : 'deleted'}`))
    try {
      const main = ((await api('GET', `${repo}/branches/main`)).json.commit as { sha: string }).sha
      const before = (await github.repository.blob((await github.repository.resolve(`${main}:${post}`))!))!.toString()
      const change = await commitChange(main, `${before}\nA sentence to take back.\n`)
      await api('POST', `${repo}/git/refs`, { ref: 'refs/heads/cms/blog/r', sha: change })
      const pr = (
        await api('POST', `${repo}/pulls`, { title: 'Add a sentence', head: 'vaultline:cms/blog/r', base: 'main' })
      ).json
      const merged = await api('PUT', `${repo}/pulls/${pr.number}/merge`, { merge_method: 'squash' })
      await api('DELETE', `${repo}/git/refs/heads/cms/blog/r`)
      const revert = (await github.revertPullRequest(pr.number as unknown as number))!
      expect(revert).toMatchObject({
        title: 'Revert "Add a sentence"',
        body: `Reverts vaultline/website#${pr.number}`,
        headRef: `revert-${pr.number}-cms/blog/r`,
        baseRef: 'main',
        state: 'open',
      })
      const revertCommit = (await github.repository.commit(revert.headSha))!
      expect(revertCommit.parents).toEqual([merged.json.sha])
      expect(revertCommit.message).toBe(
        `Revert "Add a sentence (#${pr.number})"\n\nThis reverts commit ${merged.json.sha}.\n`,
      )
      // Its tree is the one before the change: the file says what it said.
      expect((await github.repository.commit(revert.headSha))!.tree).toBe((await github.repository.commit(main))!.tree)
      expect(pushes).toEqual([
        'refs/heads/cms/blog/r to',
        'refs/heads/main to',
        'refs/heads/cms/blog/r deleted',
        `refs/heads/revert-${pr.number}-cms/blog/r to`,
      ])
      // A pull request that was never merged has nothing to revert.
      expect(await github.revertPullRequest(revert.number)).toBeNull()
    } finally {
      stop()
    }
  })
})

/**
 * The GitHub stand-in the production editor test runs against (tests/contentEditor/githubStandIn/)
 * answers as GitHub does where the editor's data depends on it: its Git objects are Git's own,
 * and refs, pull requests and merges fail with GitHub's statuses and messages (401, 404, 405, 409,
 * 422). The browser drives it in tests/e2e/contentEditorGitHub.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../../scripts/shared/projectPaths'
import { startGitHubStandIn, type GitHubStandIn } from '../contentEditor/githubStandIn/server'
import { freePort } from './freePort'

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
  const [apiPort, webPort] = [await freePort(), await freePort()]
  github = await startGitHubStandIn({
    sourceDir: projectRoot,
    seedPaths: ['src/content/blog', 'locales', 'package.json'],
    owner: 'vaultline',
    name: 'website',
    branch: 'main',
    apiPort,
    webPort,
    app: {
      clientId: 'Iv1.test',
      clientSecret: 'secret',
      callbackUrl: 'http://127.0.0.1:1/oauth/callback',
      name: 'Vaultline content editor',
    },
  })
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
})

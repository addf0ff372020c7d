/**
 * The host stand-in (tests/contentEditor/pagesStandIn/) builds what is pushed as Cloudflare Pages
 * does with a connected repository: a branch becomes a preview at its own address, main the live
 * site, a failed build publishes nothing, and each build is reported on its commit as a check run,
 * which the repository's preview-status workflow (scripts/hosting/postPreviewStatus.ts, run as
 * Actions would) turns into the status the editor reads. The browser drives it in
 * tests/e2e/contentEditorGitHub.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GitHubStandIn } from '../contentEditor/githubStandIn/server'
import { branchAlias, startPagesStandIn, type PagesStandIn } from '../contentEditor/pagesStandIn/server'
import { localizedPath } from '../../src/routing/localizedPath'
import { freePort } from './freePort'
import { startRepositoryStandIn } from './repositoryStandIn'

let github: GitHubStandIn
let host: PagesStandIn
let token = ''
const post = 'src/content/blog/ss7-interception-explained/index.en.md'
const page = localizedPath({ page: 'blogPost', language: 'en', params: { slug: 'ss7-interception-explained' } })
const missingPost = localizedPath({ page: 'blogPost', language: 'en', params: { slug: 'no-such-post' } })
const repo = '/repos/vaultline/website'
const context = 'Preview on the host'

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${github.apiUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `token ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return (response.status === 204 ? null : await response.json()) as Record<string, unknown>
}

/** Pushes a branch whose post has `replace` applied to main's, as the editor's save does. */
async function pushChange(branch: string, replace: (text: string) => string): Promise<string> {
  const main = (await github.repository.ref('refs/heads/main'))!
  const text = (await github.repository.blob((await github.repository.resolve(`${main}:${post}`))!))!.toString()
  const blob = await api('POST', `${repo}/git/blobs`, { content: replace(text), encoding: 'utf-8' })
  const tree = await api('POST', `${repo}/git/trees`, {
    base_tree: main,
    tree: [{ path: post, mode: '100644', type: 'blob', sha: blob.sha }],
  })
  const commit = await api('POST', `${repo}/git/commits`, { message: 'Update', tree: tree.sha, parents: [main] })
  await api('POST', `${repo}/git/refs`, { ref: `refs/heads/${branch}`, sha: commit.sha })
  return commit.sha as string
}

const statusesOf = async (sha: string) =>
  (
    (await api('GET', `${repo}/commits/${sha}/statuses`)) as unknown as {
      state: string
      description: string
      target_url: string
      context: string
      creator: { login: string }
    }[]
  ).reverse()

const checkRunsOf = async (sha: string) =>
  (
    (await api('GET', `${repo}/commits/${sha}/check-runs`)) as {
      check_runs: { name: string; status: string; conclusion: string | null; app: { slug: string } }[]
    }
  ).check_runs

beforeAll(async () => {
  github = await startRepositoryStandIn()
  token = github.issueToken(['public_repo'])
  host = await startPagesStandIn({ github, port: await freePort(), context })
}, 60_000)

afterAll(async () => {
  await host?.close()
  await github?.close()
})

describe('the host stand-in', () => {
  it('builds a pushed branch into a preview at the branch’s address and reports it on the commit: pending, then success', async () => {
    const sha = await pushChange('cms/blog/ss7-interception-explained/index', (text) =>
      text.replace(/^title: .*$/m, 'title: A title only the preview has'),
    )
    await host.settled()
    const preview = host.previewUrl('cms/blog/ss7-interception-explained/index')
    expect(preview).toBe(`${host.origin}/preview/cms-blog-ss7-interception-ex/`)
    expect(
      (await statusesOf(sha)).map((status) => `${status.context}: ${status.state} · ${status.description}`),
    ).toEqual([
      `${context}: pending · Checking this change and building its preview…`,
      `${context}: success · Preview ready: every check passed.`,
    ])
    expect((await statusesOf(sha))[1]!.target_url).toBe(preview)
    // The host reported a check run of its app; the workflow, with Actions' token, posted the statuses.
    expect(await checkRunsOf(sha)).toMatchObject([
      {
        name: 'Cloudflare Pages',
        status: 'completed',
        conclusion: 'success',
        app: { slug: 'cloudflare-workers-and-pages' },
      },
    ])
    expect(new Set((await statusesOf(sha)).map((status) => status.creator.login))).toEqual(
      new Set(['github-actions[bot]']),
    )
    const runs = host.workflowRuns.filter((run) => run.sha === sha)
    expect(runs.map((run) => `${run.action}: ${run.exitCode}`)).toEqual(['created: 0', 'completed: 0'])
    expect(runs[1]!.log).toContain(`Posted “${context}” on ${sha}: success`)
    expect(await (await fetch(`${preview}${page.slice(1, -1)}`)).text()).toContain(
      '<h1>A title only the preview has</h1>',
    )
    // The live site is main's.
    expect(await (await fetch(`${host.origin}${page}`)).text()).not.toContain('A title only the preview has')
  })

  it('fails a build whose post links to a post that is not published, says which and where in the status, and publishes nothing', async () => {
    const sha = await pushChange('cms/blog/broken', (text) => `${text}\nSee [the sequel](${missingPost}).\n`)
    await host.settled()
    const [, result] = await statusesOf(sha)
    expect(result).toMatchObject({ state: 'failure', context })
    expect(result!.description).toMatch(new RegExp(`^No preview: 1 problem\\. Body: .*${missingPost}`))
    expect(result!.description.length).toBeLessThanOrEqual(140)
    const report = await (await fetch(result!.target_url)).text()
    expect(report).toContain(`<code>${post}</code>`)
    expect(report).toContain(missingPost)
    expect((await fetch(`${host.previewUrl('cms/blog/broken')}${page.slice(1)}`)).status).toBe(404)
  })

  it('makes a branch alias as Cloudflare Pages does', () => {
    expect(branchAlias('Feature/New_Thing')).toBe('feature-new-thing')
  })
})

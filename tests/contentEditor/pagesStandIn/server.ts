/**
 * A stand-in for the site's host, in the part Cloudflare Pages plays with a connected repository:
 * each push to a branch starts a build of that commit; a branch other than the production branch
 * becomes a preview deployment at the branch's own address, the production branch becomes the live
 * site, and a build that fails publishes nothing (the live site stays as it was). It reports each
 * build on the commit as a commit status (pending, then success or failure, with a description in
 * words and a link to the preview or to the build's report), which is what the content editor reads
 * to link the preview. One build at a time, in the order the pushes came. What the build is:
 * siteBuild.ts. What differs from Cloudflare: tests/contentEditor/DIFFERENCES.md.
 */
import { createServer, type Server } from 'node:http'
import { escapeHtml } from '../../../src/content/blog/postMarkdown'
import type { GitHubStandIn } from '../githubStandIn/server'
import type { PushEvent } from '../githubStandIn/githubState'
import { buildCommit, type BuildProblem } from './siteBuild'

export interface Deployment {
  id: number
  branch: string
  sha: string
  environment: 'preview' | 'production'
  outcome: 'building' | 'success' | 'failure'
  /** Where it is served (a preview's branch address, or the live site); its report when it failed. */
  url: string
  problems: BuildProblem[]
  /** Milliseconds (performance.now()) of each moment: the push heard, the build started and finished, the result posted. */
  at: { pushed: number; started?: number; finished?: number; reported?: number }
  steps?: { checkout: number; checks: number; render: number }
}

/**
 * A branch's alias in a preview address, as Cloudflare Pages makes it: lower case, every character
 * other than a letter or digit a hyphen, at most 28 characters.
 */
export const branchAlias = (branch: string) =>
  branch
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .slice(0, 28)
    .replace(/-+$/, '')

/** GitHub refuses a status description longer than this. */
const descriptionLimit = 140

const shortened = (text: string) =>
  text.length <= descriptionLimit ? text : `${text.slice(0, descriptionLimit - 1).trimEnd()}…`

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
}

export async function startPagesStandIn({
  github,
  port,
  context,
  productionBranch = 'main',
}: {
  github: GitHubStandIn
  port: number
  /** The commit status's name: the editor links the preview of the status with exactly this context. */
  context: string
  productionBranch?: string
}) {
  const origin = `http://127.0.0.1:${port}`
  // The host's GitHub App may post statuses and nothing else.
  const token = github.issueToken(['repo:status'], 'cloudflare-pages[bot]')
  const deployments: Deployment[] = []
  /** What each address serves: the live site, and the newest successful build of each branch. */
  let live = new Map<string, string>()
  const previews = new Map<string, Map<string, string>>()
  let queue: Promise<void> = Promise.resolve()
  const failures: unknown[] = []

  const previewUrl = (branch: string) => `${origin}/preview/${branchAlias(branch)}/`

  async function postStatus(
    sha: string,
    state: 'pending' | 'success' | 'failure' | 'error',
    description: string,
    url: string,
  ) {
    const post = () =>
      fetch(`${github.apiUrl}/repos/${github.state.owner}/${github.state.name}/statuses/${sha}`, {
        method: 'POST',
        headers: { Authorization: `token ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, target_url: url, description: shortened(description), context }),
      })
    // Once more when a kept-alive connection was closed under it (ECONNRESET), as a host's client retries.
    const response = await post().catch(post)
    if (response.status !== 201) throw new Error(`status not posted: ${response.status} ${await response.text()}`)
  }

  async function deploy(deployment: Deployment): Promise<void> {
    const production = deployment.environment === 'production'
    deployment.at.started = performance.now()
    await postStatus(
      deployment.sha,
      'pending',
      production ? 'Building the live site with this change…' : 'Checking this change and building its preview…',
      `${origin}/deployments/${deployment.id}`,
    )
    const build = await buildCommit(github.repository, deployment.sha)
    deployment.steps = build.steps
    deployment.problems = build.problems
    deployment.at.finished = performance.now()
    if (build.problems.length > 0) {
      deployment.outcome = 'failure'
      deployment.url = `${origin}/deployments/${deployment.id}`
      const [first] = build.problems
      const count = build.problems.length === 1 ? '1 problem' : `${build.problems.length} problems`
      await postStatus(
        deployment.sha,
        'failure',
        `${production ? 'Not published' : 'No preview'}: ${count}. ${first!.line}`,
        deployment.url,
      )
    } else {
      deployment.outcome = 'success'
      if (production) live = build.pages
      else previews.set(branchAlias(deployment.branch), build.pages)
      await postStatus(
        deployment.sha,
        'success',
        production ? 'Live: every check passed.' : 'Preview ready: every check passed.',
        deployment.url,
      )
    }
    deployment.at.reported = performance.now()
  }

  function onPush(event: PushEvent) {
    if (!event.after) return
    const branch = event.ref.replace(/^refs\/heads\//, '')
    const production = branch === productionBranch
    const deployment: Deployment = {
      id: deployments.length + 1,
      branch,
      sha: event.after,
      environment: production ? 'production' : 'preview',
      outcome: 'building',
      url: production ? `${origin}/` : previewUrl(branch),
      problems: [],
      at: { pushed: performance.now() },
    }
    deployments.push(deployment)
    queue = queue
      .then(() => deploy(deployment))
      .catch(async (error: unknown) => {
        // A build that stops (rather than failing a check) is reported too, as a host reports a crashed build.
        failures.push(error)
        deployment.outcome = 'failure'
        deployment.problems = [{ file: '', line: String(error) }]
        await postStatus(
          deployment.sha,
          'error',
          `The build stopped: ${String(error)}`,
          `${origin}/deployments/${deployment.id}`,
        ).catch(() => undefined)
      })
  }

  function reportPage(deployment: Deployment): string {
    const items = deployment.problems
      .map((problem) => `<li><code>${escapeHtml(problem.file)}</code>: ${escapeHtml(problem.line)}</li>`)
      .join('')
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Deployment ${deployment.id}</title></head><body><main><h1>Build of ${escapeHtml(deployment.branch)}: ${deployment.outcome}</h1>${items ? `<ul>${items}</ul>` : ''}</main></body></html>`
  }

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', origin).pathname
    const withSlash = path.endsWith('/') ? path : `${path}/`
    let page: string | undefined
    const report = /^\/deployments\/(\d+)$/.exec(path)
    const preview = /^\/preview\/([a-z0-9-]+)(\/.*)$/.exec(withSlash)
    if (report) {
      const deployment = deployments.find((candidate) => candidate.id === Number(report[1]))
      page = deployment && reportPage(deployment)
    } else if (preview) page = previews.get(preview[1]!)?.get(preview[2]!)
    else page = live.get(withSlash)
    response
      .writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
      .end(page ?? '<!doctype html><title>Not found</title><h1>Not found</h1>')
  })
  await listen(server, port)
  const stop = github.onPush(onPush)
  // The live site as the repository has it when the host is connected.
  onPush({
    ref: `refs/heads/${productionBranch}`,
    before: null,
    after: await github.repository.ref(`refs/heads/${productionBranch}`),
  })
  await queue

  return {
    origin,
    deployments,
    previewUrl,
    /** Waits until every build heard of so far has reported; throws what went wrong in one. */
    async settled(): Promise<void> {
      await queue
      if (failures.length > 0) throw failures[0]
    },
    async close(): Promise<void> {
      stop()
      await queue
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type PagesStandIn = Awaited<ReturnType<typeof startPagesStandIn>>

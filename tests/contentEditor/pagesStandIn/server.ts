/**
 * A stand-in for the site's host, in the part Cloudflare Pages plays with a connected repository:
 * each push to a branch starts a build of that commit; a branch other than the production branch
 * becomes a preview deployment at the branch's own address, the production branch becomes the live
 * site, and a build that fails publishes nothing (the live site stays as it was). It reports each
 * build on the commit as Cloudflare does, as a check run of its GitHub App (in progress, then
 * success or failure, its title in words, its details a link to the build's report). The
 * repository's preview-status workflow (.github/workflows/preview-status.yml, run here by
 * actionsStandIn.ts) turns each into the commit status the content editor reads to link the
 * preview. One build at a time, in the order the pushes came. What the build is: siteBuild.ts.
 * What differs from Cloudflare: tests/contentEditor/DIFFERENCES.md.
 */
import { createServer, type Server } from 'node:http'
import { escapeHtml } from '../../../src/content/blog/postMarkdown'
import type { GitHubStandIn } from '../githubStandIn/server'
import type { CheckRunApp, PushEvent } from '../githubStandIn/githubState'
import { runPreviewStatusWorkflow } from '../actionsStandIn'
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
  /** Milliseconds (performance.now()) of each moment: the push heard, the build started and finished, its check run completed, the workflow's commit status posted. */
  at: { pushed: number; started?: number; finished?: number; reported?: number; status?: number }
  /** The check run that reports it on GitHub. */
  checkRun?: number
  steps?: { checkout: number; checks: number; render: number }
}

/**
 * A branch's alias in a preview address, as Cloudflare Pages makes it: lower case, every character
 * other than a letter or digit a hyphen, none at either end, at most 28 characters. (The host's own
 * rule, kept apart from the workflow's scripts/hosting/previewStatusBridge.ts, which must match it.)
 */
export const branchAlias = (branch: string) =>
  branch
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '-')
    .replace(/^-+/, '')
    .slice(0, 28)
    .replace(/-+$/, '')

/** The GitHub App Cloudflare's Git integration reports builds with, and its check run's name. */
const pagesApp: CheckRunApp = { slug: 'cloudflare-workers-and-pages', name: 'Cloudflare Workers and Pages' }
const checkRunName = 'Cloudflare Pages'

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
  /**
   * The repository's CMS_PREVIEW_STATUS_CONTEXT variable: the name of the commit status the
   * preview-status workflow posts, which the editor links as the preview.
   */
  context: string
  productionBranch?: string
}) {
  const origin = `http://127.0.0.1:${port}`
  // The host's GitHub App writes check runs (Cloudflare's app asks for more, which nothing here uses).
  const token = github.issueToken(['checks:write'], `${pagesApp.slug}[bot]`, pagesApp)
  const deployments: Deployment[] = []
  /** What each address serves: the live site, and the newest successful build of each branch. */
  let live = new Map<string, string>()
  const previews = new Map<string, Map<string, string>>()
  let queue: Promise<void> = Promise.resolve()
  const failures: unknown[] = []

  const previewUrl = (branch: string) => `${origin}/preview/${branchAlias(branch)}/`
  // The repository's workflow, with its variables set for this host's addresses.
  const workflow = runPreviewStatusWorkflow({
    github,
    variables: {
      CMS_PREVIEW_STATUS_CONTEXT: context,
      PAGES_PREVIEW_URL: `${origin}/preview/{alias}/`,
      PAGES_PRODUCTION_URL: `${origin}/`,
      PAGES_PRODUCTION_BRANCH: productionBranch,
    },
    onRun(run) {
      const deployment = deployments.findLast((candidate) => candidate.sha === run.sha)
      if (deployment && run.action === 'completed') deployment.at.status = run.at.finished
    },
  })

  /** Creates the build's check run, or completes it (with a conclusion), as Cloudflare's app reports a build. */
  async function report(
    deployment: Deployment,
    conclusion: 'success' | 'failure' | null,
    title: string,
    summary: string,
  ) {
    const details = `${origin}/deployments/${deployment.id}`
    const created = deployment.checkRun === undefined
    const post = () =>
      fetch(
        `${github.apiUrl}/repos/${github.state.owner}/${github.state.name}/check-runs${created ? '' : `/${deployment.checkRun}`}`,
        {
          method: created ? 'POST' : 'PATCH',
          headers: { Authorization: `token ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            ...(created ? { name: checkRunName, head_sha: deployment.sha } : {}),
            ...(conclusion ? { conclusion } : { status: 'in_progress' }),
            details_url: details,
            output: { title, summary },
          }),
        },
      )
    // Once more when a kept-alive connection was closed under it (ECONNRESET), as a host's client retries.
    const response = await post().catch(post)
    if (response.status !== (created ? 201 : 200))
      throw new Error(`check run not ${created ? 'created' : 'updated'}: ${response.status} ${await response.text()}`)
    deployment.checkRun = ((await response.json()) as { id: number }).id
  }

  async function deploy(deployment: Deployment): Promise<void> {
    const production = deployment.environment === 'production'
    deployment.at.started = performance.now()
    await report(
      deployment,
      null,
      production ? 'Building the live site with this change…' : 'Checking this change and building its preview…',
      `Build ${deployment.id} of ${deployment.branch}`,
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
      await report(
        deployment,
        'failure',
        `${production ? 'Not published' : 'No preview'}: ${count}. ${first!.line}`,
        build.problems.map((problem) => `${problem.file}: ${problem.line}`).join('\n'),
      )
    } else {
      deployment.outcome = 'success'
      if (production) live = build.pages
      else previews.set(branchAlias(deployment.branch), build.pages)
      await report(
        deployment,
        'success',
        production ? 'Live: every check passed.' : 'Preview ready: every check passed.',
        `Deployed to ${deployment.url}`,
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
        await report(deployment, 'failure', `The build stopped: ${String(error)}`, String(error)).catch(() => undefined)
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
    /** The preview-status workflow's runs, one per check-run event. */
    workflowRuns: workflow.runs,
    /** Waits until every build heard of so far has reported and the workflow has posted its status; throws what went wrong in one. */
    async settled(): Promise<void> {
      await queue
      await workflow.settled()
      if (failures.length > 0) throw failures[0]
    },
    async close(): Promise<void> {
      stop()
      await queue
      await workflow.close()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

export type PagesStandIn = Awaited<ReturnType<typeof startPagesStandIn>>

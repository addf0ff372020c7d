/**
 * GitHub Actions' part in the preview loop: runs the step of .github/workflows/preview-status.yml
 * on each `check_run` event of the GitHub stand-in, as Actions would: the event's body saved to a
 * file (GITHUB_EVENT_PATH), GITHUB_API_URL and GITHUB_REPOSITORY naming the stand-in, a token that
 * may post commit statuses and nothing else (the workflow's `statuses: write`), and the workflow's
 * repository variables as its environment. The script is the repository's own
 * (scripts/hosting/postPreviewStatus.ts), started as a process of its own. What differs from
 * Actions: tests/contentEditor/DIFFERENCES.md.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../../scripts/shared/projectPaths'
import type { GitHubStandIn } from './githubStandIn/server'
import type { CheckRunEvent } from './githubStandIn/githubState'

export interface WorkflowRun {
  action: CheckRunEvent['action']
  /** The check run's commit. */
  sha: string
  exitCode: number | null
  /** What the step printed, stdout then stderr. */
  log: string
  /** Milliseconds (performance.now()) when the event was heard and when the step ended. */
  at: { event: number; finished: number }
}

export function runPreviewStatusWorkflow({
  github,
  variables,
  onRun,
}: {
  github: GitHubStandIn
  /** The repository's Actions variables the workflow passes on (PAGES_PROJECT, CMS_PREVIEW_STATUS_CONTEXT…). */
  variables: Record<string, string>
  onRun?: (run: WorkflowRun) => void
}) {
  const token = github.issueToken(['repo:status'], 'github-actions[bot]')
  const folder = mkdtempSync(join(tmpdir(), 'preview-status-'))
  const runs: WorkflowRun[] = []
  const failures: Error[] = []
  let queue: Promise<void> = Promise.resolve()

  async function run(event: CheckRunEvent, heard: number): Promise<void> {
    const eventPath = join(folder, `event-${runs.length + 1}.json`)
    writeFileSync(eventPath, JSON.stringify(event.payload))
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/hosting/postPreviewStatus.ts'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'check_run',
        GITHUB_EVENT_PATH: eventPath,
        GITHUB_API_URL: github.apiUrl,
        GITHUB_REPOSITORY: `${github.state.owner}/${github.state.name}`,
        GITHUB_TOKEN: token,
        ...variables,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output: string[] = []
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', resolve)
    })
    const checkRun = event.payload.check_run as { head_sha: string }
    const done: WorkflowRun = {
      action: event.action,
      sha: checkRun.head_sha,
      exitCode,
      log: output.join(''),
      at: { event: heard, finished: performance.now() },
    }
    runs.push(done)
    if (exitCode !== 0) failures.push(new Error(`the preview-status step failed (${exitCode}): ${done.log}`))
    onRun?.(done)
  }

  // One run at a time, in the order the events came (the workflow's concurrency keeps a check run's in order).
  const stop = github.onCheckRun((event) => {
    const heard = performance.now()
    queue = queue.then(() => run(event, heard)).catch((error: Error) => void failures.push(error))
  })

  return {
    runs,
    /** Waits until every event heard so far has been handled; throws what went wrong in one. */
    async settled(): Promise<void> {
      await queue
      if (failures.length > 0) throw failures[0]
    },
    async close(): Promise<void> {
      stop()
      await queue
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

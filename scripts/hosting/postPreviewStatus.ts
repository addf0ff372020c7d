/**
 * The step of .github/workflows/preview-status.yml: reads the `check_run` event GitHub Actions
 * saved (GITHUB_EVENT_PATH), decides with previewStatusBridge.ts and posts the commit status with
 * the job's GITHUB_TOKEN (`statuses: write` and nothing else that writes). Run by Node itself
 * (`node scripts/hosting/postPreviewStatus.ts`, Node 24's type stripping): no install step.
 * What it prints is ours or already made safe: GitHub Actions reads a line that starts with `::`
 * as a command, and no line here starts with text from the event.
 */
import { readFileSync } from 'node:fs'
import { bridgeSettings, previewStatusFor } from './previewStatusBridge.ts'

async function main(): Promise<number> {
  const env = process.env
  const settings = bridgeSettings(env)
  const eventPath = env.GITHUB_EVENT_PATH
  const repository = env.GITHUB_REPOSITORY ?? ''
  const token = env.GITHUB_TOKEN
  if (!eventPath || !token || !/^[\w.-]+\/[\w.-]+$/.test(repository))
    throw new Error('GITHUB_EVENT_PATH, GITHUB_REPOSITORY and GITHUB_TOKEN are set by GitHub Actions')
  const decision = previewStatusFor(JSON.parse(readFileSync(eventPath, 'utf8')) as unknown, settings)
  if (!decision.post) {
    console.log(`No status posted: ${decision.reason}.`)
    return 0
  }
  const api = env.GITHUB_API_URL ?? 'https://api.github.com'
  const response = await fetch(`${api}/repos/${repository}/statuses/${decision.sha}`, {
    method: 'POST',
    headers: {
      Accept: 'application/vnd.github+json',
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      'X-GitHub-Api-Version': '2022-11-28',
    },
    body: JSON.stringify(decision.status),
  })
  const { state, context, description, target_url } = decision.status
  if (response.status !== 201) {
    console.error(`GitHub refused the status (${response.status}): ${statusText(await response.text())}`)
    return 1
  }
  console.log(`Posted “${context}” on ${decision.sha}: ${state}, “${description}”, ${target_url ?? 'no link'}.`)
  return 0
}

/** GitHub's answer, on one line. */
const statusText = (body: string) => body.replace(/\s+/g, ' ').slice(0, 500)

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error))
  return 1
})

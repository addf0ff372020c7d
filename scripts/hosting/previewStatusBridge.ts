/**
 * What the preview-status workflow (.github/workflows/preview-status.yml) posts for one `check_run`
 * event: Cloudflare Pages reports each build of a branch to GitHub as a check run, and the content
 * editor (Decap's `preview_context`, src/admin/host/) reads only commit statuses. This turns a
 * check run of the Pages app into the commit status the editor reads: on the check run's commit,
 * named CMS_PREVIEW_STATUS_CONTEXT, pending while it runs, success with the branch's preview address
 * (`https://<branch alias>.<project>.pages.dev/`), failure with a link to the build's details.
 *
 * Pure: the event and the settings in, a decision out; postPreviewStatus.ts reads the environment
 * and posts. Runs under Node's own type stripping in the workflow, so erasable TypeScript only.
 *
 * Branch names are chosen by whoever pushes, so nothing of one reaches the status but its alias,
 * which is made of a-z, 0-9 and hyphens by construction; the status's words are ours or the Pages
 * app's check-run title with control characters removed, on one line, within GitHub's 140.
 */

export interface BridgeSettings {
  /** The commit status's name: the editor's CMS_PREVIEW_STATUS_CONTEXT. */
  context: string
  /** Slugs of the GitHub Apps whose check runs are Pages builds; every other check run is ignored. */
  appSlugs: readonly string[]
  /** When set, only check runs of exactly this name (an app that also reports other builds). */
  checkRunName: string | null
  /** A branch's preview address, given its alias. */
  previewUrl: (alias: string) => string
  /** The live site's address, for the production branch's builds. */
  productionUrl: string
  /** The production branch; null: the repository's default branch, as the event names it. */
  productionBranch: string | null
}

interface CommitStatusRequest {
  state: 'pending' | 'success' | 'failure' | 'error'
  context: string
  description: string
  target_url?: string
}

export type BridgeDecision = { post: true; sha: string; status: CommitStatusRequest } | { post: false; reason: string }

/** The GitHub App Cloudflare's Git integration installs (github.com/apps/cloudflare-workers-and-pages). */
export const defaultAppSlugs = ['cloudflare-workers-and-pages'] as const
const defaultContext = 'Site preview'
/** Cloudflare Pages cuts a branch alias to this many characters. */
const aliasLength = 28
/** GitHub refuses a status description longer than this. */
const descriptionLimit = 140

/**
 * A branch's alias in its preview address, by Cloudflare Pages' rule: lower case, every character
 * other than a-z and 0-9 a hyphen, no hyphen at either end, at most 28 characters. Empty when
 * nothing usable is left (Pages then makes up a random alias, which cannot be known from here).
 */
export function branchAlias(branch: string): string {
  const trimHyphens = (text: string) => text.replace(/^-+|-+$/g, '')
  return trimHyphens(trimHyphens(branch.toLowerCase().replace(/[^a-z0-9]/g, '-')).slice(0, aliasLength))
}

/** Text from elsewhere made fit for a status: no control or format characters, one line, within 140. */
export function statusWords(text: string): string {
  const plain = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length <= descriptionLimit ? plain : `${plain.slice(0, descriptionLimit - 1).trimEnd()}…`
}

/** A web address, only http(s), and plain http only on this machine (the test's stand-ins). */
function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value)
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost'
    return url.protocol === 'https:' || (url.protocol === 'http:' && loopback) ? url.href : null
  } catch {
    return null
  }
}

const projectName = /^[a-z0-9](?:[a-z0-9-]{0,56}[a-z0-9])?$/

/**
 * The settings from the workflow's environment (its repository variables). Throws, naming the
 * variable, when one is missing or not what it should be: a misconfigured bridge stops loudly.
 */
export function bridgeSettings(env: Readonly<Record<string, string | undefined>>): BridgeSettings {
  const value = (name: string) => env[name]?.trim() || null
  const context = value('CMS_PREVIEW_STATUS_CONTEXT') ?? defaultContext
  if (context !== statusWords(context) || context.length > 255)
    throw new Error('CMS_PREVIEW_STATUS_CONTEXT must be one line of text, as the editor is configured with')
  const project = value('PAGES_PROJECT')
  if (project !== null && !projectName.test(project))
    throw new Error('PAGES_PROJECT must be the Pages project’s name: lower-case letters, digits and hyphens')
  const template = value('PAGES_PREVIEW_URL')
  if (template !== null && (!template.includes('{alias}') || !webAddress(template.replace('{alias}', 'a'))))
    throw new Error('PAGES_PREVIEW_URL must be an https address with {alias} where the branch alias goes')
  if (project === null && template === null)
    throw new Error('PAGES_PROJECT is not set: the repository variable naming the Cloudflare Pages project')
  const production = webAddress(value('PAGES_PRODUCTION_URL') ?? (project && `https://${project}.pages.dev/`))
  if (!production) throw new Error('PAGES_PRODUCTION_URL must be an https address (it is needed without PAGES_PROJECT)')
  const slugs = (value('PAGES_CHECK_APP_SLUGS') ?? defaultAppSlugs.join(','))
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean)
  return {
    context,
    appSlugs: slugs,
    checkRunName: value('PAGES_CHECK_RUN_NAME'),
    previewUrl: (alias) => (template ? template.replace('{alias}', alias) : `https://${alias}.${project}.pages.dev/`),
    productionUrl: production,
    productionBranch: value('PAGES_PRODUCTION_BRANCH'),
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

const failed = new Set(['failure', 'timed_out', 'action_required', 'startup_failure'])
const stopped = new Set(['cancelled', 'skipped', 'stale', 'neutral'])

/** The commit status for one `check_run` webhook event, or why none is posted. */
export function previewStatusFor(event: unknown, settings: BridgeSettings): BridgeDecision {
  const payload = record(event)
  const action = text(payload.action)
  if (action !== 'created' && action !== 'completed') return { post: false, reason: `the action is ${action}` }
  const run = record(payload.check_run)
  const slug = text(record(run.app).slug)
  if (!slug || !settings.appSlugs.includes(slug)) return { post: false, reason: 'the check run is not the host’s' }
  if (settings.checkRunName !== null && run.name !== settings.checkRunName)
    return { post: false, reason: 'the check run is another of the app’s builds' }
  const sha = text(run.head_sha)
  if (!sha || !/^[0-9a-f]{40}$/.test(sha)) return { post: false, reason: 'the check run names no commit' }
  const branch = text(record(run.check_suite).head_branch)
  if (!branch) return { post: false, reason: 'the check run names no branch of this repository' }
  const production = branch === (settings.productionBranch ?? text(record(payload.repository).default_branch))
  const alias = branchAlias(branch)
  if (!production && !alias) return { post: false, reason: 'the branch’s name leaves no alias to address' }

  const details = webAddress(run.details_url)
  const title = statusWords(text(record(run.output).title) ?? '')
  const status = (state: CommitStatusRequest['state'], ours: string, url: string | null): BridgeDecision => ({
    post: true,
    sha,
    status: { state, context: settings.context, description: title || ours, ...(url ? { target_url: url } : {}) },
  })

  if (run.status !== 'completed')
    return status(
      'pending',
      production ? 'Building the live site with this change…' : 'Checking this change and building its preview…',
      details,
    )
  const conclusion = text(run.conclusion)
  if (conclusion === 'success')
    return status(
      'success',
      production ? 'Live: every check passed.' : 'Preview ready: every check passed.',
      production ? settings.productionUrl : settings.previewUrl(alias),
    )
  if (conclusion && failed.has(conclusion))
    return status(
      'failure',
      `${production ? 'Not published' : 'No preview'}: the host’s build failed. Its log says why.`,
      details,
    )
  if (conclusion && stopped.has(conclusion))
    return status('error', `The host stopped this build before it finished (${conclusion}).`, details)
  return { post: false, reason: 'the check run’s conclusion is not one GitHub documents' }
}

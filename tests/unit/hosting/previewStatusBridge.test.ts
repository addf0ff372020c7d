/**
 * The preview-status workflow's decision (scripts/hosting/previewStatusBridge.ts): a check run of
 * Cloudflare Pages becomes the commit status the content editor reads, and nothing else does.
 * tests/e2e/contentEditorGitHub.spec.ts (ED-3) runs the same script on the stand-ins' check runs.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { projectRoot } from '../../../scripts/shared/projectPaths'
import {
  branchAlias,
  bridgeSettings,
  defaultAppSlugs,
  previewStatusFor,
  statusWords,
} from '../../../scripts/hosting/previewStatusBridge'

const sha = 'a'.repeat(40)
const settings = bridgeSettings({ PAGES_PROJECT: 'vaultline-website' })

/** A `check_run` webhook event as GitHub documents it, with the fields the bridge reads. */
function event({
  action = 'completed',
  status = 'completed',
  conclusion = 'success' as string | null,
  branch = 'cms/blog/harvest-now-decrypt-later/index' as string | null,
  slug = 'cloudflare-workers-and-pages',
  name = 'Cloudflare Pages',
  title = null as string | null,
  details = 'https://dash.cloudflare.com/abc/pages/view/vaultline-website/1234',
} = {}) {
  return {
    action,
    check_run: {
      id: 7,
      name,
      head_sha: sha,
      status,
      conclusion: status === 'completed' ? conclusion : null,
      details_url: details,
      output: { title, summary: null },
      app: { slug, name: 'Cloudflare Workers and Pages' },
      check_suite: { head_branch: branch, head_sha: sha },
      pull_requests: [],
    },
    repository: { full_name: 'vaultline/website', default_branch: 'main' },
  }
}

describe('the preview-status bridge', () => {
  it('posts success with the branch’s preview address when the Pages build of a draft succeeded', () => {
    expect(previewStatusFor(event(), settings)).toEqual({
      post: true,
      sha,
      status: {
        state: 'success',
        context: 'Site preview',
        description: 'Preview ready: every check passed.',
        target_url: 'https://cms-blog-harvest-now-decrypt.vaultline-website.pages.dev/',
      },
    })
  })

  it('maps the check run’s status and conclusion to pending, success, failure or error', () => {
    const state = (overrides: Parameters<typeof event>[0]) => {
      const decision = previewStatusFor(event(overrides), settings)
      return decision.post ? decision.status.state : decision.reason
    }
    expect(state({ action: 'created', status: 'queued' })).toBe('pending')
    expect(state({ action: 'created', status: 'in_progress' })).toBe('pending')
    expect(state({ conclusion: 'success' })).toBe('success')
    for (const conclusion of ['failure', 'timed_out', 'action_required', 'startup_failure'])
      expect(state({ conclusion })).toBe('failure')
    for (const conclusion of ['cancelled', 'skipped', 'stale', 'neutral']) expect(state({ conclusion })).toBe('error')
    expect(state({ conclusion: 'made-up' })).toMatch(/not one GitHub documents/)
    expect(state({ action: 'rerequested' })).toMatch(/action is rerequested/)
  })

  it('links a failed or running build to its details, in the host’s words or ours', () => {
    const failed = previewStatusFor(event({ conclusion: 'failure' }), settings)
    expect(failed).toMatchObject({
      status: {
        state: 'failure',
        description: 'No preview: the host’s build failed. Its log says why.',
        target_url: 'https://dash.cloudflare.com/abc/pages/view/vaultline-website/1234',
      },
    })
    const titled = previewStatusFor(event({ conclusion: 'failure', title: 'Build failed: 2 problems' }), settings)
    expect(titled).toMatchObject({ status: { description: 'Build failed: 2 problems' } })
    const running = previewStatusFor(event({ action: 'created', status: 'in_progress' }), settings)
    expect(running).toMatchObject({ status: { description: 'Checking this change and building its preview…' } })
    // A details address that is not a web address is left out, never linked.
    const odd = previewStatusFor(event({ conclusion: 'failure', details: 'javascript:alert(1)' }), settings)
    expect(odd.post && odd.status).not.toHaveProperty('target_url')
  })

  it('posts the live site’s address for the production branch', () => {
    expect(previewStatusFor(event({ branch: 'main' }), settings)).toMatchObject({
      status: {
        state: 'success',
        description: 'Live: every check passed.',
        target_url: 'https://vaultline-website.pages.dev/',
      },
    })
    const custom = bridgeSettings({ PAGES_PROJECT: 'site', PAGES_PRODUCTION_URL: 'https://www.vaultline.example/' })
    expect(previewStatusFor(event({ branch: 'main' }), custom)).toMatchObject({
      status: { target_url: 'https://www.vaultline.example/' },
    })
  })

  it('ignores check runs of other apps, of other names when one is set, and without a branch', () => {
    expect(previewStatusFor(event({ slug: 'github-actions' }), settings)).toEqual({
      post: false,
      reason: 'the check run is not the host’s',
    })
    const named = bridgeSettings({ PAGES_PROJECT: 'site', PAGES_CHECK_RUN_NAME: 'Cloudflare Pages' })
    expect(previewStatusFor(event({ name: 'Workers Builds: api' }), named).post).toBe(false)
    expect(previewStatusFor(event(), named).post).toBe(true)
    const otherApp = bridgeSettings({ PAGES_PROJECT: 'site', PAGES_CHECK_APP_SLUGS: 'cloudflare-pages, other' })
    expect(previewStatusFor(event({ slug: 'cloudflare-pages' }), otherApp).post).toBe(true)
    expect(previewStatusFor(event(), otherApp).post).toBe(false)
    expect(previewStatusFor(event({ branch: null }), settings)).toMatchObject({ post: false })
    expect(previewStatusFor({}, settings)).toMatchObject({ post: false })
    expect(previewStatusFor(null, settings)).toMatchObject({ post: false })
  })

  it('makes a branch alias by Cloudflare Pages’ rule: lower case, a-z 0-9 and hyphens, none at either end, 28 at most', () => {
    expect(branchAlias('Feature/New_Thing')).toBe('feature-new-thing')
    expect(branchAlias('cms/blog/ss7-interception-explained/index')).toBe('cms-blog-ss7-interception-ex')
    expect(branchAlias('--release/2026--')).toBe('release-2026')
    // Cut at 28, then no hyphen left at the end.
    expect(branchAlias('abcdefghijklmnopqrstuvwxyz-/x')).toBe('abcdefghijklmnopqrstuvwxyz')
    expect(branchAlias('___')).toBe('')
  })

  it('keeps hostile branch names out of the status: only their alias, made of a-z, 0-9 and hyphens, reaches the address', () => {
    const hostile = [
      'x"><script>alert(1)</script>',
      'a/../../evil.example/#',
      '@evil.example/',
      'ünïcödé/ＦＵＬＬ',
      'line\nbreak\r::set-output name=x::y',
      `${'a'.repeat(300)}.evil.example`,
      'javascript:alert(1)',
    ]
    for (const branch of hostile) {
      const decision = previewStatusFor(event({ branch }), settings)
      if (!decision.post) throw new Error(`no status for ${JSON.stringify(branch)}: ${decision.reason}`)
      const url = new URL(decision.status.target_url!)
      expect(url.hostname).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,26}[a-z0-9])?\.vaultline-website\.pages\.dev$/)
      expect(url.pathname).toBe('/')
      expect(`${url.search}${url.hash}`).toBe('')
      expect(decision.status.description).toBe('Preview ready: every check passed.')
    }
    // A name with nothing usable: Pages makes up an alias that cannot be known here, so nothing is posted.
    expect(previewStatusFor(event({ branch: 'ÄÖÜ/…' }), settings)).toMatchObject({ post: false })
  })

  it('makes the host’s words one line of at most 140 characters without control characters', () => {
    expect(statusWords('Build\u0000 failed\n::error::x\u202e')).toBe('Build failed ::error::x')
    const long = statusWords('word '.repeat(60))
    expect(long.length).toBeLessThanOrEqual(140)
    expect(long.endsWith('…')).toBe(true)
    const titled = previewStatusFor(event({ title: 'Done\r\n\u0007 now' }), settings)
    expect(titled).toMatchObject({ status: { description: 'Done now' } })
  })

  it('refuses settings it cannot use, naming the variable', () => {
    expect(() => bridgeSettings({})).toThrow(/PAGES_PROJECT is not set/)
    expect(() => bridgeSettings({ PAGES_PROJECT: 'Evil.example/x' })).toThrow(/PAGES_PROJECT/)
    expect(() => bridgeSettings({ PAGES_PROJECT: 'site', CMS_PREVIEW_STATUS_CONTEXT: 'a\nb' })).toThrow(
      /CMS_PREVIEW_STATUS_CONTEXT/,
    )
    expect(() => bridgeSettings({ PAGES_PREVIEW_URL: 'http://evil.example/{alias}/' })).toThrow(/PAGES_PREVIEW_URL/)
    expect(() => bridgeSettings({ PAGES_PROJECT: 'site', PAGES_PRODUCTION_URL: 'ftp://x/' })).toThrow(
      /PAGES_PRODUCTION_URL/,
    )
    expect(bridgeSettings({ PAGES_PROJECT: 'site', CMS_PREVIEW_STATUS_CONTEXT: ' Preview on Pages ' }).context).toBe(
      'Preview on Pages',
    )
  })
})

describe('the preview-status workflow', () => {
  const workflow = parseYaml(readFileSync(join(projectRoot, '.github/workflows/preview-status.yml'), 'utf8')) as {
    on: { check_run: { types: string[] } }
    permissions: Record<string, string>
    jobs: {
      post: {
        if: string
        container: { image: string }
        steps: { uses?: string; run?: string; with?: Record<string, string | boolean>; env?: Record<string, string> }[]
      }
    }
  }
  const { steps } = workflow.jobs.post

  it('runs on check runs created and completed, with a token that may write commit statuses and read the code only', () => {
    expect(workflow.on).toEqual({ check_run: { types: ['created', 'completed'] } })
    expect(workflow.permissions).toEqual({ contents: 'read', statuses: 'write' })
    // Other apps' check runs stop at the job's condition, by the same default list the script has.
    expect(workflow.jobs.post.if).toContain(`'${defaultAppSlugs.join(',')}'`)
  })

  it('pins every action to a commit and checks out no credentials', () => {
    const actions = steps.filter((step) => step.uses)
    for (const step of actions) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/)
    expect(actions.every((step) => step.with?.['persist-credentials'] === false)).toBe(true)
  })

  it('runs the script with Node’s own type stripping, having checked out the script and every file it imports', () => {
    expect(Number(/^node:(\d+)-/.exec(workflow.jobs.post.container.image)?.[1])).toBeGreaterThanOrEqual(24)
    const script = 'scripts/hosting/postPreviewStatus.ts'
    expect(steps.map((step) => step.run).filter(Boolean)).toEqual([`node ${script}`])
    const checkedOut = String(steps.find((step) => step.uses)!.with!['sparse-checkout'])
      .trim()
      .split('\n')
    const imports = [...readFileSync(join(projectRoot, script), 'utf8').matchAll(/from '\.\/([^']+)'/g)].map(
      (match) => `scripts/hosting/${match[1]}`,
    )
    // Node resolves no extension by itself: each relative import names its .ts file.
    expect(imports).toEqual(['scripts/hosting/previewStatusBridge.ts'])
    expect(checkedOut.sort()).toEqual([script, ...imports].sort())
    for (const file of checkedOut) expect(existsSync(join(projectRoot, file))).toBe(true)
  })

  it('passes the script every setting it reads, from the repository’s variables', () => {
    const source = readFileSync(join(projectRoot, 'scripts/hosting/previewStatusBridge.ts'), 'utf8')
    const read = [...source.matchAll(/value\('(\w+)'\)/g)].map((match) => match[1]!)
    expect(read.length).toBeGreaterThanOrEqual(6)
    const env = steps.find((step) => step.run)!.env!
    for (const name of read.filter((name) => name !== 'PAGES_PREVIEW_URL'))
      expect(env[name]).toBe(`\${{ vars.${name} }}`)
    expect(env.GITHUB_TOKEN).toBe('${{ github.token }}')
  })
})

/**
 * The deployment as code, against what the site's code needs. supabase/config.toml, the project's
 * Auth settings: the exact redirect allow-list the sign-in and account pages use, sign-ups off,
 * the second factor the account page enrols, manual linking for /account, the password length the
 * form asks for, session limits, and CAPTCHA on (issue 42: secure settings are the defaults).
 * netlify.toml: the build, what it publishes and where the edge function is. The workflow: the
 * whole test suite on every pull request and on main, with .ci/run's installs.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { authRedirectUrls, minimumPasswordLength } from '../../../src/auth/authRedirects'
import { site } from '../../../src/config/site'

type Value = string | number | boolean | string[]

/** The subset of TOML the file uses: [tables], key = "string" | number | boolean | ["strings"], # comments. */
function readToml(text: string): Record<string, Record<string, Value>> {
  const tables: Record<string, Record<string, Value>> = { '': {} }
  let table = tables['']!
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim()
    if (!line || line.startsWith('#')) continue
    const header = /^\[([^\]]+)\]$/.exec(line)
    if (header) {
      table = tables[header[1]!] ??= {}
      continue
    }
    const [, key, value] = /^([\w-]+)\s*=\s*(.+)$/.exec(line) ?? []
    if (!key || value === undefined) throw new Error(`config.toml: cannot read "${raw}"`)
    table[key] = value.startsWith('[')
      ? (JSON.parse(value) as string[])
      : value.startsWith('"')
        ? (JSON.parse(value) as string)
        : value === 'true' || value === 'false'
          ? value === 'true'
          : Number(value)
  }
  return tables
}

const root = join(import.meta.dirname, '../../..')
const config = readToml(readFileSync(join(root, 'supabase/config.toml'), 'utf8'))

describe('supabase/config.toml', () => {
  it('security 2026-11-27 L5: sends staff back only to the exact URLs the site asks for, on the public host', () => {
    expect(config.auth!.site_url).toBe(site.siteUrl)
    expect([...(config.auth!.additional_redirect_urls as string[])].sort()).toEqual(
      authRedirectUrls(site.siteUrl).sort(),
    )
    expect((config.auth!.additional_redirect_urls as string[]).filter((url) => url.includes('*'))).toEqual([])
  })

  it('security 2026-11-27 L5: lets nobody sign up: staff are invited', () => {
    expect(config.auth!.enable_signup).toBe(false)
    expect(config['auth.email']!.enable_signup).toBe(false)
    expect(config['auth.sms']!.enable_signup).toBe(false)
    expect(config.auth!.enable_anonymous_sign_ins).toBe(false)
  })

  it('offers the second factor /account enrols and /sign-in asks for, and the linking /account does', () => {
    expect(config['auth.mfa.totp']).toEqual({ enroll_enabled: true, verify_enabled: true })
    expect(config['auth.mfa.web_authn']).toEqual({ enroll_enabled: true, verify_enabled: true })
    expect(readFileSync(join(root, 'src/pages/account/TwoFactorSection.tsx'), 'utf8')).toContain(
      'mfa.webauthn.register(',
    )
    expect(readFileSync(join(root, 'src/auth/SecondFactorStep.tsx'), 'utf8')).toContain('mfa.webauthn.authenticate(')
    expect(config.auth!.enable_manual_linking).toBe(true)
  })

  it('asks for the password length the account page asks for', () => {
    expect(config.auth!.minimum_password_length).toBe(minimumPasswordLength)
  })

  it('SEC-9: ends sessions after 12 hours, and after 30 minutes without use (ASVS V3.3.2, level 2); limits token lifetimes and rotates refresh tokens', () => {
    expect(config['auth.sessions']).toEqual({ timebox: '12h', inactivity_timeout: '30m' })
    expect(config.auth!.jwt_expiry).toBeLessThanOrEqual(3600)
    expect(config.auth!.enable_refresh_token_rotation).toBe(true)
    expect(config['auth.email']!.secure_password_change).toBe(true)
  })

  it('SEC-3: turns Auth’s CAPTCHA on by default, and the sign-in page sends a Turnstile token with every request Auth’s CAPTCHA checks when the bot check is built in', () => {
    expect(config['auth.captcha']).toEqual({
      enabled: true,
      provider: 'turnstile',
      secret: 'env(SUPABASE_AUTH_CAPTCHA_SECRET)',
    })
    const page = readFileSync(join(root, 'src/pages/sign-in/SignInPage.tsx'), 'utf8')
    expect(page.match(/withCaptcha\(/g)).toHaveLength(3)
    // Whitespace-insensitive: the formatter may break the call over lines.
    for (const call of ['signInWithPassword', 'signInWithOtp', 'resetPasswordForEmail'])
      expect(page).toMatch(new RegExp(`withCaptcha\\(\\(\\w+\\) =>\\s*client\\.auth\\.${call}\\(`))
  })

  it('SEC-4: lets Auth send enough emails an hour that no caller drains the budget staff share', () => {
    expect(config['auth.rate_limit']!.email_sent).toBeGreaterThanOrEqual(100)
  })

  it('lets the submit-lead and staff-email-link functions take calls without a JWT, as they are deployed', () => {
    expect(config['functions.submit-lead']).toEqual({ verify_jwt: false })
    expect(config['functions.staff-email-link']).toEqual({ verify_jwt: false })
  })
})

describe('netlify.toml', () => {
  const netlify = readToml(readFileSync(join(root, 'netlify.toml'), 'utf8'))

  it('builds with npm run build, publishes dist/ and deploys the /api/geo edge function from its folder', () => {
    expect(netlify.build).toEqual({
      command: 'npm run build',
      publish: 'dist',
      edge_functions: 'netlify/edge-functions',
    })
    expect(readFileSync(join(root, 'netlify/edge-functions/geo.ts'), 'utf8')).toContain(
      "export const config = { path: '/api/geo' }",
    )
  })

  it('builds on the Node.js major the tests run on, for Netlify', () => {
    const { engines } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
    expect(engines.node).toBe('>=20.19')
    expect(netlify['build.environment']).toEqual({ NODE_VERSION: '20', DEPLOY_HOST: 'netlify' })
  })
})

describe('the GitHub Actions workflow', () => {
  const workflow = parseYaml(readFileSync(join(root, '.github/workflows/test.yml'), 'utf8')) as {
    on: { pull_request: null; push: { branches: string[] } }
    jobs: {
      test: { container: { image: string }; steps: { uses?: string; run?: string; with?: Record<string, string> }[] }
    }
  }
  const steps = workflow.jobs.test.steps

  it('runs on every pull request and on pushes to main', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push'])
    expect(workflow.on.pull_request).toBeNull()
    expect(workflow.on.push.branches).toEqual(['main'])
  })

  it('security 2026-11-27 I6: checks the registry’s signatures of what it installed, once .ci/run has installed it', () => {
    const commands = steps.map((step) => step.run)
    expect(commands.indexOf('npm audit signatures')).toBeGreaterThan(commands.indexOf('.ci/run'))
    expect(commands.indexOf('.ci/run')).toBeGreaterThanOrEqual(0)
  })

  it("runs .ci/run (Debian's chromium and its headless shell, nginx, postgresql and fonts, then npm ci and npm test) in Debian, keeping the npm cache", () => {
    expect(workflow.jobs.test.container.image).toMatch(/^node:20-bookworm$/)
    expect(steps.map((step) => step.run).filter(Boolean)).toContain('.ci/run')
    const ciRun = readFileSync(join(root, '.ci/run'), 'utf8')
    for (const name of [
      'chromium',
      'chromium-headless-shell',
      'nginx',
      'postgresql',
      '-cron',
      'fonts-dejavu-core',
      'npm ci',
      'npm test',
    ])
      expect(ciRun).toContain(name)
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache@'))
    expect(cache?.with).toMatchObject({
      path: '~/.npm',
      key: expect.stringContaining("hashFiles('package-lock.json')"),
    })
  })

  it('pins every action to a commit', () => {
    for (const step of steps.filter((s) => s.uses)) expect(step.uses).toMatch(/^[\w-]+\/[\w-]+@[0-9a-f]{40}$/)
  })
})

import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, writeHeaders } from '../../../scripts/hosting/headers'
import { BotCheck } from '../../../src/leads/BotCheck'
import { checkTurnstileSiteKey, turnstileSiteKeyFrom } from '../../../src/leads/turnstileConfig'

/** Cloudflare's always-passing test site key. */
const testSiteKey = '1x00000000000000000000AA'
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

describe('the optional bot check (Cloudflare Turnstile)', () => {
  it('is off without VITE_TURNSTILE_SITE_KEY: the policy allows no third-party script and no frame', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [] })
    expect(policy).not.toContain('challenges.cloudflare.com')
    expect(directive(policy, 'frame-src')).toBe("frame-src 'none'")
    expect(turnstileSiteKeyFrom({})).toBeNull()
    expect(turnstileSiteKeyFrom({ VITE_TURNSTILE_SITE_KEY: '  ' })).toBeNull()
  })

  it('with it, allows exactly https://challenges.cloudflare.com for scripts and frames, and changes nothing else', () => {
    const without = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      supabaseUrl: 'https://project.supabase.example',
    })
    const withBotCheck = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc'"],
      supabaseUrl: 'https://project.supabase.example',
      turnstile: true,
    })
    expect(directive(withBotCheck, 'script-src')).toBe(
      "script-src 'self' 'wasm-unsafe-eval' https://challenges.cloudflare.com 'sha256-abc'",
    )
    expect(directive(withBotCheck, 'frame-src')).toBe('frame-src https://challenges.cloudflare.com')
    const others = (policy: string) => policy.split('; ').filter((part) => !/^(script|frame)-src /.test(part))
    expect(others(withBotCheck)).toEqual(others(without))
  })

  it('is switched on for the hosting headers by the build environment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vaultline-headers-'))
    try {
      await writeHeaders(dir, [], { VITE_TURNSTILE_SITE_KEY: testSiteKey }, 'cloudflare')
      expect(readFileSync(join(dir, '_headers'), 'utf8')).toContain('frame-src https://challenges.cloudflare.com')
      await writeHeaders(dir, [], {}, 'cloudflare')
      expect(readFileSync(join(dir, '_headers'), 'utf8')).toContain("frame-src 'none'")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('stops the build on a value that is not a site key, naming the variable', () => {
    expect(checkTurnstileSiteKey({ VITE_TURNSTILE_SITE_KEY: testSiteKey })).toBe(testSiteKey)
    expect(() => checkTurnstileSiteKey({ VITE_TURNSTILE_SITE_KEY: '"><script>' })).toThrow(
      '[InvalidTurnstileSiteKey] VITE_TURNSTILE_SITE_KEY: is not a Turnstile site key (expected 0x… from the Cloudflare dashboard).',
    )
    expect(turnstileSiteKeyFrom({ VITE_TURNSTILE_SITE_KEY: '"><script>' })).toBeNull()
  })

  it('puts the widget’s container in the form, with room kept so nothing moves when it appears', () => {
    const html = renderToString(<BotCheck siteKey={testSiteKey} language="de" round={0} onToken={() => {}} />)
    expect(html).toMatch(/<div data-bot-check="turnstile" class="[^"]*min-h-\[65px\]/)
  })
})

import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'

/**
 * Copy is for visitors and staff, not for whoever builds the site: no text names an environment
 * variable (VITE_SUPABASE_URL and the like). The 2026-12-01 audit found /account telling visitors
 * to "Set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY at build time"; how to configure a build
 * is in docs/configuration.md.
 */
const localesDir = join(import.meta.dirname, '../../../locales')
const settingName = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/

function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key))
  return []
}

describe('copy names no build setting', () => {
  it('recognises a setting’s name, and not ordinary capitals', () => {
    expect(settingName.exec('Set VITE_SUPABASE_URL at build time')?.[0]).toBe('VITE_SUPABASE_URL')
    expect(settingName.exec('ML-KEM, FIPS 203, SS7 and EN 301 549')).toBeNull()
  })

  for (const language of languages) {
    it(`in ${language}`, () => {
      const found = readdirSync(join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .flatMap((file) =>
          strings(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')), '')
            .filter(([, text]) => settingName.test(text))
            .map(([key, text]) => `${file} ${key}: ${text}`),
        )
      expect(found).toEqual([])
    })
  }
})

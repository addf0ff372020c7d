import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inactiveVariantKeys, type BuildVariants } from '../../../src/config/buildVariants'
import { clientOnlyKeyPrefixes, contentDependentKeyPrefixes } from '../../../src/i18n/clientOnlyKeys'
import { readBuildReport } from './builtSite'

const englishDir = join(import.meta.dirname, '../../../locales/en')

function leafKeys(value: unknown, prefix: string, out: string[] = []): string[] {
  if (value !== null && typeof value === 'object') for (const [key, child] of Object.entries(value)) leafKeys(child, `${prefix}.${key}`, out)
  else out.push(prefix)
  return out
}

const englishKeys = readdirSync(englishDir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => {
    const namespace = file.replace(/\.json$/, '')
    return leafKeys(JSON.parse(readFileSync(join(englishDir, file), 'utf8')), '').map((key) => `${namespace}:${key.slice(1)}`)
  })

describe('translation keys, as the prerender used them', () => {
  const report = readBuildReport<{ used: string[]; missing: string[]; variants: BuildVariants }>('i18n-key-usage.json')

  it('uses no key that is missing from a locale file', () => {
    expect(report.missing, 'keys rendered but absent (language namespace:key)').toEqual([])
  })

  it('has no unused key in the English files', () => {
    // Plural forms (_one, _other, …) count as one key: rendering any form uses them all.
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')
    const used = new Set(report.used.map(base))
    // Copy of the build variants this build did not select (src/config/buildVariants.ts) is kept for other builds.
    const otherVariants = inactiveVariantKeys(report.variants)
    const isUsed = (key: string) => used.has(base(key)) || [...clientOnlyKeyPrefixes, ...contentDependentKeyPrefixes].some((prefix) => key.startsWith(prefix)) || otherVariants.some((prefix) => key.startsWith(`${prefix}.`))
    const unused = englishKeys.filter((key) => !isUsed(key))
    expect(unused, 'keys in locales/en/<namespace>.json that no page renders (namespace:key); delete them or list browser-only and content-dependent ones in src/i18n/clientOnlyKeys.ts').toEqual([])
  })
})

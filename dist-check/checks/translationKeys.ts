import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../scripts/shared/projectPaths'
import { inactiveVariantKeys, type BuildVariants } from '../../src/config/buildVariants'
import {
  clientOnlyKeyPrefixes,
  contentDependentKeyPrefixes,
  devOnlyKeyPrefixes,
  editorOnlyKeyPrefixes,
} from '../../src/i18n/clientOnlyKeys'
import type { Check, Finding } from '../types'

function leafKeys(value: unknown, prefix: string, out: string[] = []): string[] {
  if (value !== null && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) leafKeys(child, `${prefix}.${key}`, out)
  else out.push(prefix)
  return out
}

/** Keys the prerender used (build-report/i18n-key-usage.json): none missing from a locale file, and no English key that nothing renders. */
export const translationKeys: Check = {
  name: 'translation keys',
  site({ buildReport }) {
    const report = buildReport<{ used: string[]; missing: string[]; variants: BuildVariants }>('i18n-key-usage.json')
    if (!report)
      return [
        {
          check: this.name,
          file: '(site)',
          message: 'build-report/i18n-key-usage.json is missing: the prerender records the keys it renders there.',
          fix: 'Run npm run build.',
        },
      ]
    const findings: Finding[] = report.missing.map((key) => ({
      check: this.name,
      file: '(site)',
      message: `rendered but absent: ${key}`,
      fix: 'Add the key to the locale file of that language.',
    }))
    const englishDir = join(projectRoot, 'locales', 'en')
    const englishKeys = readdirSync(englishDir)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) =>
        leafKeys(JSON.parse(readFileSync(join(englishDir, file), 'utf8')), '').map(
          (key) => `${file.replace(/\.json$/, '')}:${key.slice(1)}`,
        ),
      )
    // Plural forms (_one, _other, …) count as one key: rendering any form uses them all.
    const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')
    const used = new Set(report.used.map(base))
    // Copy of the build variants this build did not select (src/config/buildVariants.ts) is kept for other builds.
    const otherVariants = inactiveVariantKeys(report.variants)
    const isUsed = (key: string) =>
      used.has(base(key)) ||
      [...clientOnlyKeyPrefixes, ...contentDependentKeyPrefixes, ...devOnlyKeyPrefixes, ...editorOnlyKeyPrefixes].some(
        (prefix) => key.startsWith(prefix),
      ) ||
      otherVariants.some((prefix) => key === prefix || key.startsWith(`${prefix}.`))
    for (const key of englishKeys.filter((k) => !isUsed(k)))
      findings.push({
        check: this.name,
        file: `locales/en/${key.split(':')[0]}.json`,
        message: `no page renders ${key}.`,
        fix: 'Delete it, or list a browser-only or content-dependent key in src/i18n/clientOnlyKeys.ts.',
      })
    return findings
  },
}

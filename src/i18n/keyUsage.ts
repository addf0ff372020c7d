/**
 * During the prerender, records every translation key a page actually rendered and every key
 * it asked for that does not exist. The build writes both to build-report/i18n-key-usage.json;
 * dist-check/checks/translationKeys.ts turns them into "missing" and "unused" failures.
 */
import type { PostProcessorModule } from 'i18next'
import type { BuildVariants } from '../config/buildVariants'

export interface KeyUsage {
  used: Set<string>
  missing: Set<string>
  /** The build variants the pages rendered (src/config/buildVariants.ts). */
  variants?: BuildVariants
}

const globalUsage = globalThis as typeof globalThis & { __vaultlineKeyUsage?: KeyUsage }

export function keyUsage(): KeyUsage {
  globalUsage.__vaultlineKeyUsage ??= { used: new Set(), missing: new Set() }
  return globalUsage.__vaultlineKeyUsage
}

interface ResolvedOptions {
  i18nResolved?: { usedNS?: string; usedKey?: string; exactUsedKey?: string }
}

export const keyUsageRecorder: PostProcessorModule = {
  type: 'postProcessor',
  name: 'key-usage',
  process(value: string, key: string | string[], options: object) {
    const resolved = (options as ResolvedOptions).i18nResolved
    const name = resolved?.usedKey ?? (Array.isArray(key) ? key[0] : key)
    if (resolved?.usedNS && name) keyUsage().used.add(`${resolved.usedNS}:${name}`)
    return value
  },
}

export function recordMissingKey(languages: readonly string[], namespace: string, key: string): void {
  keyUsage().missing.add(`${languages.join(',')} ${namespace}:${key}`)
}

export function recordBuildVariants(variants: BuildVariants): void {
  keyUsage().variants = variants
}

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

/** What i18next gives a post-processor of the call: the namespace(s) it looks in. */
interface CallOptions {
  ns?: string | readonly string[]
}

/** i18next's default namespace separator: `t('common:nav.label')` names its namespace. */
const namespaceSeparator = ':'

/**
 * Reads the key and namespace from the call, not from i18next's resolution
 * (`postProcessPassResolved`), which copies and trims the call's options for every string and was
 * the recorder's largest cost in the render. The pages ask for one namespace at a time (a
 * `useTranslation` of several looks in its first, and a `returnObjects` call hands each string
 * its own key), so the namespace is the key's prefix or else the call's first.
 */
export const keyUsageRecorder: PostProcessorModule = {
  type: 'postProcessor',
  name: 'key-usage',
  process(value: string, key: string | string[], options: object) {
    const asked = Array.isArray(key) ? key[0] : key
    if (!asked) return value
    const separator = asked.indexOf(namespaceSeparator)
    const called = (options as CallOptions).ns
    const namespace = separator > 0 ? asked.slice(0, separator) : typeof called === 'string' ? called : called?.[0]
    if (namespace) keyUsage().used.add(`${namespace}:${separator > 0 ? asked.slice(separator + 1) : asked}`)
    return value
  },
}

export function recordMissingKey(languages: readonly string[], namespace: string, key: string): void {
  keyUsage().missing.add(`${languages.join(',')} ${namespace}:${key}`)
}

export function recordBuildVariants(variants: BuildVariants): void {
  keyUsage().variants = variants
}

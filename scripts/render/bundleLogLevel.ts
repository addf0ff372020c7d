/**
 * What Vite says while it bundles. At its default ("info") it listed every file of both bundles,
 * about 450 of the build's 576 lines (review DV-7); the build says itself when each bundle is
 * written, and Vite's warnings (a chunk over its size limit) still show. BUILD_LOG_LEVEL=info
 * brings the listing back.
 */
import type { LogLevel } from 'vite'

const levels: readonly LogLevel[] = ['info', 'warn', 'error', 'silent']

export function bundleLogLevel(env: Record<string, string | undefined>): LogLevel {
  const asked = env.BUILD_LOG_LEVEL
  if (asked === undefined || asked === '') return 'warn'
  if (!(levels as readonly string[]).includes(asked))
    throw new Error(`BUILD_LOG_LEVEL must be one of ${levels.join(', ')}, not "${asked}".`)
  return asked as LogLevel
}

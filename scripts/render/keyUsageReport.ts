/** What the prerender recorded about translation keys (see src/i18n/keyUsage.ts), as dist-check reads it. */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildVariants } from '../../src/config/buildVariants'
import { keyUsage } from '../../src/i18n/keyUsage'

/** The file dist-check's translation-keys check reads, under build-report/. */
export const keyUsageReportName = 'i18n-key-usage.json'

const keyUsageReportFile = join(import.meta.dirname, '..', '..', 'build-report', keyUsageReportName)

export function keyUsageReport(): { used: string[]; missing: string[]; variants?: BuildVariants } {
  const { used, missing, variants } = keyUsage()
  return { used: [...used].sort(), missing: [...missing].sort(), variants }
}

/** Written for `npm run check:dist`, which checks dist/ after the build has ended. */
export async function writeKeyUsageReport(): Promise<void> {
  const report = keyUsageReport()
  await mkdir(join(keyUsageReportFile, '..'), { recursive: true })
  await writeFile(keyUsageReportFile, `${JSON.stringify(report, null, 1)}\n`)
  console.log(`[i18n] ${report.used.length} keys rendered, ${report.missing.length} missing`)
}

/** Writes what the prerender recorded about translation keys (see src/i18n/keyUsage.ts). */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { keyUsage } from '../../src/i18n/keyUsage'

const keyUsageReportFile = join(import.meta.dirname, '..', '..', 'build-report', 'i18n-key-usage.json')

export async function writeKeyUsageReport(): Promise<void> {
  const { used, missing, variants } = keyUsage()
  await mkdir(join(keyUsageReportFile, '..'), { recursive: true })
  await writeFile(
    keyUsageReportFile,
    `${JSON.stringify({ used: [...used].sort(), missing: [...missing].sort(), variants }, null, 1)}\n`,
  )
  console.log(`[i18n] ${used.size} keys rendered, ${missing.size} missing`)
}

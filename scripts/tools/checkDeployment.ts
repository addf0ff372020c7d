/**
 * npm run check:deploy: the deployment checks (deploymentChecks.ts) against the Supabase project
 * the build talks to, with the build's own settings (.env or the environment). Exits 1 when one fails.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { checkBackendConfig } from '../../src/config/backendConfig'
import { checkTurnstileSiteKey } from '../../src/leads/turnstileConfig'
import { projectRoot } from '../shared/projectPaths'
import { checkDeployment } from './deploymentChecks'

const envFile = join(projectRoot, '.env')
if (existsSync(envFile)) process.loadEnvFile(envFile)

const backend = checkBackendConfig(process.env)
if (!backend.configured) {
  console.log(
    'check:deploy: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set, so the site has no backend to check.',
  )
  process.exit(0)
}
const findings = await checkDeployment({
  supabaseUrl: backend.url,
  anonKey: backend.anonKey,
  botCheck: checkTurnstileSiteKey(process.env) !== null,
})
for (const finding of findings) console.log(`${finding.ok ? 'ok  ' : 'FAIL'} ${finding.check}: ${finding.message}`)
process.exit(findings.every((finding) => finding.ok) ? 0 : 1)

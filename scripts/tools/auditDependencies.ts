/**
 * `npm run check:deps`: `npm audit` of the production dependencies; fails on a high or critical
 * advisory, and where REQUIRE_DEPENDENCY_AUDIT=1 when the advisories cannot be fetched (scripts/tools/dependencyAudit.ts says why).
 */
import { spawnSync } from 'node:child_process'
import { projectRoot } from '../shared/projectPaths'
import { auditVerdict } from './dependencyAudit'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const audit = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
  cwd: projectRoot,
  encoding: 'utf8',
  timeout: 120_000,
})
const verdict = auditVerdict(audit.stdout ?? '', process.env.REQUIRE_DEPENDENCY_AUDIT === '1')
if (verdict.kind === 'fail') {
  console.error(verdict.message)
  process.exit(1)
}
if (verdict.kind === 'warn') console.warn(`warning: ${verdict.message}`)
else console.log(verdict.message)

/**
 * Verifies dist/ against the route manifest (dist-check/runDistCheck.ts); exits non-zero when any check fails.
 *   tsx dist-check/index.ts            check
 *   tsx dist-check/index.ts --update   rewrite the committed route snapshot, then check
 */
import { runDistCheck } from './runDistCheck'

const passed = await runDistCheck({ updateRouteSnapshot: process.argv.includes('--update') })
if (!passed) process.exit(1)

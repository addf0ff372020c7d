/**
 * Verifies dist/ against the route manifest (dist-check/runDistCheck.ts); exits non-zero when any check fails.
 *   tsx dist-check/index.ts            check
 *   tsx dist-check/index.ts --update   rewrite the committed route snapshot, then check
 */
import { runDistCheck } from './runDistCheck'

// The build-scale bench adds posts, so routes, to a copy of the project: it updates the copy's snapshot.
const passed = await runDistCheck({ updateRouteSnapshot: process.argv.includes('--update') || process.env.DIST_CHECK_UPDATE_ROUTE_SNAPSHOT === '1' })
if (!passed) process.exit(1)

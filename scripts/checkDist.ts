/**
 * Verifies dist/ against the build manifest the last build wrote (dist-check/runDistCheck.ts); exits non-zero when any check fails.
 *   tsx scripts/checkDist.ts            check
 *   tsx scripts/checkDist.ts --update   rewrite the committed route snapshot, then check
 * The build's side of the call: it reads the blog with the build's reader and hands dist-check the
 * published posts, so dist-check itself imports no reader or writer of scripts/.
 */
import { runDistCheck } from '../dist-check/runDistCheck'
import { checkSiteUrl } from '../src/config/site'
import { loadBlogContent } from './content/blogContent'
import { readBuildManifest } from './shared/buildManifest'

// Run on its own, without the build's config: the URLs it compares pages with come from SITE_URL.
checkSiteUrl(process.env.SITE_URL)

const { passed } = await runDistCheck({
  manifest: readBuildManifest(),
  postIndex: loadBlogContent().index,
  updateRouteSnapshot: process.argv.includes('--update'),
})
if (!passed) process.exit(1)

/**
 * The build after the prerender, in one process: the hosting steps (scripts/hosting/steps.ts)
 * write the deployable files, then dist-check (dist-check/index.ts) verifies dist/. One process
 * rather than two: the second start of Node, tsx and the shared modules cost a second of every
 * build, and the checks reuse the blog the steps already read (scripts/content/buildSnapshot.ts).
 *
 * The pages are final once the search index is written (the later steps only read them or write
 * other files), so html-validate starts on them then, beside the social cards, which leave part of
 * the cores free; dist-check then finds them validated (dist-check/checks/htmlValidity.ts). Not
 * earlier: Pagefind's own memory peak comes during the search index.
 */
import { availableParallelism } from 'node:os'
import { validateAhead } from '../dist-check/checks/htmlValidity'
import { buildCacheDir, distDir } from './content/routeEntries'
import { runHostingSteps } from './hosting/steps'

let validating: Promise<{ done(): Promise<void> }> | undefined
await runHostingSteps((step, entries) => {
  if (step === 'search index') validating = validateAhead({ distDir, entries, cacheDir: buildCacheDir, threads: availableParallelism() })
})
await (await validating)?.done()
await import('../dist-check/index')

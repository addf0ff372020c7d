/**
 * The build after the prerender, in one process: the hosting steps (scripts/hosting/steps.ts)
 * write the deployable files, then dist-check (dist-check/runDistCheck.ts) verifies dist/. One
 * process rather than two: the checks reuse the blog the steps already read
 * (scripts/content/buildSnapshot.ts).
 *
 * scripts/build.ts starts it while the prerender is still rendering, with an IPC channel: it loads
 * its modules meanwhile (two seconds of a core that a small site's render, on one thread, leaves
 * free) and begins when the build answers its `waiting` with `prerendered`. Started with
 * --pages-as-written (the render runs on fewer threads than there are cores), it is also told
 * each page as it is written, and meanwhile indexes it for search, copies its social card from
 * the cache and validates its HTML (dist-check/validityAsWritten.ts). Started any other way, it
 * begins at once.
 */
import { pagesAsWrittenFlag, type HostAndCheckMessage, type ToHostAndCheckMessage } from './render/buildMessages'
import type { HostingSteps } from './hosting/steps'
import type { ValidityAsWritten } from '../dist-check/validityAsWritten'

/** Pages written before the hosting steps were ready for them. */
const writtenEarly: string[] = []
// Read by the listener in prerendered(), which runs before the steps exist.
// eslint-disable-next-line prefer-const -- assigned once, after the listener is set up
let hosting: HostingSteps | undefined
let validity: ValidityAsWritten | undefined

/**
 * Resolves when the pages are written: at once without a build to wait for. With one, it listens
 * first and then says it is waiting (a message sent before anyone listens would be lost), passes
 * on each page the build says is written, and exits if the build goes away before all are.
 */
function prerendered(): Promise<void> {
  if (!process.send) return Promise.resolve()
  return new Promise((resolve) => {
    let told = false
    const listen = (message: ToHostAndCheckMessage) => {
      if (message !== 'prerendered') {
        if (!hosting) return void writtenEarly.push(message.written)
        hosting.pageWritten(message.written)
        validity?.pageWritten(message.written)
        return
      }
      told = true
      process.off('message', listen)
      process.disconnect?.()
      resolve()
    }
    process.on('message', listen)
    process.once('disconnect', () => {
      if (told) return
      console.error('[build] The build stopped before the prerender finished; nothing to host or check.')
      process.exit(1)
    })
    process.send!('waiting' satisfies HostAndCheckMessage)
  })
}

// Waiting is set up before the modules load, so the build's answer cannot come before anyone listens.
const pagesWritten = prerendered()
const pagesAsWritten = process.argv.includes(pagesAsWrittenFlag)
const [{ prepareHostingSteps }, { runDistCheck }, { validityAsPagesAreWritten }, { buildCacheDir, distDir }, { loadBlogContent }] = await Promise.all([
  import('./hosting/steps'),
  import('../dist-check/runDistCheck'),
  import('../dist-check/validityAsWritten'),
  import('./shared/projectPaths'),
  import('./content/blogContent'),
])
const steps = await prepareHostingSteps({ pagesAsWritten })
if (pagesAsWritten) validity = validityAsPagesAreWritten({ distDir, entries: steps.entries, cacheDir: buildCacheDir })
// Pages keep arriving in writtenEarly until both are ready for them.
hosting = steps
for (const file of writtenEarly.splice(0)) {
  hosting.pageWritten(file)
  validity?.pageWritten(file)
}
await pagesWritten
await hosting.run()
// The blog as the steps read it (scripts/content/buildSnapshot.ts keeps it for the build): the checks' route table follows from it.
if (!(await runDistCheck({ postIndex: loadBlogContent().index, foundValid: validity?.finish }))) process.exit(1)

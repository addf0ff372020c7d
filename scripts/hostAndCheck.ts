/**
 * The build after the prerender, in one process: the hosting steps (scripts/hosting/steps.ts)
 * write the deployable files, then dist-check (dist-check/runDistCheck.ts) verifies dist/. One
 * process rather than two: the checks reuse the blog the steps already read
 * (scripts/content/buildSnapshot.ts).
 *
 * scripts/build.ts starts it while the prerender is still rendering, with an IPC channel: it loads
 * its modules meanwhile (two seconds of a core that a small site's render, on one thread, leaves
 * free) and begins when the build answers its `waiting` with `prerendered`. Started any other way,
 * it begins at once.
 */
/**
 * Resolves when the pages are written: at once without a build to wait for. With one, it listens
 * first and then says it is waiting (a message sent before anyone listens would be lost), and
 * exits if the build goes away before answering.
 */
function prerendered(): Promise<void> {
  if (!process.send) return Promise.resolve()
  return new Promise((resolve) => {
    let told = false
    process.once('message', (message) => {
      told = message === 'prerendered'
      process.disconnect?.()
      if (told) resolve()
    })
    process.once('disconnect', () => {
      if (told) return
      console.error('[build] The build stopped before the prerender finished; nothing to host or check.')
      process.exit(1)
    })
    process.send!('waiting')
  })
}

// Waiting is set up before the modules load, so the build's answer cannot come before anyone listens.
const pagesWritten = prerendered()
const [{ runHostingSteps }, { runDistCheck }] = await Promise.all([import('./hosting/steps'), import('../dist-check/runDistCheck')])
await pagesWritten
await runHostingSteps()
if (!(await runDistCheck())) process.exit(1)

export {}

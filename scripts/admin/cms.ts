/**
 * `npm run cms [-- --port N]`: the content editor at /admin/ of the dev server, saving into this
 * working tree through decap-server, which listens on no port: only the dev server's guarded route
 * reaches it, at an address with a key made for this run (both stop on Ctrl-C). The address is
 * printed as soon as the site preview answers, and again, last, once the editor is built
 * (review ED-10: it was line 238 of the output, after a minute).
 */
import { projectRoot } from '../shared/projectPaths'
import { parseDevOptions } from '../dev/devOptions'
import { stopOnSignal } from '../dev/stopOnSignal'
import { startCms } from './startCms'

/** Bold in a terminal, plain in a log file. */
const strong = (text: string) => (process.stdout.isTTY ? `\u001b[1m\u001b[36m${text}\u001b[0m` : text)
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

const options = parseDevOptions(process.argv.slice(2), process.env)
const started = performance.now()
const cms = await startCms({ projectRoot, ...options, logLevel: 'warn' })
stopOnSignal([cms.close])
console.log(`
  Site preview:   ${cms.siteUrl}   (drafts shown; reloads when the editor saves)
  Content editor: ${strong(cms.editorUrl)}
                  (its key lets the editor save into ${projectRoot}; the page says when the editor is ready)
  Site preview ready in ${seconds(started)}. Ctrl-C stops both.
`)
cms.editorReady.then(
  ({ built }) =>
    console.log(`
  Content editor ready (${built === 'editor' ? 'built' : 'from the cache'}, ${seconds(started)} after start). Open:
  ${strong(cms.editorUrl)}
`),
  // The site preview stays up; the editor's page keeps saying it is being prepared.
  (error: Error) => console.error(`\n  The content editor could not be built: ${error.message}\n`),
)

/**
 * `npm run cms [-- --port N]`: the content editor at /admin/ of the dev server, saving into this
 * working tree through decap-server, which listens on no port: only the dev server's guarded route
 * reaches it, at an address with a key made for this run (both stop on Ctrl-C).
 */
import { projectRoot } from '../shared/projectPaths'
import { parseDevOptions } from '../dev/devOptions'
import { stopOnSignal } from '../dev/stopOnSignal'
import { startCms } from './startCms'

const options = parseDevOptions(process.argv.slice(2), process.env)
const started = performance.now()
const cms = await startCms({ projectRoot, ...options })
console.log(`
  Content editor: ${cms.editorUrl}
                  (open this address: its key lets the editor save into ${projectRoot})
  Site preview:   ${cms.siteUrl}   (drafts shown; reloads when the editor saves)
  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops both.
`)
stopOnSignal([cms.close])

/**
 * `npm run cms [-- --port N] [-- --proxy-port N]`: the content editor at /admin/ of the dev
 * server, saving into this working tree through decap-server on 127.0.0.1 (both stop on Ctrl-C).
 */
import { projectRoot } from '../content/projectPaths'
import { parseDevOptions } from '../dev/devOptions'
import { stopOnSignal } from '../dev/stopOnSignal'
import { startCms } from './startCms'

const options = parseDevOptions(process.argv.slice(2), process.env)
const started = performance.now()
const cms = await startCms({ projectRoot, ...options })
console.log(`
  Content editor: ${cms.editorUrl}   (saves into ${projectRoot})
  Site preview:   ${cms.siteUrl}   (drafts shown; reloads when the editor saves)
  decap-server:   ${cms.proxyUrl}   (127.0.0.1 only)
  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Ctrl-C stops both.
`)
stopOnSignal([cms.close])

/**
 * `npm run dev [-- --port N] [-- --host [address]]`: the site in development, every language,
 * drafts included and marked, with hot reload of posts, locale files and components.
 */
import { projectRoot } from '../shared/projectPaths'
import { parseDevOptions } from './devOptions'
import { startDevServer } from './startDevServer'
import { stopOnSignal } from './stopOnSignal'

const options = parseDevOptions(process.argv.slice(2), process.env)
const started = performance.now()
const dev = await startDevServer({ root: projectRoot, port: options.port, host: options.host })
console.log(
  `\n  Site (development, drafts shown): ${dev.url}  (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
)
stopOnSignal([dev.close])

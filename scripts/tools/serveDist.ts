import { distDir } from '../shared/projectPaths'
import { startPagesDev } from './pagesDev'

const port = Number(process.env.PORT ?? 4173)
const server = await startPagesDev({ distDir, port, host: process.env.HOST ?? '127.0.0.1' })
console.log(
  `Vaultline site: ${server.url}/  (dist/ on Cloudflare Pages' own runtime, wrangler pages dev; Ctrl+C to stop)`,
)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0))
  })

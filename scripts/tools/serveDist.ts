import { startStaticServer } from './staticServer'
import { distDir } from '../shared/projectPaths'

const port = Number(process.env.PORT ?? 4173)
await startStaticServer({ distDir, port, host: process.env.HOST ?? '127.0.0.1' })
console.log(`Vaultline site: http://localhost:${port}/  (serving dist/ like production; Ctrl+C to stop)`)

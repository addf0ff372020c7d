import { distDir } from '../shared/projectPaths'
import { type PagesDev, startPagesDev } from './pagesDev'

const port = Number(process.env.PORT ?? 4173)
const host = process.env.HOST ?? '127.0.0.1'
/** wrangler pages dev has ended on its own mid-run before (patches/README.md): start it again, a few times. */
const restarts = 3

/** Resolves when nothing listens on the server's port any more, twice in a row: workerd can end while wrangler lives on. */
async function refused(watched: PagesDev): Promise<string> {
  // It stops looking once that server has been replaced or closed.
  for (let misses = 0; server === watched && !stopping; ) {
    await new Promise((resolve) => setTimeout(resolve, 5_000))
    const code = await fetch(`${watched.url}/robots.txt`, { redirect: 'manual' }).then(
      () => undefined,
      (error: { cause?: { code?: string } }) => error.cause?.code,
    )
    misses = code === 'ECONNREFUSED' ? misses + 1 : 0
    if (misses === 2) return 'its port refuses connections'
  }
  return 'replaced'
}

let stopping = false
let server: PagesDev

async function serve(attempt: number): Promise<void> {
  server = await startPagesDev({ distDir, port, host })
  if (attempt === 0)
    console.log(
      `Vaultline site: ${server.url}/  (dist/ on Cloudflare Pages' own runtime, wrangler pages dev; Ctrl+C to stop)`,
    )
  const ended = await Promise.race([server.exited, refused(server)])
  if (stopping) return
  const output = server.output().trim().slice(-4000)
  console.error(`wrangler pages dev stopped serving (${ended}). Its last output:\n${output || '(none)'}`)
  await server.close()
  if (attempt >= restarts) {
    console.error(`Stopped after ${restarts} restarts.`)
    process.exit(1)
  }
  console.error(`Starting it again on ${server.url} (${attempt + 1} of ${restarts}).`)
  await serve(attempt + 1)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopping = true
    void (server ? server.close() : Promise.resolve()).then(() => process.exit(0))
  })

await serve(0)

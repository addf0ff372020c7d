/**
 * The command-line options of `npm run dev` and `npm run cms`. The site listens on 127.0.0.1
 * unless --host says otherwise: it shows drafts, and with the editor it can write into the
 * working tree. `--host` alone opens it on every interface, as Vite's own flag does (the editor
 * and its back end still answer only to 127.0.0.1 and localhost: scripts/admin/localBackendGuard.ts).
 */
import { parseArgs } from 'node:util'

export interface DevOptions {
  port: number
  host: string
}

export const defaultDevPorts = { site: 5173 } as const

function portFrom(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number from 1 to 65535, not "${value}".`)
  return port
}

/** Reads `--port N` and `--host [address]`; DEV_PORT when the flag is absent. */
export function parseDevOptions(argv: readonly string[], env: Record<string, string | undefined>): DevOptions {
  // `--host` with no address after it means every interface.
  const args = argv.flatMap((arg, index) =>
    arg === '--host' && (index === argv.length - 1 || argv[index + 1]!.startsWith('--'))
      ? ['--host', '0.0.0.0']
      : [arg],
  )
  const { values } = parseArgs({
    args,
    options: { port: { type: 'string' }, host: { type: 'string' } },
    strict: true,
  })
  return {
    port: portFrom('--port (or DEV_PORT)', values.port ?? env.DEV_PORT, defaultDevPorts.site),
    host: values.host ?? '127.0.0.1',
  }
}

/**
 * Where the test build's Supabase lives: the fake GoTrue/PostgREST server of this folder. The
 * test build bakes these into the bundle, the e2e config starts the server on this port.
 */
const port = Number(process.env.FAKE_SUPABASE_PORT ?? 54329)

export const testBackend = {
  port,
  url: `http://127.0.0.1:${port}`,
  /** Not a secret: the fake server accepts it as the `anon` role, like a project's anon key. */
  anonKey: 'vaultline-e2e-anon-key',
  /**
   * A request carrying this header counts as coming from the address in it, as if from another
   * visitor: the fake PostgREST passes it to the database as cf-connecting-ip, and drops it.
   */
  clientAddressHeader: 'x-test-client-address',
} as const

/**
 * Where the test build's Supabase lives: the fake GoTrue/PostgREST server of this folder. The
 * test build bakes these into the bundle, the e2e config starts the server on this port; the
 * editor specs' stand-ins take the next seven. All eight sit below Linux's ephemeral range
 * (32768–60999), where an outgoing loopback connection could already hold one when a spec starts.
 */
const port = Number(process.env.FAKE_SUPABASE_PORT ?? 24329)

export const testBackend = {
  port,
  url: `http://127.0.0.1:${port}`,
  /**
   * Not a secret: shaped like a project's legacy anon key (a JWT whose role claim is `anon`, which
   * the build insists on); the fake server accepts it by equality as the `anon` role.
   */
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InZhdWx0bGluZS1lMmUiLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc2Mzg1NjAwMCwiZXhwIjoyMDc5NDMyMDAwfQ.dmF1bHRsaW5lLWUyZS1zdGFuZC1pbi1rZXk',
  /**
   * Not a secret either: the service-role key the Edge Functions get from Supabase (SUPABASE_SERVICE_ROLE_KEY),
   * shaped like a legacy one; the fake PostgREST accepts it by equality as the `service_role` role.
   * Only the functions it runs use it; nothing is built with it.
   */
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6InZhdWx0bGluZS1lMmUiLCJyb2xlIjoic2VydmljZV9yb2xlIiwiaWF0IjoxNzYzODU2MDAwLCJleHAiOjIwNzk0MzIwMDB9.dmF1bHRsaW5lLWUyZS1zZXJ2aWNlLXN0YW5kLWlu',
  /**
   * A request carrying this header counts as coming from the address in it, as if from another
   * visitor: the fake PostgREST passes it to the database as cf-connecting-ip, and drops it.
   */
  clientAddressHeader: 'x-test-client-address',
} as const

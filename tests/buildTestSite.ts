/**
 * The build `npm test` checks: the production build, with Supabase pointed at the fake
 * GoTrue/PostgREST server the browser tests start (tests/fakeSupabase). Everything else —
 * routes, content, headers — is what `npm run build` produces.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { testBackend } from './fakeSupabase/testBackend'

const root = join(import.meta.dirname, '..')
const result = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'scripts', 'build.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_SUPABASE_URL: testBackend.url, VITE_SUPABASE_ANON_KEY: testBackend.anonKey, VITE_SUPABASE_SSO_PROVIDER: 'azure' },
})
process.exit(result.status ?? 1)

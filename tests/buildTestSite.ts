/**
 * The build `npm test` checks: the production build, with Supabase pointed at the fake
 * GoTrue/PostgREST server the browser tests start (tests/fakeSupabase) and the content editor at
 * the local decap-server the editor's test starts (tests/contentEditor). Everything else —
 * routes, content, headers — is what `npm run build` produces.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { testEditor } from './contentEditor/testEditor'
import { testBackend } from './fakeSupabase/testBackend'

const root = join(import.meta.dirname, '..')
// As `npm run build` runs it: node with the tsx loader, not tsx's command, a second process in front.
const result = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'build.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_SUPABASE_URL: testBackend.url, VITE_SUPABASE_ANON_KEY: testBackend.anonKey, VITE_SUPABASE_SSO_PROVIDER: 'azure', CMS_BACKEND: 'local', CMS_LOCAL_PROXY_URL: testEditor.proxyUrl },
})
process.exit(result.status ?? 1)

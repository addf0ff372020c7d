/**
 * The build `npm test` checks: the production build, with Supabase pointed at the fake
 * GoTrue/PostgREST server the browser tests start (tests/fakeSupabase) and the content editor at
 * the local decap-server the editor's test starts (tests/contentEditor); then the editor's own
 * origin (dist-cms/) built for GitHub, with the GitHub stand-in as its API (tests/contentEditor/testGitHub.ts).
 * Everything else — routes, content, headers — is what `npm run build` produces.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { buildProcessArgs } from '../scripts/shared/buildNodeFlags'
import { testEditor } from './contentEditor/testEditor'
import { testGitHubBuildEnv } from './contentEditor/testGitHub'
import { testBackend } from './fakeSupabase/testBackend'

const root = join(import.meta.dirname, '..')
const result = spawnSync(process.execPath, buildProcessArgs(join(root, 'scripts', 'build.ts')), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_SUPABASE_URL: testBackend.url,
    VITE_SUPABASE_ANON_KEY: testBackend.anonKey,
    VITE_SUPABASE_SSO_PROVIDER: 'azure',
    CMS_BACKEND: 'local',
    CMS_LOCAL_PROXY_URL: testEditor.proxyUrl,
  },
})
if (result.status !== 0) process.exit(result.status ?? 1)

const started = performance.now()
const { buildEditorOrigin } = await import('../scripts/admin/buildEditor')
const editor = await buildEditorOrigin({
  projectRoot: root,
  outDir: join(root, 'dist'),
  cacheDir: join(root, '.tmp', 'cache', 'editor'),
  env: testGitHubBuildEnv,
})
console.log(
  `[build:test] the editor's own origin for GitHub (stand-in at ${testGitHubBuildEnv.CMS_GITHUB_API_ROOT}): ${editor.dir} (${editor.built}, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
)

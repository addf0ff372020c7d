/**
 * The production content editor of the test build: built for the GitHub back end on an origin of
 * its own (CMS_ORIGIN), with Decap's api_root and the OAuth endpoint's GitHub pointed at the
 * GitHub stand-in (tests/contentEditor/githubStandIn/), all on this machine. npm run build:test
 * writes it to dist-cms/; tests/e2e/contentEditorGitHub.spec.ts serves it and starts the stand-in.
 */
import { testBackend } from '../fakeSupabase/testBackend'

const port = (offset: number) => testBackend.port + offset

export const testGitHub = {
  /** The editor's own origin, where the OAuth endpoint (functions/oauth/) answers too. */
  editorOrigin: `http://127.0.0.1:${port(2)}`,
  editorPort: port(2),
  /** api.github.com's role. */
  apiPort: port(3),
  apiUrl: `http://127.0.0.1:${port(3)}`,
  /** github.com's role: the OAuth pages. */
  webPort: port(4),
  webUrl: `http://127.0.0.1:${port(4)}`,
  repo: { owner: 'vaultline', name: 'website', branch: 'main' },
  /** The host's role (tests/contentEditor/pagesStandIn/): previews of branches and the live site. */
  hostPort: port(7),
  /** The commit status the host posts and the editor links as a draft's preview. */
  previewContext: 'Site preview',
  /** Not secrets: the stand-in's OAuth app. */
  app: { clientId: 'Ov23liVaultlineTest', clientSecret: 'stand-in-client-secret', name: 'Vaultline content editor' },
} as const

/** The build's environment for the editor's own output. */
export const testGitHubBuildEnv = {
  CMS_GITHUB_REPO: `${testGitHub.repo.owner}/${testGitHub.repo.name}`,
  CMS_GITHUB_BRANCH: testGitHub.repo.branch,
  CMS_ORIGIN: testGitHub.editorOrigin,
  CMS_GITHUB_API_ROOT: testGitHub.apiUrl,
  CMS_PREVIEW_STATUS_CONTEXT: testGitHub.previewContext,
} as const

/** The OAuth endpoint's environment, as the editor's Pages project would set it. */
export const testGitHubEndpointEnv = {
  CMS_ORIGIN: testGitHub.editorOrigin,
  CMS_OAUTH_CLIENT_ID: testGitHub.app.clientId,
  CMS_OAUTH_CLIENT_SECRET: testGitHub.app.clientSecret,
  CMS_GITHUB_ORIGIN: testGitHub.webUrl,
} as const

/**
 * Which Git back end the content editor talks to, and where the editor itself is served, read from
 * the build's environment. Production: GitHub through an OAuth endpoint (docs/content-editor.md), the editor preferably on an origin of its own (CMS_ORIGIN). `npm run cms`: the
 * local decap-server, which writes straight into the working tree. Nothing set: /admin/ explains
 * what to set.
 */
import { buildError, InvalidEditorSetting } from '../errors/buildErrors'
import type { CmsBackend, GitHubAuthScope } from './cmsConfig'

const githubApiRoot = 'https://api.github.com'

/** The path of the reference OAuth endpoint (functions/oauth/) below the editor's origin. */
const referenceOAuthEndpoint = 'oauth/auth'

/** The smallest scope Decap can ask GitHub for; `repo` only when a private repository is edited through an OAuth App (docs/content-editor.md). */
const authScopes: readonly GitHubAuthScope[] = ['public_repo', 'repo']

/**
 * The commit status whose link the editor shows as a draft's preview (Decap's `preview_context`):
 * whatever deploys previews must post its status under exactly this name (docs/content-editor.md).
 */
const defaultPreviewContext = 'Site preview'

const isLoopback = (url: URL) =>
  url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'

function parsedUrl(variable: string, value: string): URL {
  try {
    return new URL(value)
  } catch {
    throw buildError(InvalidEditorSetting, {
      variable,
      problem: `"${value}" is not a URL`,
      fix: 'Give an absolute URL such as https://cms.vaultline.example.',
    })
  }
}

/** https, or http on this machine only (the tests' stand-ins); the URL without a trailing slash. */
function secureUrl(variable: string, value: string): URL {
  const url = parsedUrl(variable, value)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url))) {
    throw buildError(InvalidEditorSetting, {
      variable,
      problem: `"${value}" is not https`,
      fix: 'The editor sends sign-in tokens to it or through it: use https (http only for localhost).',
    })
  }
  return url
}

/**
 * An origin and nothing more: Decap compares the sign-in window's messages with `base_url` as a
 * string (`event.origin === base_url`), and the OAuth endpoint posts to the editor's origin exactly.
 */
function exactOrigin(variable: string, value: string): string {
  const url = secureUrl(variable, value.trim())
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw buildError(InvalidEditorSetting, {
      variable,
      problem: `"${value}" is not an origin`,
      fix: `Give the scheme and host only, such as ${url.protocol}//${url.host}: the sign-in compares origins exactly.`,
    })
  }
  return url.origin
}

/** The origin the editor is served from when it has one of its own (CMS_ORIGIN), or null for /admin/ on the site. */
export function cmsOriginFrom(env: Record<string, string | undefined>): string | null {
  const value = env.CMS_ORIGIN?.trim()
  return value ? exactOrigin('CMS_ORIGIN', value) : null
}

/** The back end the editor is built for, or null when none is configured. Throws a BuildError naming the variable. */
export function cmsBackendFrom(env: Record<string, string | undefined>): CmsBackend | null {
  const kind = env.CMS_BACKEND?.trim() || (env.CMS_GITHUB_REPO ? 'github' : '')
  if (!kind) return null
  if (kind === 'local') {
    const proxyUrl = env.CMS_LOCAL_PROXY_URL?.trim()
    return {
      kind: 'local',
      proxyUrl: proxyUrl ? secureUrl('CMS_LOCAL_PROXY_URL', proxyUrl).href.replace(/\/+$/, '') : null,
    }
  }
  if (kind !== 'github')
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_BACKEND',
      problem: `"${kind}" is not a back end the editor knows`,
      fix: 'Use github (production) or local (npm run cms), or leave it unset.',
    })
  const repo = env.CMS_GITHUB_REPO?.trim() ?? ''
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/.test(repo)) {
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_GITHUB_REPO',
      problem: repo ? `"${repo}" is not owner/name` : 'is not set',
      fix: 'Set it to the GitHub repository that holds this site, e.g. vaultline/website.',
    })
  }
  const branch = env.CMS_GITHUB_BRANCH?.trim() || 'main'
  if (!/^[A-Za-z0-9._/-]{1,200}$/.test(branch) || branch.includes('..'))
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_GITHUB_BRANCH',
      problem: `"${branch}" is not a branch name`,
      fix: 'Give the branch the site is built from, e.g. main.',
    })
  const editorOrigin = cmsOriginFrom(env)
  const base = env.CMS_OAUTH_BASE_URL?.trim()
  if (!base && !editorOrigin) {
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_OAUTH_BASE_URL',
      problem: 'is not set',
      fix: 'GitHub sign-in needs an OAuth endpoint that holds the client secret (docs/content-editor.md): set CMS_ORIGIN to serve the editor and the reference endpoint (functions/oauth/) from their own origin, or set the origin of your endpoint here.',
    })
  }
  const endpoint = (env.CMS_OAUTH_ENDPOINT?.trim() || referenceOAuthEndpoint).replace(/^\/+/, '')
  if (!/^[A-Za-z0-9._/-]{1,100}$/.test(endpoint) || endpoint.includes('..'))
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_OAUTH_ENDPOINT',
      problem: `"${endpoint}" is not a path`,
      fix: `Give the path of the endpoint below CMS_OAUTH_BASE_URL, e.g. ${referenceOAuthEndpoint}.`,
    })
  const authScope = (env.CMS_GITHUB_AUTH_SCOPE?.trim() || 'public_repo') as GitHubAuthScope
  if (!authScopes.includes(authScope))
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_GITHUB_AUTH_SCOPE',
      problem: `"${authScope}" is not a scope the editor asks for`,
      fix: 'Use public_repo (a public repository), or repo for a private one with an OAuth App; a GitHub App ignores it (docs/content-editor.md).',
    })
  const previewContext = env.CMS_PREVIEW_STATUS_CONTEXT?.trim() || defaultPreviewContext
  if (previewContext.length > 100 || /[\p{Cc}]/u.test(previewContext))
    throw buildError(InvalidEditorSetting, {
      variable: 'CMS_PREVIEW_STATUS_CONTEXT',
      problem: `"${previewContext}" is not a commit status name`,
      fix: 'Give the context name the preview deployments post their commit status with, e.g. Site preview.',
    })
  return {
    kind: 'github',
    repo,
    branch,
    // GitHub Enterprise Server's API has a path (https://<host>/api/v3); Decap appends to it.
    apiRoot: env.CMS_GITHUB_API_ROOT?.trim()
      ? secureUrl('CMS_GITHUB_API_ROOT', env.CMS_GITHUB_API_ROOT.trim()).href.replace(/\/+$/, '')
      : githubApiRoot,
    oauthBaseUrl: base ? exactOrigin('CMS_OAUTH_BASE_URL', base) : editorOrigin!,
    oauthEndpoint: endpoint,
    authScope,
    previewContext,
  }
}

/** The origins the editor's page must be allowed to reach besides its own (its CSP connect-src). */
export function cmsBackendOrigins(backend: CmsBackend | null): string[] {
  if (!backend) return []
  // npm run cms: decap-server is reached through the editor's own origin.
  if (backend.kind === 'local') return backend.proxyUrl ? [new URL(backend.proxyUrl).origin] : []
  // The GitHub API, and the OAuth endpoint the sign-in window answers from.
  return [...new Set([new URL(backend.apiRoot).origin, backend.oauthBaseUrl])]
}

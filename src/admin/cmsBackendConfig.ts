/**
 * Which Git back end the content editor (/admin) talks to, read from the build's environment.
 * Production: GitHub with an OAuth endpoint (README, "Content editor"). `npm run cms`: the local
 * decap-server, which writes straight into the working tree. Nothing set: /admin explains what to set.
 */
import { buildErrors } from '../errors/buildErrors'
import type { CmsBackend } from './cmsConfig'

export const defaultLocalProxyUrl = 'http://localhost:8081/api/v1'

function httpsOrigin(variable: string, value: string, allowHttpLocalhost: boolean): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw buildErrors.invalidEditorSetting(variable, `"${value}" is not a URL`, 'Give an absolute URL such as https://cms-auth.vaultline.example.')
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1'
  if (url.protocol !== 'https:' && !(allowHttpLocalhost && local && url.protocol === 'http:')) {
    throw buildErrors.invalidEditorSetting(variable, `"${value}" is not https`, 'The editor sends sign-in tokens to it: use https (http only for localhost).')
  }
  return value.replace(/\/+$/, '')
}

/** The back end the editor is built for, or null when none is configured. Throws a BuildError naming the variable. */
export function cmsBackendFrom(env: Record<string, string | undefined>): CmsBackend | null {
  const kind = env.CMS_BACKEND?.trim() || (env.CMS_GITHUB_REPO ? 'github' : '')
  if (!kind) return null
  if (kind === 'local') return { kind: 'local', proxyUrl: httpsOrigin('CMS_LOCAL_PROXY_URL', env.CMS_LOCAL_PROXY_URL?.trim() || defaultLocalProxyUrl, true) }
  if (kind !== 'github') throw buildErrors.invalidEditorSetting('CMS_BACKEND', `"${kind}" is not a back end the editor knows`, 'Use github (production) or local (npm run cms), or leave it unset.')
  const repo = env.CMS_GITHUB_REPO?.trim() ?? ''
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/.test(repo)) {
    throw buildErrors.invalidEditorSetting('CMS_GITHUB_REPO', repo ? `"${repo}" is not owner/name` : 'is not set', 'Set it to the GitHub repository that holds this site, e.g. vaultline/website.')
  }
  const branch = env.CMS_GITHUB_BRANCH?.trim() || 'main'
  if (!/^[A-Za-z0-9._/-]{1,200}$/.test(branch) || branch.includes('..')) throw buildErrors.invalidEditorSetting('CMS_GITHUB_BRANCH', `"${branch}" is not a branch name`, 'Give the branch the site is built from, e.g. main.')
  const base = env.CMS_OAUTH_BASE_URL?.trim()
  if (!base) throw buildErrors.invalidEditorSetting('CMS_OAUTH_BASE_URL', 'is not set', 'GitHub sign-in needs an OAuth endpoint that holds the client secret (README, "Content editor"): set its https origin.')
  const endpoint = (env.CMS_OAUTH_ENDPOINT?.trim() || 'auth').replace(/^\/+/, '')
  if (!/^[A-Za-z0-9._/-]{1,100}$/.test(endpoint)) throw buildErrors.invalidEditorSetting('CMS_OAUTH_ENDPOINT', `"${endpoint}" is not a path`, 'Give the path of the endpoint below CMS_OAUTH_BASE_URL, e.g. auth.')
  return { kind: 'github', repo, branch, oauthBaseUrl: httpsOrigin('CMS_OAUTH_BASE_URL', base, false), oauthEndpoint: endpoint }
}

/** The origins the editor's page must be allowed to reach (its CSP connect-src). */
export function cmsBackendOrigins(backend: CmsBackend | null): string[] {
  if (!backend) return []
  if (backend.kind === 'local') return [new URL(backend.proxyUrl).origin]
  // The GitHub API, and the OAuth endpoint the sign-in window answers from.
  return ['https://api.github.com', new URL(backend.oauthBaseUrl).origin]
}

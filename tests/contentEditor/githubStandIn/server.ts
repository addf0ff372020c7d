/**
 * A stand-in for GitHub on this machine: github.com's OAuth pages on one port, api.github.com's
 * REST API on another, over a real bare Git repository seeded from the project (githubRest.ts,
 * githubOAuth.ts, gitRepository.ts). The editor reaches it through Decap's `api_root` and the
 * OAuth endpoint through its GitHub origin setting; what it knowingly does differently from
 * GitHub: tests/contentEditor/DIFFERENCES.md.
 */
import { createServer, type Server } from 'node:http'
import { GitRepository } from './gitRepository'
import { githubOAuth } from './githubOAuth'
import { githubRest } from './githubRest'
import {
  personOf,
  type CheckRunApp,
  type CheckRunEvent,
  type OAuthApp,
  type PushEvent,
  type StandInState,
  type StandInUser,
} from './githubState'

export interface GitHubStandInOptions {
  /** The project whose files seed the repository's first commit. */
  sourceDir: string
  /** What of it goes in (files or folders). */
  seedPaths: readonly string[]
  owner: string
  name: string
  private?: boolean
  branch: string
  apiPort: number
  webPort: number
  app: OAuthApp
  user?: StandInUser
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
}

export async function startGitHubStandIn(options: GitHubStandInOptions) {
  const apiUrl = `http://127.0.0.1:${options.apiPort}`
  const webUrl = `http://127.0.0.1:${options.webPort}`
  const user = options.user ?? { id: 4207, login: 'amara-lewis', name: 'Amara Lewis' }
  const repository = await GitRepository.seeded({
    sourceDir: options.sourceDir,
    paths: options.seedPaths,
    branch: options.branch,
    author: { ...personOf(user), name: 'Vaultline', email: 'web@vaultline.example' },
  })
  const state: StandInState = {
    owner: options.owner,
    name: options.name,
    private: options.private ?? false,
    defaultBranch: options.branch,
    user,
    app: options.app,
    tokens: new Map(),
    codes: new Map(),
    pulls: [],
    labels: new Map(),
    protectedBranches: new Map(),
    nextNumber: 1,
    statuses: new Map(),
    pushListeners: new Set(),
    checkRuns: [],
    pushedBranch: new Map(),
    checkRunListeners: new Set(),
  }
  const rest = githubRest({ state, repository, apiUrl, webUrl })
  const oauth = githubOAuth(state)
  const fail = (response: import('node:http').ServerResponse) => (error: unknown) => {
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain' })
    response.end(String(error))
  }
  const api = createServer((request, response) => void rest.handle(request, response).catch(fail(response)))
  const web = createServer((request, response) => void oauth.handle(request, response).catch(fail(response)))
  await Promise.all([listen(api, options.apiPort), listen(web, options.webPort)])
  return {
    apiUrl,
    webUrl,
    repository,
    state,
    /** Every API request, in order. */
    requests: rest.log,
    /** Every step of the web sign-in, in order. */
    oauthEvents: oauth.events,
    /** GitHub's *Revert* button on a merged pull request: the revert's pull request, or null (githubRest.ts). */
    revertPullRequest: rest.revertPull,
    /** Hears of every branch that moves, as an app hears GitHub's `push` webhook; returns what stops it. */
    onPush(listener: (event: PushEvent) => void): () => void {
      state.pushListeners.add(listener)
      return () => state.pushListeners.delete(listener)
    },
    /** Hears of every check run created or completed, as an app (or GitHub Actions) hears GitHub's `check_run` webhook. */
    onCheckRun(listener: (event: CheckRunEvent) => void): () => void {
      state.checkRunListeners.add(listener)
      return () => state.checkRunListeners.delete(listener)
    },
    /** A token as if the user had signed in with these scopes (for tests that skip the browser); with `app`, a GitHub App's installation token. */
    issueToken(scopes: string[], login = user.login, app?: CheckRunApp): string {
      const token = `gho_${'t'.repeat(32)}${state.tokens.size.toString().padStart(4, '0')}`
      state.tokens.set(token, { login, scopes, clientId: options.app.clientId, ...(app ? { app } : {}) })
      return token
    },
    async close(): Promise<void> {
      await Promise.all([new Promise((resolve) => api.close(resolve)), new Promise((resolve) => web.close(resolve))])
      repository.remove()
    },
  }
}

export type GitHubStandIn = Awaited<ReturnType<typeof startGitHubStandIn>>

/** The GitHub stand-in as the integration tests start it: the project's posts and copy on main, on free ports. */
import { projectRoot } from '../../scripts/shared/projectPaths'
import { startGitHubStandIn, type GitHubStandIn } from '../contentEditor/githubStandIn/server'
import { freePort } from './freePort'

export async function startRepositoryStandIn(): Promise<GitHubStandIn> {
  return startGitHubStandIn({
    sourceDir: projectRoot,
    seedPaths: ['src/content/blog', 'locales', 'package.json'],
    owner: 'vaultline',
    name: 'website',
    branch: 'main',
    apiPort: await freePort(),
    webPort: await freePort(),
    app: {
      clientId: 'Iv1.test',
      clientSecret: 'secret',
      callbackUrl: 'http://127.0.0.1:1/oauth/callback',
      name: 'Vaultline content editor',
    },
  })
}

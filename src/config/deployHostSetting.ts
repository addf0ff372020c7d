/** The build's deploy host (src/config/deployHost.ts), checked: an unknown DEPLOY_HOST stops the build with what to set. */
import { buildErrors } from '../errors/buildErrors'
import { deployHosts, namedDeployHost, type DeployHost } from './deployHost'

export function deployHost(env: Record<string, string | undefined>): DeployHost {
  const host = namedDeployHost(env)
  if (!host) throw buildErrors.unknownDeployHost(env.DEPLOY_HOST?.trim() ?? '', deployHosts)
  return host
}

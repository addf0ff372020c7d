/**
 * What `npm audit --omit=dev --json` said, read for `npm run check:deps` (security review
 * 2026-12-01, SEC-14): the production dependencies (what the browser and the CDN functions run,
 * and the build that writes them) with a known high or critical advisory fail it, named with the
 * advisory and whether a fix exists. Development-only packages (test runners, the linter) are not
 * checked here; they never ship.
 *
 * When the registry's advisory endpoint cannot be reached (offline, or a mirror that serves
 * packages but not advisories, which answers the audit's POST with 405), there is no answer to
 * trust. Where the audit is required (`REQUIRE_DEPENDENCY_AUDIT=1`, which the GitHub workflow
 * sets: its runners reach the public registry) that fails, since a check that cannot run must not
 * pass there. Elsewhere (a developer offline, or a CI sandbox whose registry mirror has no
 * advisories, as this project's own sandbox does) it says loudly that nothing was checked, and
 * passes: the build must not go red for a service it cannot reach.
 */

/** The severities that fail the check. */
export const failingSeverities = ['high', 'critical'] as const

interface AuditVulnerability {
  name?: string
  severity?: string
  range?: string
  isDirect?: boolean
  via?: ({ title?: string; url?: string; severity?: string } | string)[]
  fixAvailable?: boolean | { name?: string; version?: string }
}

interface AuditReport {
  auditReportVersion?: number
  vulnerabilities?: Record<string, AuditVulnerability>
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } }
  message?: string
  statusCode?: number
  error?: { code?: string; summary?: string; detail?: string }
}

export type AuditVerdict =
  | { kind: 'pass'; message: string }
  | { kind: 'warn'; message: string }
  | { kind: 'fail'; message: string }

function advisoryLine(name: string, vulnerability: AuditVulnerability): string {
  const advisories = (vulnerability.via ?? []).flatMap((via) =>
    typeof via === 'string' ? [`through ${via}`] : [`${via.title ?? 'advisory'}${via.url ? ` (${via.url})` : ''}`],
  )
  const fix = vulnerability.fixAvailable
    ? typeof vulnerability.fixAvailable === 'object'
      ? `fix: ${vulnerability.fixAvailable.name}@${vulnerability.fixAvailable.version}`
      : 'fix: npm audit fix --omit=dev'
    : 'no fix released yet'
  return `  ${vulnerability.severity} ${name}${vulnerability.range ? ` ${vulnerability.range}` : ''}${vulnerability.isDirect ? ' (direct)' : ''}: ${advisories.join('; ') || 'see npm audit'}; ${fix}`
}

/** The verdict on npm audit's JSON output (`stdout`), where the audit is `required` or not. */
export function auditVerdict(stdout: string, required: boolean): AuditVerdict {
  let report: AuditReport | null
  try {
    report = JSON.parse(stdout) as AuditReport
  } catch {
    report = null
  }
  if (!report || typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const reason =
      report?.message ||
      [report?.error?.code, report?.error?.summary].filter(Boolean).join(' ') ||
      stdout.trim().slice(0, 200) ||
      'no output'
    const said = `npm audit could not get the advisories for the production dependencies (${reason}).`
    return required
      ? {
          kind: 'fail',
          message: `${said} REQUIRE_DEPENDENCY_AUDIT is set, so this does not pass: make the registry's advisory endpoint reachable (npm config get registry; a mirror must forward POST /-/npm/v1/security/advisories/bulk) and run it again.`,
        }
      : {
          kind: 'warn',
          message: `${said} NOT CHECKED here. The GitHub workflow requires the audit (REQUIRE_DEPENDENCY_AUDIT=1) on every pull request.`,
        }
  }
  const failing = Object.entries(report.vulnerabilities).filter(([, vulnerability]) =>
    (failingSeverities as readonly string[]).includes(vulnerability.severity ?? ''),
  )
  const counts = report.metadata?.vulnerabilities ?? {}
  const summary = `${report.metadata?.dependencies?.prod ?? '?'} production dependencies; advisories: ${[
    'critical',
    'high',
    'moderate',
    'low',
  ]
    .map((severity) => `${counts[severity] ?? 0} ${severity}`)
    .join(', ')}`
  if (failing.length === 0) return { kind: 'pass', message: `npm audit: ${summary}; none high or critical.` }
  return {
    kind: 'fail',
    message: `npm audit: ${summary}. High or critical in production dependencies:\n${failing
      .map(([name, vulnerability]) => advisoryLine(name, vulnerability))
      .join(
        '\n',
      )}\nUpdate them (npm audit fix --omit=dev, or the package's newer release), rebuild and commit the lockfile.`,
  }
}

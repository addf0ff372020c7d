import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { auditVerdict } from '../../../scripts/tools/dependencyAudit'

const root = join(import.meta.dirname, '../../..')

/** npm audit --json as npm 11 writes it (auditReportVersion 2), with the given advisories. */
const report = (vulnerabilities: Record<string, { severity: string; isDirect?: boolean; fix?: boolean }>) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities: Object.fromEntries(
      Object.entries(vulnerabilities).map(([name, { severity, isDirect = false, fix = true }]) => [
        name,
        {
          name,
          severity,
          isDirect,
          via: [{ title: `Advisory in ${name}`, url: `https://github.com/advisories/GHSA-${name}`, severity }],
          effects: [],
          range: '<1.2.3',
          nodes: [`node_modules/${name}`],
          fixAvailable: fix,
        },
      ]),
    ),
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 0, total: 2 },
      dependencies: { prod: 180, dev: 1150, optional: 40, peer: 0, peerOptional: 0, total: 1330 },
    },
  })

/** What npm audit --json printed on this machine, whose registry serves packages but answers the advisory POST with 405. */
const unreachable = JSON.stringify({
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
})

describe('the dependency audit (npm run check:deps)', () => {
  it('SEC-14: runs in npm test, the command CI runs (.ci/run), and the GitHub workflow requires it', () => {
    const scripts = (
      JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts
    expect(scripts['check:deps']).toBe('tsx scripts/tools/auditDependencies.ts')
    expect(scripts.test?.split(' && ')).toContain('npm run check:deps')
    const ci = readFileSync(join(root, '.ci', 'run'), 'utf8')
    expect(ci.trimEnd().endsWith('npm test')).toBe(true)
    expect(readFileSync(join(root, '.github', 'workflows', 'test.yml'), 'utf8')).toMatch(
      /run: \.ci\/run\n\s+env:\n(\s+#.*\n)*\s+REQUIRE_DEPENDENCY_AUDIT: '1'/,
    )
  })

  it('SEC-14: fails on a high or critical advisory in a production dependency, naming it and its fix', () => {
    const verdict = auditVerdict(
      report({ 'serialize-thing': { severity: 'high', isDirect: true }, ms: { severity: 'moderate' } }),
      false,
    )
    expect(verdict.kind).toBe('fail')
    expect(verdict.message).toContain(
      '  high serialize-thing <1.2.3 (direct): Advisory in serialize-thing (https://github.com/advisories/GHSA-serialize-thing); fix: npm audit fix --omit=dev',
    )
    expect(verdict.message).not.toContain(' ms ')
    expect(auditVerdict(report({ 'parse-thing': { severity: 'critical', fix: false } }), true).message).toContain(
      'critical parse-thing <1.2.3: Advisory in parse-thing (https://github.com/advisories/GHSA-parse-thing); no fix released yet',
    )
  })

  it('passes with moderate and low advisories only, saying how many there are', () => {
    expect(auditVerdict(report({ ms: { severity: 'moderate' }, debug: { severity: 'low' } }), true)).toEqual({
      kind: 'pass',
      message:
        'npm audit: 180 production dependencies; advisories: 0 critical, 1 high, 1 moderate, 0 low; none high or critical.',
    })
  })

  it('SEC-14: fails where the audit is required and the advisories cannot be fetched; elsewhere says loudly it checked nothing', () => {
    const required = auditVerdict(unreachable, true)
    expect(required.kind).toBe('fail')
    expect(required.message).toMatch(
      /^npm audit could not get the advisories .*405 Method Not Allowed.*REQUIRE_DEPENDENCY_AUDIT is set, so this does not pass/,
    )
    expect(auditVerdict(unreachable, false)).toMatchObject({
      kind: 'warn',
      message: expect.stringContaining('NOT CHECKED here'),
    })
    for (const output of [
      '',
      'npm error code ENOTFOUND',
      '{"error":{"code":"ENOTFOUND","summary":"request to https://registry.npmjs.org failed"}}',
    ])
      expect(auditVerdict(output, true).kind, output).toBe('fail')
  })
})

/**
 * Workflows review 2026-12-01, DV-9: `npm ci` printed 17 "ERESOLVE overriding peer dependency"
 * blocks, and a new developer could not tell them from a real problem. The React 16–18 peers of
 * Decap's dependencies are matched to React 19 by package.json's `overrides`; the warnings left
 * are the ones the README names. npm ci's dry run resolves the same tree from package-lock.json
 * without installing it, in a folder of its own (node_modules here are shared with other checkouts).
 */
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { projectRoot } from '../../scripts/shared/projectPaths'

const folder = mkdtempSync(join(tmpdir(), 'vaultline-install-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

/** The packages the README's install paragraph names as expected warnings. */
function namedInReadme(): string[] {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8')
  const paragraph = readme.split('\n\n').find((text) => text.includes('`ERESOLVE overriding peer dependency`'))
  expect(paragraph, 'README.md names the expected install warnings').toBeDefined()
  const sentence = paragraph!.slice(0, paragraph!.indexOf(':'))
  return [...sentence.matchAll(/`([a-z@][\w@/.-]*)`/g)].map((match) => match[1]!).filter((name) => name !== 'ERESOLVE')
}

it('DV-9: npm ci accepts the lock file as it is and warns only about the peer dependencies the README names', () => {
  for (const file of ['package.json', 'package-lock.json']) copyFileSync(join(projectRoot, file), join(folder, file))
  const result = spawnSync(
    'npm',
    ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: folder, encoding: 'utf8' },
  )
  expect(result.status, result.stderr).toBe(0)
  const output = `${result.stdout}\n${result.stderr}`
  const warned = [...output.matchAll(/While resolving: (\S+)@[^@\s]+$/gm)].map((match) => match[1]!)
  expect(output.match(/ERESOLVE/g)?.length ?? 0).toBe(warned.length)
  expect([...new Set(warned)].sort()).toEqual(namedInReadme().sort())
}, 180_000)

it('DV-9: every package the overrides name is one the lock file installs', () => {
  const { overrides } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    overrides: Record<string, unknown>
  }
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, unknown>
  }
  const installed = new Set(Object.keys(lock.packages).map((path) => path.replace(/^.*node_modules\//, '')))
  for (const name of Object.keys(overrides)) expect(installed.has(name), name).toBe(true)
})

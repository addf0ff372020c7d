/**
 * The import layers and the three runtimes, as tools/lint/dependency-cruiser.cjs states them (its
 * header says what each rule protects): dependency-cruiser reads every import of src/, scripts/,
 * dist-check/ and routes.config.ts, type-only ones included, and names each rule an import breaks.
 * Here: every folder of src/ has a layer, the project breaks no rule, no room's imports come back
 * to it, and each rule does fail on an import that breaks it.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const config = join(root, 'tools/lint/dependency-cruiser.cjs')
const { layers } = createRequire(import.meta.url)(join(root, 'tools/lint/importLayers.cjs')) as {
  layers: Record<string, number>
}

interface Cruise {
  modules: { source: string; dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[] }[]
  summary: { violations: { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }[] }
}

/** dependency-cruiser, from tools/lint/ (where its TypeScript is), run in this process. */
const depcruise = (await import(
  pathToFileURL(join(root, 'tools/lint/node_modules/dependency-cruiser/src/main/index.mjs')).href
)) as {
  cruise(paths: string[], options: object): Promise<{ output: string }>
}
const rules = createRequire(import.meta.url)(config) as {
  forbidden: { name: string; comment: string }[]
  options: object
}

/** dependency-cruiser's report of a tree (paths relative to `baseDir`), with the project's rules. */
async function cruise(baseDir: string, paths: string[], cache: object | false = false): Promise<Cruise> {
  const { output } = await depcruise.cruise(paths, {
    ...rules.options,
    baseDir,
    cache,
    ruleSet: { forbidden: rules.forbidden },
    validate: true,
    outputType: 'json',
  })
  return JSON.parse(output) as Cruise
}

/** The room of a project file: its folder under src/ (or routes.config.ts), scripts/shared, scripts, dist-check, tests, or null. */
function roomOf(path: string): string | null {
  if (path.startsWith('routes.config')) return 'routes.config.ts'
  const [top, second] = path.split('/')
  if (top === 'scripts' && second === 'shared') return 'scripts/shared'
  if (top === 'src') return second && layers[second] !== undefined ? second : (second ?? null)
  return top ?? null
}

/** Loops in a graph given as arrows, each written `a → b → … → a`. */
function loops(arrows: readonly (readonly [string, string])[]): string[] {
  const next = new Map<string, Set<string>>()
  for (const [a, b] of arrows) next.set(a, (next.get(a) ?? new Set()).add(b))
  const found: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const visit = (node: string, path: string[]) => {
    if (state.get(node) === 'done') return
    if (state.get(node) === 'open') return void found.push([...path.slice(path.indexOf(node)), node].join(' → '))
    state.set(node, 'open')
    for (const target of next.get(node) ?? []) visit(target, [...path, node])
    state.set(node, 'done')
  }
  for (const node of next.keys()) visit(node, [])
  return found
}

/** Arrows between rooms, from the files cruised (src/, scripts/, dist-check/, routes.config.ts) to project files. */
const roomArrows = ({ modules }: Cruise) =>
  modules.flatMap(({ source, dependencies }) =>
    dependencies
      .filter(() => /^(src|scripts|dist-check)\/|^routes\.config/.test(source))
      .filter((d) => !d.coreModule && !d.couldNotResolve && !d.resolved.includes('node_modules/'))
      .map((d) => [roomOf(source)!, roomOf(d.resolved)!] as const)
      .filter(([from, to]) => from !== to),
  )

const violations = (result: Cruise) =>
  result.summary.violations.map(({ rule, from, to, cycle }) =>
    cycle ? `${rule.name}: ${from} → ${cycle.map((step) => step.name).join(' → ')}` : `${rule.name}: ${from} → ${to}`,
  )

describe('import layers', () => {
  it('every folder under src/ has a layer', () => {
    // Folders and source files; a folder's README.md is not a room.
    const rooms = readdirSync(join(root, 'src')).filter((name) => !name.endsWith('.md'))
    expect(rooms.filter((room) => layers[room] === undefined)).toEqual([])
  })

  it('the project breaks none of the rules, and no room’s imports loop back to it', async () => {
    // Cached by content (dependency-cruiser's own cache): a run after no change reads each file's imports back.
    const result = await cruise(root, ['src', 'scripts', 'dist-check', 'routes.config.ts'], {
      folder: join(root, 'node_modules/.cache/dependency-cruiser'),
      strategy: 'content',
    })
    expect(result.modules.length).toBeGreaterThan(300)
    // The message names each broken rule with what it protects (its comment in the rules file).
    const broken = new Set(result.summary.violations.map(({ rule }) => rule.name))
    const why = rules.forbidden.filter(({ name }) => broken.has(name)).map(({ name, comment }) => `${name}: ${comment}`)
    expect(violations(result), why.join('\n')).toEqual([])
    expect(loops(roomArrows(result)), 'loops between folders').toEqual([])
  })

  describe('each rule fails on an import that breaks it', () => {
    const tree = mkdtempSync(join(tmpdir(), 'import-layers-'))
    afterAll(() => rmSync(tree, { recursive: true, force: true }))
    const files: Record<string, string> = {
      'tsconfig.json': '{"compilerOptions":{"module":"esnext","moduleResolution":"bundler","strict":true}}',
      'src/components/card.ts': "import { page } from '../pages/home'\nexport const card = page",
      'src/pages/home.ts': 'export const page = 1',
      'src/config/site.ts': "import { build } from '../../scripts/build'\nexport const site = build",
      'src/auth/session.ts': "import type { Lead } from '../leads/form'\nexport const session = (lead: Lead) => lead",
      'src/leads/form.ts':
        "import { session } from '../auth/session'\nexport type Lead = string\nexport const form = session",
      'scripts/build.ts': 'export const build = 1',
      'scripts/shared/paths.ts': "import { writer } from '../hosting/writer'\nexport const paths = writer",
      'scripts/hosting/writer.ts': "import { check } from '../../dist-check/check'\nexport const writer = check",
      'dist-check/check.ts':
        "import { fixture } from '../tests/fixture'\nimport { build } from '../scripts/build'\nexport const check = fixture + build",
      'tests/fixture.ts': 'export const fixture = 1',
    }
    let result: Cruise
    let broken: string[]
    beforeAll(async () => {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(tree, path)), { recursive: true })
        writeFileSync(join(tree, path), text)
      }
      result = await cruise(tree, ['src', 'scripts', 'dist-check'])
      broken = violations(result)
    })

    it.each([
      ['an import up the layers', 'layer-2-components: src/components/card.ts → src/pages/home.ts'],
      ['src/ importing scripts/', 'src-imports-tooling: src/config/site.ts → scripts/build.ts'],
      ['dist-check importing tests/', 'tooling-imports-tests: dist-check/check.ts → tests/fixture.ts'],
      ['dist-check importing a writer', 'dist-check-imports-a-writer: dist-check/check.ts → scripts/build.ts'],
      [
        'scripts/shared importing a writer',
        'scripts-shared-imports-a-writer: scripts/shared/paths.ts → scripts/hosting/writer.ts',
      ],
      ['a writer starting dist-check', 'writer-starts-dist-check: scripts/hosting/writer.ts → dist-check/check.ts'],
    ])('%s', (_, violation) => {
      expect(broken).toContain(violation)
    })

    it('a loop between files, type-only imports included', () => {
      expect(broken).toContainEqual(expect.stringMatching(/^file-loop: src\/(auth\/session|leads\/form)\.ts → /))
    })

    it('a loop between folders', () => {
      expect(loops(roomArrows(result))).toContainEqual(
        expect.stringMatching(/auth → leads → auth|leads → auth → leads/),
      )
    })
  })
})

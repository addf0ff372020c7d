/**
 * Every import points down the layers, and no folder's imports loop back to it. The layers, top
 * to bottom: entries (src/main.tsx, src/admin/) → pages → app shell → features (auth, leads, content rules,
 * search, seo, toasts) → components → data, i18n, routing → config, boot, content, errors, edge, hosting (and
 * routes.config.ts). Nothing in src/ imports from scripts/, dist-check/ or tests/; nothing in
 * scripts/ or dist-check/ imports from tests/.
 *
 * The three runtimes (each folder's README.md says where it runs): src/ runs in the browser and in
 * the server render, and holds what the build and the checks share (config, routing, content
 * schemas, the hosting contract in src/hosting/); scripts/ runs only in Node, at build time;
 * dist-check/ checks what the build wrote. dist-check holds dist/ to the contract and never asks a
 * writer: from scripts/ it imports only scripts/shared/ (project paths, the bundled-script runner),
 * which imports nothing else of scripts/. Of scripts/, only its entries (scripts/*.ts) start
 * dist-check; the writers under scripts/hosting, render and content do not know it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')

const layers: Record<string, number> = {
  'routes.config.ts': 0,
  config: 0,
  boot: 0,
  content: 0,
  errors: 0,
  edge: 0,
  hosting: 0,
  styles: 0,
  data: 1,
  i18n: 1,
  routing: 1,
  components: 2,
  auth: 3,
  leads: 3,
  search: 3,
  seo: 3,
  contentRules: 3,
  toasts: 3,
  app: 4,
  pages: 5,
  'main.tsx': 6,
  admin: 6,
  'virtualModules.d.ts': 6,
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : []
  })
}

/** The project file an import names, relative to the root; null for packages and virtual modules. */
function importedFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  return relative(root, resolve(dirname(from), specifier))
    .split(sep)
    .join('/')
}

function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  return [
    ...source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm,
    ),
  ]
    .map((match) => match[1] ?? match[2] ?? match[3]!)
    .flatMap((specifier) => importedFile(file, specifier) ?? [])
}

/** The room of a project file: its folder under src/ (or routes.config.ts), scripts/shared, scripts, dist-check, tests, or null. */
function roomOf(path: string): string | null {
  if (path === 'routes.config.ts' || path.startsWith('routes.config')) return 'routes.config.ts'
  const [top, second] = path.split('/')
  if (top === 'scripts' && second === 'shared') return 'scripts/shared'
  if (top === 'src')
    return second && layers[second] !== undefined
      ? second
      : second?.replace(/\.tsx?$/, '') === 'main'
        ? 'main.tsx'
        : (second ?? null)
  return top ?? null
}

const files = [
  ...sourceFiles(join(root, 'src')),
  ...sourceFiles(join(root, 'scripts')),
  ...sourceFiles(join(root, 'dist-check')),
  join(root, 'routes.config.ts'),
]
const arrows = files.flatMap((file) => {
  const from = relative(root, file).split(sep).join('/')
  return importsOf(file).map((to) => ({ from, to, fromRoom: roomOf(from)!, toRoom: roomOf(to)! }))
})

describe('import layers', () => {
  it('every folder under src/ has a layer', () => {
    // Folders and source files; a folder's README.md is not a room.
    const rooms = readdirSync(join(root, 'src')).filter((name) => !name.endsWith('.md'))
    expect(rooms.filter((room) => layers[room] === undefined)).toEqual([])
  })

  it('nothing in src/ imports from scripts/, dist-check/ or tests/, and nothing in scripts/ or dist-check/ from tests/', () => {
    const wrong = arrows.filter(
      ({ from, to }) =>
        (from.startsWith('src/') && /^(scripts|dist-check|tests)\//.test(to)) ||
        (/^(scripts|dist-check)\//.test(from) && to.startsWith('tests/')),
    )
    expect(wrong.map(({ from, to }) => `${from} → ${to}`)).toEqual([])
  })

  it('dist-check imports the contract (src/, routes.config.ts) and scripts/shared/, never a writer of scripts/', () => {
    const allowed = /^(src\/|routes\.config|dist-check\/|scripts\/shared\/)/
    const wrong = arrows.filter(({ from, to }) => from.startsWith('dist-check/') && !allowed.test(to))
    expect(wrong.map(({ from, to }) => `${from} → ${to}`)).toEqual([])
  })

  it('scripts/shared/ imports nothing else of scripts/ nor dist-check/, so importing it loads no writer', () => {
    const wrong = arrows.filter(
      ({ from, to }) =>
        from.startsWith('scripts/shared/') && /^(scripts|dist-check)\//.test(to) && !to.startsWith('scripts/shared/'),
    )
    expect(wrong.map(({ from, to }) => `${from} → ${to}`)).toEqual([])
  })

  it('of scripts/, only its entries (scripts/*.ts) start dist-check; the writers do not know it', () => {
    const wrong = arrows.filter(
      ({ from, to }) => from.startsWith('scripts/') && from.split('/').length > 2 && to.startsWith('dist-check/'),
    )
    expect(wrong.map(({ from, to }) => `${from} → ${to}`)).toEqual([])
  })

  it('every import inside src/ points down the layers or stays in its layer', () => {
    const upward = arrows.filter(
      ({ fromRoom, toRoom }) =>
        layers[fromRoom] !== undefined && layers[toRoom] !== undefined && layers[toRoom]! > layers[fromRoom]!,
    )
    expect(
      upward.map(
        ({ from, to, fromRoom, toRoom }) =>
          `${from} (${fromRoom}, layer ${layers[fromRoom]}) → ${to} (${toRoom}, layer ${layers[toRoom]})`,
      ),
    ).toEqual([])
  })

  it('no loops between folders, nor between files', () => {
    const graphs = {
      folders: arrows.filter((a) => a.fromRoom !== a.toRoom).map((a) => [a.fromRoom, a.toRoom] as const),
      files: arrows.map((a) => [a.from, a.to.replace(/(\.tsx?)?$/, '')] as const),
    }
    for (const [name, edges] of Object.entries(graphs)) {
      const next = new Map<string, Set<string>>()
      const key = (path: string) => path.replace(/\.tsx?$/, '')
      for (const [a, b] of edges) next.set(key(a), (next.get(key(a)) ?? new Set()).add(key(b)))
      const loops: string[] = []
      const state = new Map<string, 'open' | 'done'>()
      const visit = (node: string, path: string[]) => {
        if (state.get(node) === 'done') return
        if (state.get(node) === 'open') return void loops.push([...path.slice(path.indexOf(node)), node].join(' → '))
        state.set(node, 'open')
        for (const target of next.get(node) ?? []) visit(target, [...path, node])
        state.set(node, 'done')
      }
      for (const node of next.keys()) visit(node, [])
      expect(loops, `loops between ${name}`).toEqual([])
    }
  })
})

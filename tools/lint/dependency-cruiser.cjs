/**
 * The import layers, checked by dependency-cruiser from tests/unit/architecture/importLayers.test.ts
 * (which also finds loops between folders, rooms as the layers name them). It lives here because it
 * reads TypeScript through the compiler API, which only this folder's TypeScript 6 has.
 *
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

const { layers } = require('./importLayers.cjs')

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** The files of a room: a folder under src/, a file directly in src/ (with or without its extension), or routes.config.ts. */
const roomPath = (room) =>
  room === 'routes.config.ts'
    ? '^routes\\.config\\.ts$'
    : room.includes('.')
      ? `^src/${escape(room.replace(/\.tsx?$/, ''))}\\.tsx?$`
      : `^src/${escape(room)}/`

const upwardRules = Object.entries(layers).flatMap(([room, layer]) => {
  const above = Object.entries(layers).filter(([, other]) => other > layer)
  return above.length === 0
    ? []
    : [
        {
          name: `layer-${layer}-${room}`,
          severity: 'error',
          comment: `${room} is in layer ${layer}: it imports its own layer or lower, never ${above.map(([name, other]) => `${name} (${other})`).join(', ')}. Move what both need down a layer.`,
          from: { path: roomPath(room) },
          to: { path: above.map(([name]) => roomPath(name)) },
        },
      ]
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'src-imports-tooling',
      severity: 'error',
      comment:
        'Nothing in src/ imports from scripts/, dist-check/ or tests/: src/ runs in the browser and the server render.',
      from: { path: '^src/' },
      to: { path: '^(scripts|dist-check|tests)/' },
    },
    {
      name: 'tooling-imports-tests',
      severity: 'error',
      comment: 'Nothing in scripts/ or dist-check/ imports from tests/.',
      from: { path: '^(scripts|dist-check)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'dist-check-imports-a-writer',
      severity: 'error',
      comment:
        'dist-check imports the contract (src/, routes.config.ts) and scripts/shared/, never a writer of scripts/: it holds dist/ to the contract and never asks a writer.',
      from: { path: '^dist-check/' },
      to: { path: '^scripts/', pathNot: '^scripts/shared/' },
    },
    {
      name: 'scripts-shared-imports-a-writer',
      severity: 'error',
      comment: 'scripts/shared/ imports nothing else of scripts/ nor dist-check/, so importing it loads no writer.',
      from: { path: '^scripts/shared/' },
      to: { path: ['^scripts/', '^dist-check/'], pathNot: '^scripts/shared/' },
    },
    {
      name: 'writer-starts-dist-check',
      severity: 'error',
      comment: 'Of scripts/, only its entries (scripts/*.ts) start dist-check; the writers do not know it.',
      from: { path: '^scripts/[^/]+/' },
      to: { path: '^dist-check/' },
    },
    ...upwardRules,
    {
      name: 'file-loop',
      severity: 'error',
      comment: 'No loops between files: a module that imports itself through others has no order to load in.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    // Type-only imports count: they tie the folders together as much as any other.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'] },
  },
}

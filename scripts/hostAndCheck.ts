/**
 * The build after the prerender, in one process: the hosting steps (scripts/hosting/steps.ts)
 * write the deployable files, then dist-check (dist-check/index.ts) verifies dist/. One process
 * rather than two: the second start of Node, tsx and the shared modules cost a second of every
 * build, and the checks reuse the blog the steps already read (scripts/content/buildSnapshot.ts).
 */
await import('./hosting/steps')
await import('../dist-check/index')

export {}

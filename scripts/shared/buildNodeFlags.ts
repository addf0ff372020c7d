/**
 * V8's flags for the build's process: package.json gives them to `npm run build` and
 * `npm run check:dist`, and whatever runs the build as npm does (the test build, the build-output
 * tests, bench:scale) takes its arguments from buildProcessArgs. tests/unit/shared/buildNodeFlags.test.ts
 * holds package.json to them.
 *
 * dist-check parses each page into a tree every page check reads, and with V8's default young
 * generation the tree outlived two scavenges and was promoted: at a thousand posts the checks'
 * main thread spent 15.3 s in 2,121 scavenges and its heap grew to 1.2 GB before each full
 * collection (`--trace-gc`). With room for a page's tree in the young generation, and the old one
 * capped so that it is collected sooner, `npm run check:dist` on a cold cache took 82.2–88.1 s and
 * 1.22 GB at most, against 78.8–105.1 s and 1.50–1.52 GB (docs/performance.md). The young
 * generation alone was faster (67.1–68.6 s) but reached 1.84 GB (with 48 MB semi-spaces, once
 * 3.07 GB).
 *
 * The build renders, writes the hosting files and checks in one process (scripts/build.ts), so
 * the checks' heap comes on top of what the render leaves: with the old generation at 1,536 MB
 * the process peaked at 2.21–2.22 GB at a thousand posts, in the checks (its heap 1.1 GB); at
 * 1,024 MB, 2.02 GB (bench:scale, one run each). With 1,024 MB, Rolldown's allocator told to commit
 * less (scripts/build.ts) and 256 MB for each valid-HTML thread, 1.82–1.88 GB (two runs;
 * docs/performance.md, "One process made the build").
 */
const buildNodeFlags: readonly string[] = ['--max-semi-space-size=64', '--max-old-space-size=1024']

/**
 * Node's arguments for running `script` as package.json runs the build: its flags, then any of the
 * caller's (bench:scale's profiler), then the tsx loader in this process (tsx's command would put a
 * second process in front).
 */
export function buildProcessArgs(script: string, nodeOptions: readonly string[] = []): string[] {
  return [...buildNodeFlags, ...nodeOptions, '--import', 'tsx', script]
}

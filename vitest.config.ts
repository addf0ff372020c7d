import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { languageNoticePlugin } from './scripts/plugins/languageNoticePlugin'

// Two projects by cost. unit: pure tests (no process, thread, port, connection or build, which
// tests/unit/pureTestGuard.ts enforces, with no console warnings), run first by `npm test`. integration:
// real PostgreSQL, nginx, wrangler, Vite and esbuild builds, git, servers; the nginx and
// Cloudflare Pages tests serve the dist/ of `npm run build:test`, so they run after it.
// The type tests (tests/types/*.test-d.ts) are compiled by `npm run typecheck` with the rest of
// the project (tsconfig.json includes tests/), a failed expectTypeOf being a type error there.
export default defineConfig({
  // The layout reads the notices' copy and the path availability from this virtual module, as the build does.
  plugins: [languageNoticePlugin()],
  test: {
    environment: 'node',
    // A test's time on a busy machine is no verdict (a two-core machine under another build runs a
    // 1 s test in 8): the limit only stops a hung test. Speed is measured by scripts, not here.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Vitest keeps each module as Vite transformed it in node_modules/.experimental-vitest-cache,
    // keyed by its source (a virtual module's by what its plugin loads; a module with
    // import.meta.glob is not kept), so a run after the first transforms only what changed: the
    // unit tests' main thread took 4.0–4.6 s of CPU instead of 5.6–6.3 s (docs/performance.md).
    // `npx vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          // Test files share the modules a worker has loaded instead of each loading React, i18next,
          // the locales and the route table again: half the CPU time of this project. A file that
          // mocks a module after resetModules resets them again when it ends (companyDetails,
          // legalBuildVariants).
          isolate: false,
          // Threads rather than child processes: on two cores, alternating runs of the same 2,104
          // tests took 38.4 s of CPU against 41.0–41.7 s (a worker thread starts and passes messages
          // more cheaply than a process).
          pool: 'threads',
          setupFiles: ['tests/unit/pureTestGuard.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Vitest runs one file fewer at a time than there are cores: one on two. These files wait on
          // servers, PostgreSQL and pg_cron's next minute as much as they compute, and each has its own
          // copy of the project, ports and database, so two run side by side: 130 s against 195 s on
          // two quiet cores, for 222 s of CPU against 210 s (docs/performance.md).
          maxWorkers: availableParallelism(),
        },
      },
    ],
  },
})

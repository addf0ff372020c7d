import { defineConfig } from 'vitest/config'
import { languageNoticePlugin } from './scripts/plugins/languageNoticePlugin'

// Two projects by cost. unit: pure tests (no process, thread, port, connection or build, which
// tests/unit/pureTestGuard.ts enforces), run first by `npm test` and in seconds. integration:
// real PostgreSQL, nginx, wrangler, Vite and esbuild builds, git, servers; the nginx and
// Cloudflare Pages tests serve the dist/ of `npm run build:test`, so they run after it.
export default defineConfig({
  // The layout reads the notices' copy and the path availability from this virtual module, as the build does.
  plugins: [languageNoticePlugin()],
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/unit/pureTestGuard.ts'],
          typecheck: { enabled: true, include: ['tests/types/**/*.test-d.ts'] },
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: ['tests/integration/**/*.test.ts'] },
      },
    ],
  },
})

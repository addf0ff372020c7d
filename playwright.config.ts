import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './scripts/tools/browserPath'
import { testBackend } from './tests/fakeSupabase/testBackend'

const port = Number(process.env.E2E_PORT ?? 4317)

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // Baselines per platform (fonts render differently); a machine without them records its own.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}-{platform}{ext}',
  updateSnapshots: 'missing',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
  },
  webServer: [
    {
      command: `tsx scripts/tools/serveDist.ts`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 20_000,
    },
    {
      // The Supabase project of the test build (npm run build:test): GoTrue + PostgREST on a real PostgreSQL.
      command: `tsx tests/fakeSupabase/server.ts`,
      url: `${testBackend.url}/__test/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // SIGTERM, not the default SIGKILL: the server then stops its PostgreSQL and deletes its files.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
})

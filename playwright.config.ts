import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, testBrowser } from './scripts/tools/browserPath'
import { testBackend } from './tests/fakeSupabase/testBackend'

const port = Number(process.env.E2E_PORT ?? 4317)
const browser = testBrowser()

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  // An assertion waits up to 15 s for what it expects (Playwright's default is 5 s); a passing one
  // returns as soon as it holds. On two cores under three workers a page has stalled for seconds:
  // in one clean-clone run the signed-in French success toast had not shown 5 s after the form
  // said it had sent (the page had no sonner region yet: its chunk is fetched on the first success
  // toast), and its retry passed. A wait for the page, not a verdict on its speed.
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on two cores, which left one idle. Half the
  // cores, at least two, and one more keeps them busy while a test waits on its page, a timer or
  // the network going quiet: on two cores, three workers ran the same 165 tests in 128–139 s
  // against 146–150 s with two, and the open-state matrix in 175–178 s against 182 s
  // (docs/performance.md). Larger machines are not measured; half their cores leaves room for the
  // servers the workers share.
  workers: Math.min(availableParallelism(), Math.max(2, Math.floor(availableParallelism() / 2))) + 1,
  // One retry, reported as "flaky" in the summary: headless Chromium on a loaded 2-core machine
  // has once stopped producing frames for a whole test (locator.check() stuck on "waiting for
  // element to be visible, enabled and stable", whose stability check waits on
  // requestAnimationFrame); 40 repeats of that test under full CPU load passed. A behaviour that
  // fails twice in a row still fails the run.
  retries: 1,
  reporter: [['list']],
  // Baselines per platform (fonts render differently) and for the headless shell, which CI runs;
  // the whole browser draws about 2 % of a page's pixels differently and keeps its own ("-browser").
  // A machine without them records its own.
  snapshotPathTemplate: `{testDir}/__screenshots__/{arg}-{platform}${browser.kind === 'headless shell' ? '' : '-browser'}{ext}`,
  updateSnapshots: 'missing',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: browser.executablePath, args: chromiumArgs },
  },
  webServer: [
    {
      // dist/ on Cloudflare Pages' own runtime (wrangler pages dev, scripts/tools/pagesDev.ts).
      command: `tsx scripts/tools/serveDist.ts`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 90_000,
      // SIGTERM, not the default SIGKILL: the server then stops workerd and deletes its state folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
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

/**
 * Finds a Chromium for Playwright: CHROME_PATH, then the system's, then Playwright's own
 * download. Says exactly what to install when none is there. The browser tests prefer Chromium's
 * old headless shell (`testBrowser`); the measurements take the whole browser a visitor runs.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

export function chromiumExecutable(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string | undefined {
  const fromEnv = env.CHROME_PATH
  if (fromEnv) {
    if (!exists(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`)
    return fromEnv
  }
  const system = systemCandidates.find((path) => exists(path))
  if (system) return system
  try {
    if (exists(chromium.executablePath())) return undefined // Playwright's own browser
  } catch {
    // not installed: fall through to the message below
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one of:\n' +
      '  Debian/Ubuntu:  sudo apt-get install -y chromium chromium-headless-shell\n' +
      '  any OS:         npx playwright install chromium\n' +
      'or set CHROME_PATH to a Chrome/Chromium executable.',
  )
}

/** Debian's `chromium-headless-shell` (its /usr/bin/chromium-headless-shell only starts this one). */
const headlessShellCandidates = ['/usr/lib/chromium/chromium-headless-shell']

export interface TestBrowser {
  /** Undefined: Playwright's own download, which it runs headless as its headless shell. */
  executablePath: string | undefined
  /** Screenshots differ between the shell and the whole browser (about 2 % of a page's pixels), so each has its own baselines. */
  kind: 'headless shell' | 'browser'
}

/**
 * The browser tests' Chromium: CHROME_PATH when set, else the system's old headless shell
 * (Debian's `chromium-headless-shell`), which Playwright itself runs for headless tests and which
 * took 5–20 % less time than the whole browser over the same tests (docs/performance.md), else
 * what `chromiumExecutable` finds.
 */
export function testBrowser(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): TestBrowser {
  const shell = env.CHROME_PATH ? undefined : headlessShellCandidates.find((path) => exists(path))
  const executablePath = shell ?? chromiumExecutable(env, exists)
  const isShell = executablePath === undefined || /headless[-_]shell/.test(executablePath)
  return { executablePath, kind: isShell ? 'headless shell' : 'browser' }
}

/** Flags that keep headless Chromium quiet and offline in CI sandboxes. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

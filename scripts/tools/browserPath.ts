/**
 * Finds a Chromium for Playwright: CHROME_PATH, then the system's, then Playwright's own
 * download. Says exactly what to install when none is there.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`)
    return fromEnv
  }
  const system = systemCandidates.find((path) => existsSync(path))
  if (system) return system
  try {
    if (existsSync(chromium.executablePath())) return undefined // Playwright's own browser
  } catch {
    // not installed: fall through to the message below
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one of:\n' +
      '  Debian/Ubuntu:  sudo apt-get install -y chromium\n' +
      '  any OS:         npx playwright install chromium\n' +
      'or set CHROME_PATH to a Chrome/Chromium executable.',
  )
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

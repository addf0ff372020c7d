import { describe, expect, it } from 'vitest'
import { testBrowser } from '../../../scripts/tools/browserPath'

const debianShell = '/usr/lib/chromium/chromium-headless-shell'
const onDisk =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)

describe('the browser the browser tests run', () => {
  it("is Debian's headless shell when it is installed beside chromium, with the shell's baselines", () => {
    expect(testBrowser({}, onDisk('/usr/bin/chromium', debianShell))).toEqual({
      executablePath: debianShell,
      kind: 'headless shell',
    })
  })

  it('is the whole chromium when the shell is not installed, with baselines of its own', () => {
    expect(testBrowser({}, onDisk('/usr/bin/chromium'))).toEqual({
      executablePath: '/usr/bin/chromium',
      kind: 'browser',
    })
  })

  it('is CHROME_PATH when set, even with the shell installed, and a shell named there counts as the shell', () => {
    const chrome = '/opt/google/chrome/chrome'
    expect(testBrowser({ CHROME_PATH: chrome }, onDisk(chrome, debianShell))).toEqual({
      executablePath: chrome,
      kind: 'browser',
    })
    const ownShell = '/opt/chrome-headless-shell/chrome-headless-shell'
    expect(testBrowser({ CHROME_PATH: ownShell }, onDisk(ownShell))).toEqual({
      executablePath: ownShell,
      kind: 'headless shell',
    })
  })

  it('says where CHROME_PATH points when nothing is there', () => {
    expect(() => testBrowser({ CHROME_PATH: '/nowhere/chrome' }, onDisk(debianShell))).toThrow(
      'CHROME_PATH is set to /nowhere/chrome, but no file is there.',
    )
  })
})

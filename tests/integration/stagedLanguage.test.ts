/**
 * A sixth language, declared once and staged (workflows review DV-4; docs/adding-a-language.md):
 * in a copy of the checkout (the repository's own files are never touched: other tests run beside
 * this one), Italian gets its one entry in src/config/languages.ts and a locale folder that is
 * still the English copy but for one translated string and one string left out; then the real
 * `npm run build` runs on it. A full build of six languages takes minutes on a shared machine: the
 * limit below only stops a hung build, it is no verdict on speed.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { languages, languageTag } from '../../routes.config'
import { buildProcessArgs } from '../../scripts/shared/buildNodeFlags'

const root = join(import.meta.dirname, '..', '..')
const copy = mkdtempSync(join(tmpdir(), 'vaultline-staged-language-'))
const declarationFile = 'src/config/languages.ts'
const italian = "  { code: 'it', tag: 'it', locale: 'it-IT', name: 'Italiano', staged: true },\n"

/** The checkout's files as git lists them (with what is changed but not committed), copied, never linked. */
function copyCheckout(): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`)
  for (const file of listed.stdout.split('\0')) {
    if (!file || file.startsWith('node_modules/') || !existsSync(join(root, file))) continue
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(root, file), join(copy, file))
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')
}

interface Build {
  status: number | null
  output: string
}

function build(env: Record<string, string>): Build {
  const result = spawnSync(process.execPath, buildProcessArgs(join(copy, 'scripts', 'build.ts')), {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

let refused: Build
let staged: Build
const page = (file: string) => readFileSync(join(copy, 'dist', file), 'utf8')
const htmlLang = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1]
/** The languages of a page's hreflang alternates in its head (links in the body name theirs too). */
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link[^>]*\srel="alternate"\s+hrefLang="([^"]+)"/g)].map((match) => match[1])

beforeAll(() => {
  copyCheckout()
  const declaration = readFileSync(join(copy, declarationFile), 'utf8')
  const withItalian = declaration.replace(/( *\{ code: 'de'[^\n]*\n)/, `$1${italian}`)
  expect(withItalian).not.toBe(declaration)
  writeFileSync(join(copy, declarationFile), withItalian)
  // The locale folder starts as the English copy (docs/adding-a-language.md): one string is
  // translated, one is left out and must fall back to English.
  cpSync(join(copy, 'locales', 'en'), join(copy, 'locales', 'it'), { recursive: true })
  const common = JSON.parse(readFileSync(join(copy, 'locales', 'it', 'common.json'), 'utf8')) as Record<string, unknown>
  common.skipToContent = 'Vai al contenuto principale'
  delete common.homeLinkLabel
  writeFileSync(join(copy, 'locales', 'it', 'common.json'), `${JSON.stringify(common, null, 2)}\n`)
  refused = build({ BUILD_STAGED_LANGUAGES: '' })
  staged = build({ BUILD_STAGED_LANGUAGES: 'it' })
}, 1_800_000)

afterAll(() => rmSync(copy, { recursive: true, force: true }))

it('DV-4: a plain build refuses a staged language, so production never publishes one by accident', () => {
  expect(refused.status).toBe(1)
  expect(refused.output).toContain('it is staged')
  expect(refused.output).toContain('BUILD_STAGED_LANGUAGES=it')
})

it('DV-4: a sixth language declared once and staged builds, with /it/ pages in Italian, noindex, warned about and out of the sitemap', () => {
  expect(staged.status, problemsOf(staged.output)).toBe(0)
  expect(staged.output).not.toMatch(/dist-check: FAIL/)
  // English left on its pages is a warning of the build report, never an error.
  expect(staged.output).toMatch(/dist-check: warn translated text/)
  expect(staged.output).toContain('Staged language it:')
  const home = page('it/index.html')
  expect(htmlLang(home)).toBe('it')
  expect(home).toContain('Vai al contenuto principale')
  // The string its folder lacks is the English one.
  const english = JSON.parse(readFileSync(join(root, 'locales', 'en', 'common.json'), 'utf8')) as {
    homeLinkLabel: string
  }
  expect(home).toContain(`aria-label="${english.homeLinkLabel}"`)
  expect(home).toMatch(/name="robots" content="noindex"/)
  expect(alternatesOf(home)).toEqual([])
  expect(htmlLang(page('it/contact/index.html'))).toBe('it')
  const sitemap = readdirSitemaps()
  expect(sitemap).not.toContain('/it/')
  expect(sitemap).toContain('/es/')
})

it('DV-4: with Italian staged, the five real languages are unchanged: their <html lang>, hreflang alternates and robots', () => {
  for (const language of languages) {
    const html = page(language === 'en' ? 'index.html' : `${language}/index.html`)
    expect(htmlLang(html), language).toBe(languageTag(language))
    expect(html, language).toContain('name="robots" content="max-image-preview:large"')
    expect(alternatesOf(html), language).toEqual([...languages, 'x-default'])
  }
})

/** What a failed build said was wrong: its failing checks and errors, each distinct finding once. */
function problemsOf(output: string): string {
  const lines = output.split('\n').filter((line) => /FAIL|rror|^\s+\[[a-z -]+\]|^\s+fix:/.test(line))
  return [...new Set(lines.map((line) => line.replace(/[\w/.-]+\.html/g, '…')))].slice(0, 80).join('\n')
}

function readdirSitemaps(): string {
  const files = ['sitemap.xml', 'sitemap-index.xml', 'sitemap-0.xml'].filter((file) =>
    existsSync(join(copy, 'dist', file)),
  )
  expect(files.length).toBeGreaterThan(0)
  return files.map((file) => page(file)).join('\n')
}

/**
 * `npm run measure:search`: per language, what Pagefind indexed (pages, its index and fragment bytes on disk),
 * one query through the header's search dialog with its top result, and the bytes the visitor
 * downloaded to get it. Run after a build. Prints figures; asserts nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import {
  inLanguage,
  languages,
  languageTag,
  searchBundlePath,
  type Language,
  type LanguageTable,
} from '../../routes.config'
import { chromiumArgs, chromiumExecutable } from './browserPath'
import { localizedPath } from '../../src/routing/localizedPath'
import { distDir } from '../shared/projectPaths'
import { startPagesDev } from './pagesDev'

const queries: LanguageTable<string> = {
  en: 'harvest',
  es: 'cuántica',
  pt: 'quântica',
  fr: 'quantique',
  de: 'Quantencomputer',
}
const port = 4394
const bundleDir = (language: Language) => join(distDir, searchBundlePath(language))
const sizeOf = (dir: string, keep: (file: string) => boolean) =>
  readdirSync(dir)
    .filter(keep)
    .reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)
/** A language's index on disk: its metadata, index chunks and fragments, without Pagefind's scripts. */
const indexBytesOf = (language: Language, hash: string | undefined) =>
  sizeOf(bundleDir(language), (file) => file.startsWith(`pagefind.${hash}`)) +
  sizeOf(join(bundleDir(language), 'index'), () => true) +
  sizeOf(join(bundleDir(language), 'fragment'), () => true)

const server = await startPagesDev({ distDir, port })
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
try {
  let wholeIndexBytes = 0
  for (const language of languages) {
    const entry = JSON.parse(readFileSync(join(bundleDir(language), 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { hash: string; page_count: number }>
    }
    // Pagefind keys each index by the page's <html lang>, lower-cased (`pt-pt`).
    const meta = entry.languages[languageTag(language).toLowerCase()]
    const page = await browser.newPage()
    let searchBytes = 0
    page.on('response', async (response) => {
      if (response.url().includes('/pagefind/'))
        searchBytes += Number(
          response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length,
        )
    })
    await page.goto(`http://127.0.0.1:${port}${localizedPath({ page: 'home', language })}`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.keyboard.press('Control+k')
    await page.getByRole('searchbox').fill(inLanguage(queries, language))
    const top = page.locator('dialog[open] ul a').first()
    await top.waitFor({ timeout: 15_000 })
    const indexBytes = indexBytesOf(language, meta?.hash)
    wholeIndexBytes += indexBytes
    // The title is the result's first line; the excerpt follows it in the same link.
    const title = await top.locator('span').first().textContent()
    console.log(
      `${language}: ${meta?.page_count ?? 0} pages indexed, index ${(indexBytes / 1024).toFixed(0)} KB on disk · "${inLanguage(queries, language)}" → ${title?.trim().slice(0, 70)} (${await top.getAttribute('href')}) · ${(searchBytes / 1024).toFixed(0)} KB downloaded to search`,
    )
    await page.close()
  }
  console.log(
    `whole index on disk: ${(wholeIndexBytes / 1024).toFixed(0)} KB (all languages, without Pagefind's scripts)`,
  )
} finally {
  await browser.close()
  await server.close()
}

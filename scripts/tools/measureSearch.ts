/**
 * `npm run measure:search`: per language, what Pagefind indexed (pages, its index and fragment bytes on disk),
 * one query through the header's search dialog with its top result, and the bytes the visitor
 * downloaded to get it. Run after a build. Prints figures; asserts nothing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { inLanguage, languages, languageTag, type LanguageTable } from '../../routes.config'
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
const pagefindDir = join(distDir, 'pagefind')
const entry = JSON.parse(readFileSync(join(pagefindDir, 'pagefind-entry.json'), 'utf8')) as {
  languages: Record<string, { hash: string; page_count: number }>
}
const sizeOf = (dir: string, keep: (file: string) => boolean) =>
  readdirSync(dir)
    .filter(keep)
    .reduce((sum, file) => sum + statSync(join(dir, file)).size, 0)

const server = await startPagesDev({ distDir, port })
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
try {
  for (const language of languages) {
    // Pagefind keys each index by the page's <html lang>, lower-cased (`pt-pt`).
    const indexLanguage = languageTag(language).toLowerCase()
    const meta = entry.languages[indexLanguage]
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
    const metaBytes = sizeOf(pagefindDir, (file) => file.startsWith(`pagefind.${meta?.hash}`))
    const ofLanguage = (file: string) => file.startsWith(`${indexLanguage}_`)
    const indexBytes =
      metaBytes + sizeOf(join(pagefindDir, 'index'), ofLanguage) + sizeOf(join(pagefindDir, 'fragment'), ofLanguage)
    // The title is the result's first line; the excerpt follows it in the same link.
    const title = await top.locator('span').first().textContent()
    console.log(
      `${language}: ${meta?.page_count ?? 0} pages indexed, index ${(indexBytes / 1024).toFixed(0)} KB on disk · "${inLanguage(queries, language)}" → ${title?.trim().slice(0, 70)} (${await top.getAttribute('href')}) · ${(searchBytes / 1024).toFixed(0)} KB downloaded to search`,
    )
    await page.close()
  }
  const all = (dir: string) => sizeOf(join(pagefindDir, dir), () => true)
  console.log(
    `whole index on disk: ${((all('index') + all('fragment')) / 1024).toFixed(0)} KB (index chunks and fragments, all languages)`,
  )
} finally {
  await browser.close()
  await server.close()
}

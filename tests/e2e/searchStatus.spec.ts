import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { languages, searchBundlePath, type Language } from '../../routes.config'
import { languageOfPath, localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'
import { searchButton } from './openStates'

/**
 * The search dialog's status line says what is happening (accessibility review 2026-12-01,
 * observation): it said "Type at least two letters." for the seconds the index took to arrive.
 */
const searchCopy = (language: Language) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'common.json'), 'utf8')) as {
      search: { hint: string; searching: string; resultCount_one: string; resultCount_other: string }
    }
  ).search

/** A term with results in every language: the standard's name. */
const term = 'ML-KEM'

for (const language of languages) {
  test(`search says it is searching while the index loads, then how many it found, in ${language}, from that language's own index`, async ({
    page,
  }) => {
    const copy = searchCopy(language)
    // Pagefind's files wait until the test has read the status line.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const fetched: string[] = []
    await page.route('**/pagefind/**', async (route) => {
      fetched.push(new URL(route.request().url()).pathname)
      await held
      await route.continue()
    })
    await gotoHydrated(page, localizedPath({ page: 'home', language }))
    await searchButton(page).click()
    const dialog = page.locator('dialog[open]')
    const status = dialog.getByRole('status')
    await expect(status).toHaveText(copy.hint)
    await dialog.locator('input[type="search"]').fill(term)
    await expect(status).toHaveText(copy.searching)
    release()
    await expect(dialog.locator('ul a').first()).toBeVisible({ timeout: 10_000 })
    const count = await dialog.locator('ul a').count()
    const found = (count === 1 ? copy.resultCount_one : copy.resultCount_other).replace('{{count}}', String(count))
    await expect(status).toHaveText(found)
    // Each language has its own bundle: nothing of another language's is loaded, and every result is a page in this one.
    expect(fetched.filter((path) => !path.startsWith(searchBundlePath(language)))).toEqual([])
    const hrefs = await dialog.locator('ul a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    expect(hrefs.filter((href) => languageOfPath(href) !== language)).toEqual([])
    // Fewer than two letters again: the hint, not a stale count.
    await dialog.locator('input[type="search"]').fill('M')
    await expect(status).toHaveText(copy.hint)
  })
}

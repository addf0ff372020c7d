/**
 * `npm run cms` in a browser, on a temporary copy of the project: the editor opened from the
 * address the terminal prints saves a post through the dev server's guard into the copy; opened
 * without this run's key, it says where to open it instead. The guard's refusals (rebound Host,
 * foreign Origin, no key, files outside the content folders): tests/integration/cms.test.ts.
 */
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startCms, type Cms } from '../../scripts/admin/startCms'
import { projectRoot } from '../../scripts/shared/projectPaths'
import { copyProject } from '../../scripts/tools/projectCopy'
import { testBackend } from '../fakeSupabase/testBackend'

test.describe.configure({ mode: 'serial' })

const slug = 'harvest-now-decrypt-later'
let copy = ''
let cms: Cms | undefined

test.beforeAll(async () => {
  test.setTimeout(300_000)
  copy = copyProject('vaultline-local-editor-')
  cms = await startCms({
    projectRoot: copy,
    port: testBackend.port + 5,
    logLevel: 'error',
    editorCacheDir: join(projectRoot, '.tmp', 'cache', 'cms-editor'),
  })
  await cms.editorReady
})

test.afterAll(async () => {
  await cms?.close()
  if (copy) rmSync(copy, { recursive: true, force: true })
})

test('opened from the printed address, the editor saves a post into the working tree through the guard', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const refused: string[] = []
  const messages: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`)
  })
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`))
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`))
  await page.goto(cms!.editorUrl)
  // The key leaves the address bar at once; the editor keeps it for this origin.
  await expect(page).toHaveURL(/\/admin\/(#\/)?$/)
  // Decap's bundle is several megabytes: on a loaded machine it can take a while to start. If it
  // never offers to log in, say what the page shows instead.
  const login = page.getByRole('button', { name: 'Login' })
  await login.waitFor({ timeout: 90_000 }).catch(async () => {
    throw new Error(
      `The editor offered no Login button. Page text: ${(await page.locator('body').innerText()).slice(0, 500)}\nRefused: ${refused.join(', ')}\nConsole: ${messages.join('\n')}`,
    )
  })
  await login.click()
  await page.goto(new URL(`/admin/#/collections/blog/entries/${slug}/index`, cms!.siteUrl).href)
  const title = page.getByLabel('Title', { exact: true }).first()
  await expect(title).toHaveValue(/./)
  await title.fill('Harvest now, decrypt later: saved through the local editor')
  // The local editor never says "Publish": it saves on this computer (review ED-4, src/admin/editorText.ts).
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Save to this computer' }).click()
  await expect(page.getByText('Saved to this computer.', { exact: false }).first()).toBeVisible({ timeout: 20_000 })
  await expect
    .poll(() => readFileSync(join(copy, 'src', 'content', 'blog', slug, 'index.en.md'), 'utf8'))
    .toMatch(/^---\ntitle: "?Harvest now, decrypt later: saved through the local editor"?\n/)
  expect(refused).toEqual([])
})

test('opened without this run’s key, the editor says where to open it and reaches nothing', async ({ page }) => {
  await page.goto(new URL('/admin/', cms!.siteUrl).href)
  await expect(
    page.getByRole('heading', { name: 'Open the editor from the address npm run cms printed' }),
  ).toBeVisible()
  // A key from an earlier run is forgotten.
  await page.goto(`${new URL('/admin/', cms!.siteUrl).href}?key=${'A'.repeat(43)}`)
  await expect(
    page.getByRole('heading', { name: 'Open the editor from the address npm run cms printed' }),
  ).toBeVisible()
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('vaultline-cms-local-key')
})

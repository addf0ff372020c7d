import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Language } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'
import { fillValidLead, leadEndpoint } from './openStates'

/**
 * ACC-09 (accessibility review 2026-12-01, WCAG 3.1.2): every name a library gives on a page is in
 * the page's language, and English quoted in a translated post is marked as English.
 */
const toastsCopy = (language: Language) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'common.json'), 'utf8')) as {
      toasts: { close: string; labelWithShortcut: string }
    }
  ).toasts

for (const language of ['de', 'fr', 'es', 'pt'] as const) {
  test(`ACC-09: sonner's notification region and its close buttons are named in ${language}, as the other toasts' close button is`, async ({
    page,
  }) => {
    const copy = toastsCopy(language)
    await page.route(leadEndpoint, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
    )
    await gotoHydrated(page, localizedPath({ page: 'contact', language }))
    await fillValidLead(page.locator('main form').first())
    await page.locator('main form').first().locator('button[type="submit"]').click()
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible()
    // The landmark sonner draws around its list of toasts.
    const region = page.locator('section', { has: page.locator('[data-sonner-toaster]') })
    await expect(region).toHaveAccessibleName(copy.labelWithShortcut)
    await expect(page.getByRole('region', { name: copy.labelWithShortcut, exact: true })).toHaveCount(1)
    const closeButtons = page.locator('[data-sonner-toast] button[data-close-button]')
    expect(await closeButtons.count()).toBeGreaterThan(0)
    for (const button of await closeButtons.all()) await expect(button).toHaveAccessibleName(copy.close)
  })
}

test('ACC-09: the English phrase in the German post about harvest-now-decrypt-later is marked lang="en" in the built page', async ({
  request,
}) => {
  const path = localizedPath({ page: 'blogPost', language: 'de', params: { slug: 'harvest-now-decrypt-later' } })
  const html = await (await request.get(path)).text()
  expect(html).toContain('<span lang="en">Harvest now, decrypt later</span>')
  expect(html).not.toMatch(/\((?!<span)Harvest now, decrypt later\)/)
})

test('ACC-09: on a German page the crash screen’s technical details, in the script engine’s English, are marked lang="en"', async ({
  page,
}) => {
  await gotoHydrated(page, localizedPath({ page: 'home', language: 'de' }))
  await page.route(/\/assets\/FaqsPage-[^/]+\.js/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function Broken() { throw new Error("Intentional test crash") }',
    }),
  )
  await page
    .locator(`footer a[href="${localizedPath({ page: 'faqs', language: 'de' })}"]`)
    .first()
    .click()
  const crash = page.locator('main section[role="alert"]')
  await expect(crash.locator('h1')).toBeVisible({ timeout: 15_000 })
  await expect(crash.locator('dd', { hasText: 'Intentional test crash' }).first()).toHaveAttribute('lang', 'en')
  for (const detail of await crash.locator('dd').all()) await expect(detail).toHaveAttribute('lang', 'en')
  // The labels around them are the page's language.
  expect(await crash.locator('dt[lang], h1[lang]').count()).toBe(0)
})

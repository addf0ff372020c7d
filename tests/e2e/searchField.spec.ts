import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'
import { searchButton } from './openStates'

/**
 * The search field has one "×", the dialog's "Close search" (accessibility 2026-11-27 A11Y-20: the
 * browser's own clear button sat beside it, a second "×" that did something else). The test draws
 * the field with a query typed, then forces the browser's clear button back on: if that changes
 * the picture, the site's own rule had hidden it.
 */
test('accessibility 2026-11-27 A11Y-20: with a query typed, the search field shows no clear button of the browser’s beside "Close search"', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await searchButton(page).click()
  const field = page.locator('dialog[open] input[type="search"]')
  await field.fill('quantum')
  await expect(field).toBeFocused()
  const asShown = await field.screenshot({ animations: 'disabled' })
  // Through the stylesheet's own API: the site's CSP refuses an added <style> element.
  await page.evaluate(() => {
    const sheet = document.styleSheets[0]!
    sheet.insertRule(
      'input[type="search"]::-webkit-search-cancel-button { appearance: auto !important; }',
      sheet.cssRules.length,
    )
  })
  const withClearButton = await field.screenshot({ animations: 'disabled' })
  expect(asShown.equals(withClearButton), 'the browser’s clear button was already showing').toBe(false)
})

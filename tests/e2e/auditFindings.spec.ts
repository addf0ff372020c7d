import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { languageDeclaration, type Language } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'
import { desktopMenus, languageMenu, languages, menuSheet, searchButton } from './openStates'

/**
 * The smaller findings of the 2026-11-27 accessibility audit, each held by the test named after
 * it (the larger ones have their own suites: openStates, keyboard, formErrors, reflow).
 */
type CommonCopy = {
  language: { current: string; names: Record<string, string>; onlyInEnglish: string; inEnglish: string }
  nav: Record<string, string>
}
const commonOf = (language: Language) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'common.json'), 'utf8')) as CommonCopy

/** WCAG's contrast ratio of two sRGB colours given as `rgb(r, g, b)`. */
function contrast(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = color
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number)
      .map((channel) => {
        const value = channel / 255
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (light! + 0.05) / (dark! + 0.05)
}

for (const language of languages) {
  test(`accessibility 2026-11-27 A11Y-11: the language button's name holds the code it shows, in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, localizedPath({ page: 'home', language }))
    const summary = languageMenu(page).locator('summary')
    const code = language.toUpperCase()
    await expect(summary).toContainText(code)
    // WCAG 2.5.3: the visible label is part of the name, so "click DE" works for speech input.
    await expect(summary).toHaveAccessibleName(new RegExp(`\\b${code}\\b`))
    await expect(summary).toHaveAccessibleName(
      commonOf(language)
        .language.current.replace('{{language}}', languageDeclaration(language).name)
        .replace('{{code}}', code),
    )
  })

  test(`accessibility 2026-11-27 A11Y-15: the menu sheet's groups are lists named by their labels, in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoHydrated(page, localizedPath({ page: 'home', language }))
    await menuSheet(page).locator('summary').first().click()
    const nav = commonOf(language).nav
    // The groups are an accordion (DES-11): each list shows once its group is opened.
    for (const group of ['products', 'solutions', 'threats', 'resources']) {
      await menuSheet(page).locator('details[name="mobile-nav"] > summary', { hasText: nav[group] }).click()
      await expect(menuSheet(page).getByRole('list', { name: nav[group], exact: true })).toBeVisible()
    }
  })
}

test('accessibility 2026-11-27 A11Y-12: on an English-only page the language menu says, visibly, what its other links open; each name is marked in its own language', async ({
  page,
}) => {
  await gotoHydrated(page, '/sign-in')
  await languageMenu(page).locator('summary').click()
  const panel = languageMenu(page).locator('[data-slot="dropdown-panel"]')
  await expect(panel.getByText(commonOf('en').language.onlyInEnglish)).toBeVisible()
  const german = panel.getByRole('link', { name: 'Deutsch' })
  await expect(german).toHaveAttribute('href', '/de/')
  await expect(german).not.toHaveAttribute('title', /./)
  await expect(german).not.toHaveAttribute('lang', /./)
  await expect(german.locator('span[lang="de"]')).toHaveText('Deutsch')
})

test('accessibility 2026-11-27 A11Y-07: the search field shows where focus is, and (A11Y-20) has no second "×" beside "Close search"', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await searchButton(page).click()
  const field = page.locator('dialog[open] input[type="search"]')
  await expect(field).toBeFocused()
  const style = await field.evaluate((element) => {
    const own = getComputedStyle(element)
    // The browser's clear button lives in its own shadow tree, out of getComputedStyle's reach: find the rule that hides it for this field.
    // Tailwind's rules sit inside @layer and @media blocks (and style rules may nest): walk into them.
    const rulesOf = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) => [rule, ...('cssRules' in rule ? rulesOf((rule as CSSGroupingRule).cssRules) : [])])
    const hidesCancel = [...document.styleSheets]
      .flatMap((sheet) => rulesOf(sheet.cssRules))
      .some((rule) => {
        if (!(rule instanceof CSSStyleRule) || !rule.selectorText.endsWith('::-webkit-search-cancel-button'))
          return false
        return (
          element.matches(rule.selectorText.replace(/::-webkit-search-cancel-button$/, '')) &&
          rule.style.appearance === 'none'
        )
      })
    return { outline: own.outlineStyle, width: parseFloat(own.outlineWidth), hidesCancel }
  })
  expect(style.outline).not.toBe('none')
  expect(style.width).toBeGreaterThanOrEqual(2)
  expect(style.hidesCancel, 'a rule hides the native clear button').toBe(true)
})

test('accessibility 2026-11-27 A11Y-08: every form field’s border stands out from the white around it by at least 3:1', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact')
  const borders = await page
    .locator(
      'main form input:not([type=hidden]):not([type=checkbox]):not([tabindex="-1"]), main form select, main form textarea',
    )
    .evaluateAll((fields) => fields.map((field) => getComputedStyle(field).borderTopColor))
  expect(borders.length).toBeGreaterThan(8)
  for (const border of borders) expect(contrast(border, 'rgb(255, 255, 255)'), border).toBeGreaterThanOrEqual(3)
})

test('accessibility 2026-11-27 A11Y-17: a desktop menu closes when the keyboard moves on past it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/')
  const products = desktopMenus(page).first()
  await products.locator('summary').focus()
  await page.keyboard.press('Enter')
  await expect(products).toHaveAttribute('open', '')
  const links = await products.locator('[data-slot="dropdown-panel"] a').count()
  for (let step = 0; step <= links; step++) await page.keyboard.press('Tab')
  await expect(products).not.toHaveAttribute('open', '')
})

for (const language of ['es', 'pt', 'fr', 'de'] as const) {
  test(`accessibility 2026-11-27 A11Y-18: the footer's link to the English-only staff sign-in says so in ${language}`, async ({
    page,
  }) => {
    await gotoHydrated(page, localizedPath({ page: 'home', language }))
    const link = page.locator('footer a[href="/sign-in/"]')
    await expect(link).toHaveAttribute('hreflang', 'en')
    await expect(link).toContainText(commonOf(language).language.inEnglish)
  })
}

test('accessibility 2026-11-27 A11Y-19: the sign-in link buttons can be pressed at any time and say what they need', async ({
  page,
}) => {
  await gotoHydrated(page, '/sign-in')
  const magicLink = page.getByRole('button', { name: 'Email me a sign-in link' })
  await expect(magicLink).toBeEnabled()
  await magicLink.click()
  const email = page.getByLabel('Work email')
  await expect(email).toBeFocused()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAccessibleDescription(/Enter your work email address\./)
  await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeEnabled()
})

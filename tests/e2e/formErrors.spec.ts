import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import type { Language } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'
import { fillValidLead, languages, leadEndpoint } from './openStates'

/**
 * Issue 30: "the site's inline errors are the only ones (`novalidate`), tied to their fields,
 * naming what is required ('at least 2 characters'), focus moved to the first error, and after
 * submit focus goes to the outcome message, which stays until dismissed."
 */
type LeadFormCopy = { fields: Record<string, string>; errors: Record<string, string>; errorLine: string }
const copyOf = (language: Language) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'common.json'), 'utf8')) as {
      leadForm: LeadFormCopy
    }
  ).leadForm

const demoForm = (page: Page) => page.locator('main form').first()

/** The text of the element(s) a field's aria-describedby names. */
async function description(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  )
}

for (const language of languages) {
  test(`accessibility 2026-11-27 A11Y-04: an empty demo request in ${language} shows only our errors, each tied to its field, with focus on the first`, async ({
    page,
  }) => {
    const copy = copyOf(language)
    await gotoHydrated(page, localizedPath({ page: 'contact', language }))
    const form = demoForm(page)
    expect(
      await form.evaluate((element) => (element as HTMLFormElement).noValidate),
      'the browser’s own bubbles are off',
    ).toBe(true)
    await form.locator('[name="name"]').fill('A')
    await form.locator('button[type="submit"]').click()
    // "Enter at least 2 characters." in English: the message names what is required.
    const tooShort = copy.errors.tooShort!.replace('{{min}}', '2')
    if (language === 'en') expect(tooShort).toBe('Enter at least 2 characters.')
    await expect(form.locator('[name="name"]')).toBeFocused()
    await expect(form.locator('[name="name"]')).toHaveAttribute('aria-invalid', 'true')
    expect(await description(form.locator('[name="name"]'))).toBe(tooShort)
    for (const name of ['email', 'organisation', 'role']) {
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('aria-invalid', 'true')
      expect(await description(form.locator(`[name="${name}"]`))).toBe(copy.errors.required)
    }
    for (const name of ['country', 'teamSize', 'interest'])
      expect(await description(form.locator(`[name="${name}"]`))).toBe(copy.errors.required)
    // The privacy-notice box's message is read with the box (A11Y-14).
    await expect(form.locator('[name="privacyNoticeAcknowledged"]')).toHaveAttribute('aria-invalid', 'true')
    expect(await description(form.locator('[name="privacyNoticeAcknowledged"]'))).toBe(copy.errors.privacyNotice)
    // The summary lists all eight and leads to each field.
    const summary = form.locator('[data-error-summary]')
    await expect(summary.getByRole('link')).toHaveCount(8)
    // Translations review TR-14: a field and its error, with the language's punctuation between them ("Prénom et nom : …").
    await expect(summary.locator('a[href$="-name"]')).toHaveText(
      copy.errorLine.replace('{{label}}', copy.fields.name!).replace('{{message}}', tooShort),
    )
    await summary.getByRole('link', { name: new RegExp(`^${copy.fields.email!.replace(/[()]/g, '\\$&')}`) }).click()
    await expect(form.locator('[name="email"]')).toBeFocused()
    // Fixing a field and sending again clears its error.
    await fillValidLead(form)
    await page.route(leadEndpoint, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
    )
    await form.locator('button[type="submit"]').click()
    await expect(summary).toHaveCount(0)
    await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0)
  })
}

test('accessibility 2026-11-27 A11Y-04: untouched fields are not announced as invalid before anything is sent', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact/')
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: {
      name?: { value?: string }
      properties?: { name: string; value: { value: unknown } }[]
      role?: { value?: string }
    }[]
  }
  const form = await demoForm(page).evaluate(
    (element) =>
      [...element.querySelectorAll('input:not([type=hidden]):not([tabindex="-1"]), select, textarea')].length,
  )
  const invalid = nodes.filter((node) =>
    node.properties?.some((property) => property.name === 'invalid' && property.value.value !== 'false'),
  )
  expect(form).toBeGreaterThan(8)
  expect(invalid.map((node) => `${node.role?.value} "${node.name?.value}"`)).toEqual([])
})

test('accessibility 2026-11-27 A11Y-05: when sending fails, focus goes to the outcome, which outlasts the toast and stays until dismissed; the button keeps focus while sending', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact/')
  const form = demoForm(page)
  await fillValidLead(form)
  let answer = () => undefined as void
  const answered = new Promise<void>((resolve) => (answer = resolve))
  let sent = 0
  await page.route(leadEndpoint, async (route) => {
    sent++
    await answered
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
  })
  const button = form.locator('button[type="submit"]')
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(form).toHaveAttribute('aria-busy', 'true')
  // Sending: the button is not disabled (that would drop focus to <body>), and a second press sends nothing more.
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Enter')
  answer()
  const outcome = form.locator('[data-lead-outcome]')
  await expect(outcome).toBeFocused()
  await expect(outcome).toContainText('Your request was not sent')
  expect(sent, 'the second press while sending sent nothing').toBe(1)
  // The toast closes after 5 s (spec); the outcome in the form does not.
  await expect(page.locator('[data-toast="destructive"]')).toHaveCount(0, { timeout: 8000 })
  await expect(outcome).toBeVisible()
  await outcome.getByRole('button', { name: 'Dismiss this message' }).click()
  await expect(outcome).toHaveCount(0)
  await expect(button).toBeFocused()
  // Nothing typed was lost.
  await expect(form.locator('[name="email"]')).toHaveValue('amira.haddad@ministry.example')
})

test('accessibility 2026-11-27 A11Y-05: the failure toast stays while the pointer is on it, and closes once it leaves', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact/')
  const form = demoForm(page)
  await fillValidLead(form)
  await page.route(leadEndpoint, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  )
  await form.locator('button[type="submit"]').click()
  const toast = page.locator('[data-toast="destructive"]')
  await toast.hover()
  await page.waitForTimeout(6000)
  await expect(toast, 'closed under the pointer').toBeVisible()
  await page.mouse.move(5, 700)
  await expect(toast).toHaveCount(0, { timeout: 7000 })
})

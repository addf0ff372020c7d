/**
 * The staff sign-in form without its application (security review 2026-11-27, L8): with scripts
 * off, or with the application's file blocked, a submit sends neither the password nor the email
 * address anywhere (the fields have no names), and the page says what to do instead.
 */
import { expect, test, type Page } from '@playwright/test'
import { applicationChunk } from './holdApplication'

const typed = { email: 'ops.lead@vaultline.example', password: 'correct horse battery staple 42' }
const notice = /Signing in needs this page's script, and it did not run: nothing you typed was sent\./

/** Every request the page makes, with what it carries. */
function recordRequests(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`))
  return sent
}

async function fillAndSubmit(page: Page) {
  await page.getByLabel('Work email').fill(typed.email)
  await page.getByLabel('Password').fill(typed.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

function expectNothingSent(sent: readonly string[]) {
  expect(sent.length).toBeGreaterThan(1)
  for (const request of sent) {
    expect(request).not.toContain(encodeURIComponent(typed.password))
    expect(request).not.toContain(typed.password)
    expect(request).not.toContain(encodeURIComponent(typed.email))
  }
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false })

  test('security 2026-11-27 L8: a submit sends nothing typed and says what to do instead', async ({ page }) => {
    const sent = recordRequests(page)
    await page.goto('/sign-in/')
    await expect(page.getByText(notice)).toBeHidden()
    expect(await page.locator('form input[name]').count()).toBe(0)
    await fillAndSubmit(page)
    await expect(page).toHaveURL(/\/sign-in\/\?#sign-in-needs-app$/)
    await expect(page.getByText(notice)).toBeVisible()
    expectNothingSent(sent)
  })
})

test('security 2026-11-27 L8: when the application does not load, a submit sends nothing typed and says what to do instead', async ({
  page,
}) => {
  await page.route(applicationChunk, (route) => route.abort())
  const sent = recordRequests(page)
  await page.goto('/sign-in/')
  await page.waitForLoadState('load')
  await fillAndSubmit(page)
  await expect(page.getByText(notice)).toBeVisible()
  expectNothingSent(sent)
})

test('with the application, the notice stays hidden and the form signs in as before', async ({ page }) => {
  await page.goto('/sign-in/')
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Enter your work email address.').first()).toBeVisible()
  await expect(page.getByText(notice)).toBeHidden()
  await expect(page).toHaveURL(/\/sign-in\/$/)
})

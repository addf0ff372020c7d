import { randomUUID } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import { leadsStoredFor, testBackend } from './fakeSupabase'
import { applicationChunk, holdApplication } from './holdApplication'
import { gotoHydrated } from './hydrated'

async function fillDemoRequest(page: Page, email: string) {
  const form = page.locator('#request-a-demo form')
  await form.getByLabel('Full name').fill('Amira Haddad')
  await form.getByLabel('Work email').fill(email)
  await form.getByLabel('Organisation').fill('Ministry of Digital Affairs')
  await form.getByLabel('Job title').fill('Head of Security')
  await form.getByLabel('Country').selectOption('GB')
  await form.getByLabel('Number of people who need secure communications').selectOption('250-999')
  await form.getByLabel('Edition you are interested in').selectOption('government')
  await form.getByLabel(/What would you like to discuss/).fill('Sovereign hosting and PSTN bridging for 400 staff.')
  await form.getByLabel(/I have read the privacy notice/).check()
  return form
}

test.describe('lead capture against a Supabase-compatible server', () => {
  test('a demo request is stored, and only the database owner can read it back', async ({ page }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await gotoHydrated(page, '/contact')
    const form = await fillDemoRequest(page, email)
    await form.getByRole('button', { name: 'Request a demo' }).click()
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible()
    await expect(page.locator('#request-a-demo').getByRole('status')).toContainText(`We will reply to ${email}`)

    const stored = await leadsStoredFor(email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ kind: 'demo', organisation: 'Ministry of Digital Affairs', country: 'GB', team_size: '250-999', interest: 'government', consent: true, language: 'en', source_path: '/contact' })

    // What a visitor's browser could try: reading leads with the public key. Row level security refuses it.
    const read = await fetch(`${testBackend.url}/rest/v1/leads?select=email`, { headers: { apikey: testBackend.anonKey, authorization: `Bearer ${testBackend.anonKey}` } })
    expect(read.status).toBe(401)
    expect(await read.json()).toMatchObject({ code: '42501' })
  })

  test('a demo request sent before the application has loaded is stored once it has, not handed to the mail client', async ({ page }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    const release = await holdApplication(page)
    await page.goto('/contact')
    const form = await fillDemoRequest(page, email)
    await form.getByRole('button', { name: 'Request a demo' }).click()
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
    release()
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible()
    const stored = await leadsStoredFor(email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ kind: 'demo', organisation: 'Ministry of Digital Affairs', country: 'GB', consent: true })
  })

  test('when the application cannot load at all, a lead form falls back to email as it does without JavaScript', async ({ page }) => {
    const failedLoad = page.waitForEvent('requestfailed', (request) => applicationChunk.test(request.url()))
    await page.route(applicationChunk, (route) => route.abort())
    await page.goto('/contact')
    await failedLoad
    const form = await fillDemoRequest(page, 'amira@ministry.example')
    // Runs after the loader's listener; records whether it held the submit, then keeps the mail client closed.
    await page.evaluate(() =>
      document.addEventListener('submit', (event) => {
        document.documentElement.dataset.submitHeld = String(event.defaultPrevented)
        event.preventDefault()
      }),
    )
    await form.getByRole('button', { name: 'Request a demo' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-submit-held', 'false')
    await expect(form).toHaveAttribute('action', /^mailto:sales@/)
  })

  test('when the server is down, the form keeps everything typed and offers email instead', async ({ page }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await page.route(`${testBackend.url}/**`, (route) => route.abort('connectionrefused'))
    await gotoHydrated(page, '/contact')
    const form = await fillDemoRequest(page, email)
    await form.getByRole('button', { name: 'Request a demo' }).click()
    await expect(page.getByText('Your request was not sent')).toBeVisible()
    await expect(page.getByText('We could not reach our servers. Check your connection and try again, or send it by email.')).toBeVisible()
    await expect(form.getByLabel('Work email')).toHaveValue(email)
    await expect(form.getByLabel('Organisation')).toHaveValue('Ministry of Digital Affairs')
    await expect(form.getByLabel(/What would you like to discuss/)).toHaveValue('Sovereign hosting and PSTN bridging for 400 staff.')
    const fallback = page.getByRole('link', { name: 'Send it by email instead' }).first()
    await expect(fallback).toHaveAttribute('href', new RegExp(`^mailto:sales@.*${encodeURIComponent(email).replace(/\./g, '\\.')}`))
    expect(await leadsStoredFor(email)).toEqual([])
  })
})

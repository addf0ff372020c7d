import { randomUUID } from 'node:crypto'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { leadIntakeLimits } from '../../src/leads/leadSchema'
import { freshClientAddress, leadsStoredFor, submitLeadThroughApi, testBackend, visitFrom } from './fakeSupabase'
import { applicationChunk, holdApplication } from './holdApplication'
import { gotoHydrated } from './hydrated'

async function fillDemoRequest(page: Page, email: string) {
  const form = page.locator('#lead-form form')
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

/** What a script would send to public.submit_lead for a lead like the one above. */
const leadArguments = (email: string) => ({
  kind: 'demo',
  name: 'Amira Haddad',
  email,
  organisation: 'Ministry of Digital Affairs',
  country: 'GB',
  role: 'Head of Security',
  team_size: '250-999',
  interest: 'government',
  privacy_notice_acknowledged: true,
  language: 'en',
  source_path: '/contact/',
})

async function expectEverythingKept(form: Locator, email: string) {
  await expect(form.getByLabel('Full name')).toHaveValue('Amira Haddad')
  await expect(form.getByLabel('Work email')).toHaveValue(email)
  await expect(form.getByLabel('Organisation')).toHaveValue('Ministry of Digital Affairs')
  await expect(form.getByLabel('Job title')).toHaveValue('Head of Security')
  await expect(form.getByLabel('Country')).toHaveValue('GB')
  await expect(form.getByLabel('Number of people who need secure communications')).toHaveValue('250-999')
  await expect(form.getByLabel('Edition you are interested in')).toHaveValue('government')
  await expect(form.getByLabel(/What would you like to discuss/)).toHaveValue(
    'Sovereign hosting and PSTN bridging for 400 staff.',
  )
  await expect(form.getByLabel(/I have read the privacy notice/)).toBeChecked()
}

const refusedForVolume =
  'We cannot accept this request online at the moment. Everything you typed is still here: send it by email now and it goes straight to our sales team.'

test.describe('lead capture against a Supabase-compatible server', () => {
  test('a demo request is stored through the submit_lead function, and only the database owner can read it back', async ({
    page,
  }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await visitFrom(page)
    await gotoHydrated(page, '/contact/')
    const form = await fillDemoRequest(page, email)
    const call = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().startsWith(`${testBackend.url}/rest/v1/`),
    )
    await form.getByRole('button', { name: 'Send demo request' }).click()
    expect((await call).url()).toBe(`${testBackend.url}/rest/v1/rpc/submit_lead`)
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible()
    await expect(page.locator('#lead-form').getByRole('status')).toContainText(`We will reply to ${email}`)
    // The thanks replace the button that had focus: focus moves to them, not to the page's body.
    await expect(page.locator('#lead-form').getByRole('status')).toBeFocused()

    const stored = await leadsStoredFor(email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      kind: 'demo',
      organisation: 'Ministry of Digital Affairs',
      country: 'GB',
      team_size: '250-999',
      interest: 'government',
      privacy_notice_acknowledged: true,
      language: 'en',
      source_path: '/contact/',
      spam_suspected: false,
    })

    // What a visitor's browser could try with the public key: reading leads, or writing one around the function.
    const headers = {
      apikey: testBackend.anonKey,
      authorization: `Bearer ${testBackend.anonKey}`,
      'content-type': 'application/json',
    }
    const read = await fetch(`${testBackend.url}/rest/v1/leads?select=email`, { headers })
    expect(read.status).toBe(401)
    expect(await read.json()).toMatchObject({ code: '42501', message: 'permission denied for table leads' })
    const write = await fetch(`${testBackend.url}/rest/v1/leads`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        ...leadArguments(`eve.${randomUUID().slice(0, 8)}@attacker.example`),
        created_at: '1999-01-01T00:00:00Z',
        source_path: 'javascript:alert(1)',
      }),
    })
    expect(write.status).toBe(401)
    expect(await write.json()).toMatchObject({ code: '42501', message: 'permission denied for table leads' })
  })

  test('the public API refuses what the form would never send, in PostgREST’s shape', async () => {
    const address = freshClientAddress()
    const email = `eve.${randomUUID().slice(0, 8)}@attacker.example`
    const padded = await submitLeadThroughApi({ ...leadArguments(email), name: `ab${' '.repeat(1_000_000)}` }, address)
    expect(padded.status).toBe(400)
    expect(await padded.json()).toMatchObject({
      code: '22023',
      details: expect.stringMatching(/"field" : "name".*"reason" : "tooLong"/),
      hint: expect.any(String),
    })
    const backdated = await submitLeadThroughApi(
      { ...leadArguments(email), created_at: '1999-01-01T00:00:00Z' },
      address,
    )
    expect(backdated.status).toBe(404)
    expect(await backdated.json()).toMatchObject({ code: 'PGRST202' })
    const script = await submitLeadThroughApi({ ...leadArguments(email), source_path: 'javascript:alert(1)' }, address)
    expect(script.status).toBe(400)
    expect(await leadsStoredFor(email)).toEqual([])
  })

  test('three leads sent by others with a prospect’s address neither block the prospect nor tell them anything: the usual thanks, the lead stored and flagged', async ({
    page,
  }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    // The review's attack: three leads with the prospect's address from three networks (the third was refused, with the time of the prospect's own request).
    const answers = []
    for (let i = 0; i < 3; i++) {
      const response = await submitLeadThroughApi(leadArguments(email), freshClientAddress())
      answers.push({ status: response.status, body: await response.text() })
    }
    expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 204, body: '' })))
    await visitFrom(page)
    await gotoHydrated(page, '/contact/')
    const form = await fillDemoRequest(page, email)
    await form.getByRole('button', { name: 'Send demo request' }).click()
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible()
    const stored = await leadsStoredFor(email)
    expect(stored.map((row) => row.duplicate)).toEqual([false, true, true, true])
    expect(stored.at(-1)).toMatchObject({ source_path: '/contact/', spam_suspected: false, held_for_review: false })
  })

  test('a request from an address that has sent too many is refused in words that name no limit and no time, and every field is kept', async ({
    page,
  }) => {
    const address = freshClientAddress()
    for (let i = 0; i < leadIntakeLimits.perNetwork.ipv4Address; i++)
      expect(
        (await submitLeadThroughApi(leadArguments(`bot.${randomUUID().slice(0, 8)}@spam.example`), address)).status,
      ).toBe(204)
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await visitFrom(page, address)
    await gotoHydrated(page, '/contact/')
    const form = await fillDemoRequest(page, email)
    await form.getByRole('button', { name: 'Send demo request' }).click()
    await expect(form.getByText(refusedForVolume)).toBeVisible()
    await expect(form.locator('[data-lead-outcome]')).toContainText('Your request was not sent')
    await expect(form.locator('[data-lead-outcome]')).not.toContainText(/\d/)
    await expectEverythingKept(form, email)
    expect(await leadsStoredFor(email)).toEqual([])
  })

  test('a honeypot filled in by the browser still delivers the lead, flagged, and the visitor gets the usual thanks', async ({
    page,
  }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await visitFrom(page)
    await gotoHydrated(page, '/contact/')
    const form = await fillDemoRequest(page, email)
    const honeypot = form.locator('input[tabindex="-1"][autocomplete="off"]')
    await expect(honeypot).toHaveCount(1)
    expect(await honeypot.getAttribute('name')).not.toMatch(/website|url|name|mail|phone|company|address/i)
    await expect(honeypot).not.toBeInViewport()
    expect(await honeypot.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true)
    // As an autofill would: the value set and an input event, without the visitor seeing the field.
    await honeypot.evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        input,
        'https://www.ministry.example',
      )
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await form.getByRole('button', { name: 'Send demo request' }).click()
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible()
    expect(await leadsStoredFor(email)).toEqual([
      expect.objectContaining({ spam_suspected: true, organisation: 'Ministry of Digital Affairs' }),
    ])
  })

  test('text-direction characters pasted into the message are named under it, and nothing is sent', async ({
    page,
  }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await visitFrom(page)
    await gotoHydrated(page, '/contact/')
    const form = await fillDemoRequest(page, email)
    await form.getByLabel(/What would you like to discuss/).fill('Call me on \u202e1230 6497 02 44+')
    await form.getByRole('button', { name: 'Send demo request' }).click()
    await expect(
      form
        .locator('[data-lead-field="message"]')
        .getByText(
          'Remove the invisible control or text-direction characters from this field; they often come with pasted text.',
        ),
    ).toBeVisible()
    await expect(form.getByLabel(/What would you like to discuss/)).toBeFocused()
    expect(await leadsStoredFor(email)).toEqual([])
  })

  test('a demo request sent before the application has loaded is stored once it has, not handed to the mail client', async ({
    page,
  }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await visitFrom(page)
    const release = await holdApplication(page)
    await page.goto('/contact/')
    const form = await fillDemoRequest(page, email)
    await form.getByRole('button', { name: 'Send demo request' }).click()
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
    release()
    await expect(page.getByText('Thank you, your request has been sent.')).toBeVisible()
    const stored = await leadsStoredFor(email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      kind: 'demo',
      organisation: 'Ministry of Digital Affairs',
      country: 'GB',
      privacy_notice_acknowledged: true,
    })
  })

  test('when the application cannot load at all, a lead form falls back to email as it does without JavaScript', async ({
    page,
  }) => {
    const failedLoad = page.waitForEvent('requestfailed', (request) => applicationChunk.test(request.url()))
    await page.route(applicationChunk, (route) => route.abort())
    await page.goto('/contact/')
    await failedLoad
    const form = await fillDemoRequest(page, 'amira@ministry.example')
    // Runs after the loader's listener; records whether it held the submit, then keeps the mail client closed.
    await page.evaluate(() =>
      document.addEventListener('submit', (event) => {
        document.documentElement.dataset.submitHeld = String(event.defaultPrevented)
        event.preventDefault()
      }),
    )
    await form.getByRole('button', { name: 'Send demo request' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-submit-held', 'false')
    await expect(form).toHaveAttribute('action', /^mailto:sales@/)
  })

  test('when the server is down, the form keeps everything typed and offers email instead', async ({ page }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await page.route(`${testBackend.url}/**`, (route) => route.abort('connectionrefused'))
    await gotoHydrated(page, '/contact/')
    const form = await fillDemoRequest(page, email)
    await form.getByRole('button', { name: 'Send demo request' }).click()
    await expect(form.locator('[data-lead-outcome]')).toContainText('Your request was not sent')
    await expect(
      form.getByText('We could not reach our servers. Check your connection and try again, or send it by email.'),
    ).toBeVisible()
    await expectEverythingKept(form, email)
    const fallback = page.getByRole('link', { name: 'Send it by email instead' }).first()
    await expect(fallback).toHaveAttribute(
      'href',
      new RegExp(`^mailto:sales@.*${encodeURIComponent(email).replace(/\./g, '\\.')}`),
    )
    expect(await leadsStoredFor(email)).toEqual([])
  })

  test('DES-03: a link names the intent, the form asks only for what it needs, keeps what was typed across choices, and stores a question as one', async ({
    page,
  }) => {
    const email = `amira.${randomUUID().slice(0, 8)}@ministry.example`
    await visitFrom(page)
    // "Plan a pilot" from another page opens the contact form with the pilot chosen, scrolled to the choice.
    await gotoHydrated(page, '/contact/#plan-a-pilot')
    const form = page.locator('#lead-form form')
    await expect(form.getByRole('radio', { name: 'Plan a pilot' })).toBeChecked()
    await expect(form.getByRole('radio', { name: 'Plan a pilot' })).toBeInViewport()
    await expect(form.getByRole('button', { name: 'Send pilot request' })).toBeVisible()
    await form.getByLabel('Full name').fill('Amira Haddad')
    await form.getByLabel('Job title').fill('Head of Security')
    // Another question asks no job title, country, head count or edition, and the message is the question.
    await form.getByRole('radio', { name: 'Ask another question' }).check()
    for (const label of ['Job title', 'Country', 'Number of people who need secure communications'])
      await expect(form.getByLabel(label)).toHaveCount(0)
    await expect(form.getByRole('button', { name: 'Send question' })).toHaveAccessibleDescription(
      'A member of our London team will read your question and reply within one working day.',
    )
    // Back to a demo: the job title typed for the pilot is still there.
    await form.getByRole('radio', { name: 'Request a demo' }).check()
    await expect(form.getByLabel('Job title')).toHaveValue('Head of Security')
    // The header's "Request a demo" (in its "Demo or pilot" menu from 1280 px) on this very page
    // chooses the demo again after another choice.
    await form.getByRole('radio', { name: 'Ask about pricing' }).check()
    await page.locator('header summary').filter({ hasText: 'Demo or pilot' }).filter({ visible: true }).click()
    await page.locator('header a[href="/contact/#request-a-demo"]').filter({ visible: true }).first().click()
    await expect(form.getByRole('radio', { name: 'Request a demo' })).toBeChecked()

    await form.getByRole('radio', { name: 'Ask another question' }).check()
    await form.getByLabel('Work email').fill(email)
    await form.getByLabel('Organisation').fill('Ministry of Digital Affairs')
    await form.getByRole('button', { name: 'Send question' }).click()
    await expect(form.getByLabel('Your question')).toBeFocused()
    await form.getByLabel('Your question').fill('Can the Government edition run in our own data centre?')
    await form.getByLabel(/I have read the privacy notice/).check()
    await form.getByRole('button', { name: 'Send question' }).click()
    await expect(page.locator('#lead-form').getByRole('status')).toContainText(`We will reply to ${email}`)
    const [stored] = await leadsStoredFor(email)
    expect(stored).toMatchObject({ kind: 'other', role: null, country: null, team_size: null, interest: null })
    expect(stored!.message).toBe('Can the Government edition run in our own data centre?')
  })
})

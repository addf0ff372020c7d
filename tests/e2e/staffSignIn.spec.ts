import { expect, test } from '@playwright/test'
import { alertsAbout, createStaffUser, staffUserStatus, totpCode } from './fakeSupabase'
import { holdApplication } from './holdApplication'
import { gotoHydrated } from './hydrated'
import { enterCode, signIn, staffBar, storedSession, toolbar, watchProfileLookups } from './staffSession'

test.describe('staff sign-in against a Supabase-compatible server', () => {
  test('an administrator signs in with a password and a code, and only then gets the staff toolbar, on every page', async ({
    page,
  }) => {
    const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }] })
    const profileLookups = watchProfileLookups(page)
    await signIn(page, admin)
    await expect(page.getByLabel('Authentication code')).toBeVisible()
    await expect(staffBar(page).getByRole('link', { name: 'Finish signing in' })).toBeVisible()
    await expect(staffBar(page).getByRole('link', { name: admin.email })).toHaveCount(0)
    await expect(toolbar(page)).toHaveCount(0)
    expect(profileLookups).toEqual([])

    await enterCode(page, admin.factors[0]!.secret)
    await expect(page.getByText(`You are signed in as ${admin.email}.`)).toBeVisible()
    await expect(staffBar(page).getByRole('link', { name: admin.email })).toBeVisible()
    await expect(toolbar(page)).toBeVisible()
    await expect(toolbar(page)).toContainText('Build')

    // A fresh page load restores the session from storage and the flag with it.
    await gotoHydrated(page, '/products/')
    await expect(toolbar(page)).toBeVisible()
    await expect(toolbar(page).getByRole('link', { name: 'Edit locales/en/products.json' })).toHaveAttribute(
      'href',
      /locales\/en\/products\.json$/,
    )
    await expect(toolbar(page).getByRole('link', { name: 'Edit this page' })).toHaveAttribute(
      'href',
      '/admin/?lang=en#/collections/pages-en/entries/products',
    )
  })

  test('a password alone never yields an administrator: with the password of an administrator who has no factor yet, enrolling one’s own authenticator reaches aal2 as a member, no toolbar', async ({
    page,
  }) => {
    const admin = await createStaffUser({ role: 'admin' })
    const profileLookups = watchProfileLookups(page)
    await signIn(page, admin)
    await expect(page.getByText(`You are signed in as ${admin.email}.`)).toBeVisible()
    await gotoHydrated(page, '/account/')
    await page.getByRole('button', { name: 'Add an authenticator app' }).click()
    const secret = (await page.locator('#mfa-heading ~ form code').textContent())!.trim()
    await page.getByLabel('Six-digit code').fill(totpCode(secret))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('Two-step verification is on.')).toBeVisible()
    await gotoHydrated(page, '/account/')
    await expect(page.getByText(/Session verified: role authenticated, assurance level aal2/)).toBeVisible()
    // The database was asked, at aal2, and said no: the attacker's own factor was never approved.
    await expect.poll(() => profileLookups.length).toBeGreaterThan(0)
    await expect(toolbar(page)).toHaveCount(0)
    expect((await staffUserStatus(admin.email)).factors).toEqual(['verified'])
    // And the operator hears of it: an administrator's factors changed.
    expect((await alertsAbout(admin.email)).map((alert) => [alert.kind, alert.details.action])).toEqual([
      ['administrator_factor_changed', 'factor_in_progress'],
      ['administrator_factor_changed', 'verification_attempted'],
    ])
  })

  test('an administrator without a second factor is signed in at aal1 as a member: no toolbar, no administrator lookup', async ({
    page,
  }) => {
    const admin = await createStaffUser({ role: 'admin' })
    const profileLookups = watchProfileLookups(page)
    await signIn(page, admin)
    await expect(page.getByText(`You are signed in as ${admin.email}.`)).toBeVisible()
    await gotoHydrated(page, '/account/')
    await expect(page.getByText(/Session verified: role authenticated, assurance level aal1/)).toBeVisible()
    await expect(toolbar(page)).toHaveCount(0)
    expect(profileLookups).toEqual([])
  })

  test('credentials submitted before the application has loaded sign in once it has, and never reach the URL', async ({
    page,
  }) => {
    const member = await createStaffUser({ role: 'member' })
    const release = await holdApplication(page)
    await page.goto('/sign-in/')
    await page.getByLabel('Work email').fill(member.email)
    await page.getByLabel('Password').fill(member.password)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull()
    release()
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
    expect(page.url()).not.toContain('password')
    expect(page.url()).not.toContain(encodeURIComponent(member.email))
  })

  test('a member signs in without the toolbar, and the toolbar code is never downloaded', async ({ page }) => {
    const member = await createStaffUser({ role: 'member' })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await signIn(page, member)
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await gotoHydrated(page, '/')
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await expect(toolbar(page)).toHaveCount(0)
    expect(scripts.filter((url) => /StaffToolbar/.test(url))).toEqual([])
  })

  test('when the administrator lookup fails, the user is signed in but not treated as an administrator', async ({
    page,
  }) => {
    const admin = await createStaffUser({ role: 'admin', profileLookupFails: true, factors: [{ type: 'totp' }] })
    await signIn(page, admin)
    const failedLookup = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/rpc/is_admin') && response.status() === 503,
    )
    await enterCode(page, admin.factors[0]!.secret)
    await expect(staffBar(page).getByRole('link', { name: admin.email })).toBeVisible()
    await failedLookup
    await expect(toolbar(page)).toHaveCount(0)
  })

  test('a wrong password is explained in words and keeps what was typed', async ({ page }) => {
    const member = await createStaffUser()
    await signIn(page, { email: member.email, password: 'not the password at all' })
    await expect(page.getByRole('alert')).toHaveText('That email address and password do not match a staff account.')
    await expect(page.getByLabel('Work email')).toHaveValue(member.email)
  })

  for (const status of [401, 403, 404]) {
    test(`"Sign-out ignores 401, 403, 404 from the server and still clears the local session": ${status}, with the flag`, async ({
      page,
    }) => {
      const admin = await createStaffUser({ role: 'admin', logoutStatus: status, factors: [{ type: 'totp' }] })
      await signIn(page, admin)
      await enterCode(page, admin.factors[0]!.secret)
      await expect(toolbar(page)).toBeVisible()
      await staffBar(page).getByRole('button', { name: 'Sign out' }).click()
      await expect(staffBar(page).getByRole('link', { name: admin.email })).toHaveCount(0)
      await expect(toolbar(page)).toHaveCount(0)
      expect(await storedSession(page)).toBeNull()
      expect((await staffUserStatus(admin.email)).logoutCount).toBe(1)
      await gotoHydrated(page, '/account/')
      await expect(page.getByText('You are not signed in.')).toBeVisible()
    })
  }

  test('a session close to expiry is refreshed on the next visit and stays signed in', async ({ page }) => {
    // Access tokens that live 60 s are inside supabase-js's 90 s refresh margin from the start.
    const member = await createStaffUser({ accessTokenSeconds: 60 })
    await signIn(page, member)
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await gotoHydrated(page, '/account/')
    await expect.poll(async () => (await staffUserStatus(member.email)).refreshCount).toBeGreaterThan(0)
    await expect(page.getByText(`Signed in as ${member.email}.`)).toBeVisible()
    await expect(page.getByText(/Session verified: role authenticated, assurance level aal1/)).toBeVisible()
  })

  test('a sign-in callback carrying an error says so in words instead of failing', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await gotoHydrated(
      page,
      '/sign-in/?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    )
    await expect(page.getByRole('alert')).toHaveText(
      'This link has expired or has already been used. Request a new one.',
    )
    await expect(page.getByLabel('Work email')).toBeVisible()
    expect(errors).toEqual([])
  })

  test('spec-audit 2026-11-27 §7-89: two-step verification: enrol with the QR code (POST /factors with the issuer), then a later sign-in reaches aal2 with a code', async ({
    page,
  }) => {
    const member = await createStaffUser()
    await signIn(page, member)
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()

    await gotoHydrated(page, '/account/')
    const enrolment = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/auth/v1/factors',
    )
    await page.getByRole('button', { name: 'Add an authenticator app' }).click()
    // spec-audit 2026-11-27 §7-89: POST /factors with friendly_name, factor_type and issuer.
    expect((await enrolment).postDataJSON()).toMatchObject({
      friendly_name: expect.stringMatching(/^Authenticator /),
      factor_type: 'totp',
      issuer: 'Vaultline',
    })
    const qr = page.getByRole('img', { name: 'QR code to add Vaultline to your authenticator app' })
    await expect(qr).toBeVisible()
    expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    const secret = (await page.locator('#mfa-heading ~ form code').textContent())!.trim()
    await page.getByLabel('Six-digit code').fill(totpCode(secret))
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('Two-step verification is on.')).toBeVisible()
    expect((await staffUserStatus(member.email)).factors).toEqual(['verified'])

    await staffBar(page).getByRole('button', { name: 'Sign out' }).click()
    // Signing out ends with a server call; leaving the page before it finishes would keep the session.
    await expect(staffBar(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    await signIn(page, member)
    await page
      .getByLabel('Authentication code')
      .fill(String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0'))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not valid. Check your authenticator app and try again.',
    )
    await page.getByLabel('Authentication code').fill(totpCode(secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
    await gotoHydrated(page, '/account/')
    await expect(page.getByText(/Session verified: role authenticated, assurance level aal2/)).toBeVisible()

    await page.getByRole('button', { name: 'Remove' }).click()
    await page.getByRole('button', { name: 'Yes, remove it' }).click()
    await expect(page.getByText('The authenticator has been removed.')).toBeVisible()
    expect((await staffUserStatus(member.email)).factors).toEqual([])
  })

  test('linked sign-in methods are listed and one can be unlinked', async ({ page }) => {
    const member = await createStaffUser()
    await signIn(page, member)
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await gotoHydrated(page, '/account/')
    const methods = page.locator('#identities-heading ~ ul li')
    await expect(methods).toHaveCount(2)
    await expect(methods.first()).toContainText('Email and password')
    await expect(methods.nth(1)).toContainText('Microsoft')
    await methods.nth(1).getByRole('button', { name: 'Unlink' }).click()
    await methods.nth(1).getByRole('button', { name: 'Yes, remove it' }).click()
    await expect(page.getByText('The sign-in method has been unlinked.')).toBeVisible()
    await expect(methods).toHaveCount(1)
    await expect(methods.first().getByRole('button', { name: 'Unlink' })).toHaveCount(0)
  })
})

import { expect, test, type Page } from '@playwright/test'
import { createStaffUser, latestEmailLink, latestSmsCode, signInAtIdentityProvider, totpCode } from './fakeSupabase'
import { gotoHydrated, waitForHydration } from './hydrated'
import { enterCode, signIn, staffBar, toolbar, watchProfileLookups } from './staffSession'
import { axeOn, wcagTags } from './axe'

/**
 * Every way in reaches aal2 before the site treats a user with a verified factor as signed in:
 * the code is asked for, and nothing staff-only (administrator lookup, toolbar) exists before it.
 */
async function expectCodeStepOnly(page: Page, email: string, profileLookups: string[]) {
  await expect(page.getByLabel('Authentication code')).toBeVisible()
  await expect(staffBar(page).getByRole('link', { name: 'Finish signing in' })).toBeVisible()
  await expect(staffBar(page).getByRole('link', { name: email })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Change password' })).toHaveCount(0)
  await expect(toolbar(page)).toHaveCount(0)
  expect(profileLookups).toEqual([])
}

async function expectStaffAfterCode(page: Page, admin: { email: string; factors: { secret: string }[] }) {
  await enterCode(page, admin.factors[0]!.secret)
  await expect(staffBar(page).getByRole('link', { name: admin.email })).toBeVisible()
  await expect(toolbar(page)).toBeVisible()
}

test.describe('the second factor, whichever way staff sign in', () => {
  test('a password sign-in, reloaded during the code step, still asks for the code', async ({ page }) => {
    const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }] })
    const profileLookups = watchProfileLookups(page)
    await signIn(page, admin)
    await expect(page.getByLabel('Authentication code')).toBeVisible()
    await page.reload()
    await waitForHydration(page)
    await expectCodeStepOnly(page, admin.email, profileLookups)
    await expectStaffAfterCode(page, admin)
  })

  test('a stored session at aal1 on a later visit is not signed in, and the staff bar says how to finish', async ({
    page,
    context,
  }) => {
    const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }] })
    await signIn(page, admin)
    await expect(page.getByLabel('Authentication code')).toBeVisible()
    await page.close()

    const later = await context.newPage()
    const profileLookups = watchProfileLookups(later)
    await gotoHydrated(later, '/products')
    await expect(staffBar(later).getByRole('link', { name: 'Finish signing in' })).toBeVisible()
    await expect(staffBar(later).getByRole('link', { name: admin.email })).toHaveCount(0)
    await expect(toolbar(later)).toHaveCount(0)
    await staffBar(later).getByRole('link', { name: 'Finish signing in' }).click()
    await expectCodeStepOnly(later, admin.email, profileLookups)
    await expectStaffAfterCode(later, admin)
  })

  test('a magic link lands on /account with the code step, not the account', async ({ page }) => {
    const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }] })
    const profileLookups = watchProfileLookups(page)
    await gotoHydrated(page, '/sign-in')
    await page.getByLabel('Work email').fill(admin.email)
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(
      page.getByText(`If ${admin.email} belongs to a staff account, a sign-in link is on its way.`),
    ).toBeVisible()
    await page.goto(await latestEmailLink(admin.email))
    await expect(page).toHaveURL(/\/account\/$/)
    await expectCodeStepOnly(page, admin.email, profileLookups)
    await expectStaffAfterCode(page, admin)
    await expect(page.getByText(/Session verified: role authenticated, assurance level aal2/)).toBeVisible()
  })

  test('single sign-on lands on /account with the code step, not the account', async ({ page, context }) => {
    const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }] })
    await signInAtIdentityProvider(context, admin.email)
    const profileLookups = watchProfileLookups(page)
    await gotoHydrated(page, '/sign-in')
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click()
    await expect(page).toHaveURL(/\/account\/$/)
    await expectCodeStepOnly(page, admin.email, profileLookups)
    await expectStaffAfterCode(page, admin)
  })

  test('a recovery link asks for the code before the new password can be chosen', async ({ page }) => {
    const member = await createStaffUser({ factors: [{ type: 'totp' }] })
    const profileLookups = watchProfileLookups(page)
    await gotoHydrated(page, '/sign-in')
    await page.getByLabel('Work email').fill(member.email)
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await expect(
      page.getByText(`If ${member.email} belongs to a staff account, we have sent a link to choose a new password.`),
    ).toBeVisible()
    await page.goto(await latestEmailLink(member.email))
    await expectCodeStepOnly(page, member.email, profileLookups)
    await enterCode(page, member.factors[0]!.secret)
    await expect(page.getByLabel('New password')).toBeFocused()
    await page.getByLabel('New password').fill('a brand new staff passphrase')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Your password has been changed.')).toBeVisible()
  })

  test('a user without factors is signed in at aal1 as a member by each path', async ({ page, context }) => {
    const member = await createStaffUser()
    await signInAtIdentityProvider(context, member.email)
    await gotoHydrated(page, '/sign-in')
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click()
    await expect(page.getByText(`Signed in as ${member.email}.`)).toBeVisible()
    await expect(page.getByText(/Session verified: role authenticated, assurance level aal1/)).toBeVisible()
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await expect(toolbar(page)).toHaveCount(0)
  })

  test('with two factors, the user chooses which one to verify with', async ({ page }) => {
    const member = await createStaffUser({ factors: [{ type: 'totp' }, { type: 'totp' }] })
    await signIn(page, member)
    await page.getByRole('radio', { name: 'Authenticator 2' }).check()
    await page.getByLabel('Authentication code').fill(totpCode(member.factors[0]!.secret))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not valid. Check your authenticator app and try again.',
    )
    await enterCode(page, member.factors[1]!.secret)
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
  })
})

test.describe('phone factors', () => {
  test('a phone-only user is told clearly when this project sends no text messages', async ({ page }) => {
    const member = await createStaffUser({ factors: [{ type: 'phone', phone: '+44 7700 900123' }] })
    await signIn(page, member)
    await expect(page.getByText('We will text a six-digit code to your phone ending in 0123.')).toBeVisible()
    await page.getByRole('button', { name: 'Text me a code' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Codes by text message are not available for staff sign-in. Use your authenticator app instead; if you have none, ask IT to reset two-step verification for your account.',
    )
    await expect(staffBar(page).getByRole('link', { name: member.email })).toHaveCount(0)
  })

  test('where text messages are on, the phone gets a code that finishes signing in; the factor is listed', async ({
    page,
  }) => {
    const member = await createStaffUser({ phoneMfa: true, factors: [{ type: 'phone', phone: '+447700900123' }] })
    await signIn(page, member)
    await page.getByRole('button', { name: 'Text me a code' }).click()
    await expect(page.getByText('We have texted a six-digit code to your phone ending in 0123.')).toBeVisible()
    await page.getByLabel('Authentication code').fill(await latestSmsCode(member.email))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
    await gotoHydrated(page, '/account')
    await expect(page.locator('#mfa-heading ~ ul li')).toContainText([
      'Text message to the phone ending in 0123 · active',
    ])
  })
})

test('the code step and the account page have no accessibility violation', async ({ page }) => {
  // Two full axe runs besides the sign-in: slow on a busy machine.
  test.setTimeout(90_000)
  const member = await createStaffUser({
    identities: ['email'],
    factors: [{ type: 'totp' }, { type: 'phone', phone: '+447700900123' }],
  })
  const axe = async () =>
    (await axeOn(page).withTags(wcagTags).analyze()).violations.map(
      (violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`,
    )
  await signIn(page, member)
  await expect(page.getByRole('radio', { name: 'Text message to the phone ending in 0123' })).toBeVisible()
  expect(await axe()).toEqual([])
  await enterCode(page, member.factors[0]!.secret)
  await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
  await gotoHydrated(page, '/account')
  await expect(page.getByRole('button', { name: 'Link Microsoft' })).toBeVisible()
  await expect(page.locator('#mfa-heading ~ ul li')).toHaveCount(2)
  expect(await axe()).toEqual([])
})

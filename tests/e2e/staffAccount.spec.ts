import { expect, test } from '@playwright/test'
import {
  addFactorElsewhere,
  createStaffUser,
  latestEmailLink,
  removeFactorElsewhere,
  signInAtIdentityProvider,
  staffUserStatus,
  testBackend,
} from './fakeSupabase'
import { gotoHydrated, waitForHydration } from './hydrated'
import { enterCode, header, signIn, staffBar, storedSession, toolbar } from './staffSession'

const insufficientAal = 'This change needs your two-step verification code first. Enter your code, then try again.'

test.describe('the account page below aal2: the auth server refuses, the page offers the code step', () => {
  test('changing the password from an aal1 session, after a factor was verified elsewhere', async ({ page }) => {
    const member = await createStaffUser()
    await signIn(page, member)
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
    await gotoHydrated(page, '/account')
    await expect(page.getByText(/assurance level aal1/)).toBeVisible()
    const phoneApp = await addFactorElsewhere(member.email)

    await page.getByLabel('Current password').fill(member.password)
    await page.getByLabel('New password').fill('a brand new staff passphrase')
    await page.getByRole('button', { name: 'Save new password' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: insufficientAal })
    await expect(refusal).toBeVisible()
    await refusal.getByRole('button', { name: 'Enter your code' }).click()
    await enterCode(page, phoneApp.secret)
    await expect(page.getByText(/assurance level aal2/)).toBeVisible()
    await page.getByLabel('Current password').fill(member.password)
    await page.getByLabel('New password').fill('a brand new staff passphrase')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Your password has been changed.')).toBeVisible()
  })

  test('removing a factor from a session that dropped to aal1 when its own factor was removed elsewhere', async ({
    page,
  }) => {
    const member = await createStaffUser({ factors: [{ type: 'totp' }, { type: 'totp' }] })
    const [first, second] = member.factors
    await signIn(page, member)
    await enterCode(page, first!.secret)
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
    await gotoHydrated(page, '/account')
    const factors = page.locator('#mfa-heading ~ ul li')
    await expect(factors).toHaveCount(2)
    await removeFactorElsewhere(member.email, first!.id)

    const secondFactor = factors.filter({ hasText: 'Authenticator 2' })
    // Removing asks first (WCAG 3.3.4); "Keep it" changes nothing and gives focus back.
    await secondFactor.getByRole('button', { name: 'Remove' }).click()
    await expect(secondFactor.getByRole('button', { name: 'Yes, remove it' })).toBeFocused()
    await secondFactor.getByRole('button', { name: 'Keep it' }).click()
    await expect(secondFactor.getByRole('button', { name: 'Remove' })).toBeFocused()
    expect((await staffUserStatus(member.email)).factors).toEqual(['verified'])
    await secondFactor.getByRole('button', { name: 'Remove' }).click()
    await secondFactor.getByRole('button', { name: 'Yes, remove it' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: insufficientAal })
    await expect(refusal).toBeVisible()
    expect((await staffUserStatus(member.email)).factors).toEqual(['verified'])
    await refusal.getByRole('button', { name: 'Enter your code' }).click()
    await enterCode(page, second!.secret)
    await expect(factors).toHaveCount(1)
    await factors.getByRole('button', { name: 'Remove' }).click()
    await factors.getByRole('button', { name: 'Yes, remove it' }).click()
    await expect(page.getByText('The authenticator has been removed.')).toBeVisible()
    expect((await staffUserStatus(member.email)).factors).toEqual([])
  })
})

test.describe('sign-in methods on the account page', () => {
  test('links a provider from configuration through GoTrue’s /user/identities/authorize, and lists it', async ({
    page,
    context,
  }) => {
    const member = await createStaffUser({ identities: ['email'] })
    await signInAtIdentityProvider(context, member.email)
    await signIn(page, member)
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
    await gotoHydrated(page, '/account')
    const methods = page.locator('#identities-heading ~ ul li')
    await expect(methods).toHaveCount(1)
    const authorize = page.waitForRequest((request) =>
      request.url().startsWith(`${testBackend.url}/auth/v1/user/identities/authorize?`),
    )
    await page.getByRole('button', { name: 'Link Microsoft' }).click()
    expect(new URL((await authorize).url()).searchParams.get('provider')).toBe('azure')

    await expect(page).toHaveURL(/\/account\/$/)
    await expect(methods).toHaveCount(2)
    await expect(methods.nth(1)).toContainText(`Microsoft · ${member.email}`)
    await expect(page.getByRole('button', { name: 'Link Microsoft' })).toHaveCount(0)
    expect((await staffUserStatus(member.email)).identities).toEqual(['email', 'azure'])
  })

  test('says in words when the identity is already another account’s, and keeps this one signed in', async ({
    page,
    context,
  }) => {
    const holder = await createStaffUser()
    const member = await createStaffUser({ identities: ['email'] })
    await signInAtIdentityProvider(context, holder.email)
    await signIn(page, member)
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
    await gotoHydrated(page, '/account')
    await page.getByRole('button', { name: 'Link Microsoft' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'That sign-in method is already linked to a staff account, so it cannot be linked to this one.',
    )
    await expect(page.getByText(`Signed in as ${member.email}.`)).toBeVisible()
    expect(page.url()).not.toContain('error')
  })
})

test.describe('callback errors on /account, in words', () => {
  test('an expired or used link says so and offers a new one, not "sign in first"', async ({ page }) => {
    const member = await createStaffUser()
    await gotoHydrated(page, '/sign-in')
    await page.getByLabel('Work email').fill(member.email)
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click()
    await expect(page.getByText(/a sign-in link is on its way/)).toBeVisible()
    const link = await latestEmailLink(member.email)
    // Someone (or a mail scanner) opened it first.
    await page.request.get(link, { maxRedirects: 0 })

    await page.goto(link)
    await waitForHydration(page)
    await expect(page.getByRole('alert')).toHaveText(
      'This link has expired or has already been used. Request a new one.',
    )
    await expect(page.getByText('You are not signed in.')).toHaveCount(0)
    await page
      .getByRole('link', { name: 'Go to the sign-in page to request a new link or sign in another way.' })
      .click()
    await expect(page).toHaveURL(/\/sign-in\/$/)
  })

  test('a sign-in cancelled at the identity provider says so, and the address bar loses the error', async ({
    page,
  }) => {
    await gotoHydrated(page, '/sign-in')
    await page.getByRole('button', { name: 'Sign in with single sign-on' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Sign-in was cancelled at the identity provider. Try again when you are ready.',
    )
    expect(page.url()).toMatch(/\/account\/$/)
  })
})

test.describe('sign-out ends the session in this browser, whatever the server answers', () => {
  test('with the server answering 500, the stored session is gone and a reload stays signed out', async ({ page }) => {
    const member = await createStaffUser({ logoutStatus: 500 })
    await signIn(page, member)
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await staffBar(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(staffBar(page).getByRole('link', { name: member.email })).toHaveCount(0)
    expect(await storedSession(page)).toBeNull()
    expect((await staffUserStatus(member.email)).logoutCount).toBe(1)
    await gotoHydrated(page, '/account')
    await expect(page.getByText('You are not signed in.')).toBeVisible()
    await expect(staffBar(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0)
  })

  test('with the network failing, the stored session is gone and a reload stays signed out', async ({ page }) => {
    const member = await createStaffUser()
    await signIn(page, member)
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await page.route(`${testBackend.url}/auth/v1/logout**`, (route) => route.abort('internetdisconnected'))
    await staffBar(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(staffBar(page).getByRole('link', { name: member.email })).toHaveCount(0)
    expect(await storedSession(page)).toBeNull()
    await page.reload()
    await waitForHydration(page)
    await gotoHydrated(page, '/account')
    await expect(page.getByText('You are not signed in.')).toBeVisible()
  })
})

test.describe('the translation-key view is for staff at aal2 only', () => {
  test('is switched off on sign-out', async ({ page }) => {
    const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }] })
    await signIn(page, admin)
    await enterCode(page, admin.factors[0]!.secret)
    await toolbar(page).getByRole('button', { name: 'Show translation keys' }).click()
    await expect(header(page)).toContainText('nav.blog')
    await staffBar(page).getByRole('button', { name: 'auth.signOut' }).click()
    await expect(toolbar(page)).toHaveCount(0)
    await expect(header(page)).toContainText('Blog & Insights')
    await expect(header(page)).not.toContainText('nav.blog')
  })

  test('is switched off when the session drops below aal2', async ({ page }) => {
    const admin = await createStaffUser({ role: 'admin', factors: [{ type: 'totp' }, { type: 'totp' }] })
    await signIn(page, admin)
    await enterCode(page, admin.factors[0]!.secret)
    await expect(toolbar(page)).toBeVisible()
    await gotoHydrated(page, '/account')
    await toolbar(page).getByRole('button', { name: 'Show translation keys' }).click()
    await expect(header(page)).toContainText('nav.blog')
    // Removing the factor this session was verified with lowers it to aal1; the other factor is still there.
    // The page shows translation keys now, not words: the first button asks, the question's first button confirms.
    const first = page.locator('#mfa-heading ~ ul li').first()
    await first.getByRole('button').click()
    await first.getByRole('group').getByRole('button').first().click()
    await expect(page.getByLabel('Authentication code')).toBeVisible()
    await expect(toolbar(page)).toHaveCount(0)
    await expect(header(page)).toContainText('Blog & Insights')
  })
})

test.describe('SEC-9: staff sessions (ASVS 4.0.3 V2.1.6, V3.3.2, V3.3.3)', () => {
  test('SEC-9: changing the password asks for the current one, and ends the session signed in elsewhere', async ({
    page,
    browser,
  }) => {
    // Access tokens that live 60 s are inside supabase-js's 90 s refresh margin: each visit refreshes.
    const member = await createStaffUser({ accessTokenSeconds: 60 })
    const elsewhere = await browser.newPage()
    for (const tab of [page, elsewhere]) {
      await signIn(tab, member)
      await expect(staffBar(tab).getByRole('link', { name: member.email })).toBeVisible()
    }
    await gotoHydrated(page, '/account')
    await page.getByLabel('Current password').fill('not my password at all')
    await page.getByLabel('New password').fill('a brand new staff passphrase')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'That is not your current password.' })).toBeVisible()
    await page.getByLabel('Current password').fill(member.password)
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByText('Your password has been changed.')).toBeVisible()
    // The other browser's session is over: its next refresh is refused, and it is signed out.
    await gotoHydrated(elsewhere, '/account')
    await expect(elsewhere.getByText('You are not signed in.')).toBeVisible()
    await gotoHydrated(page, '/account')
    await expect(page.getByText(`Signed in as ${member.email}.`)).toBeVisible()
    await elsewhere.close()
  })

  test('SEC-9: signs staff out after 30 minutes without use, and not while they use the page', async ({ page }) => {
    await page.clock.install()
    const member = await createStaffUser()
    await signIn(page, member)
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await page.clock.runFor('25:00')
    await page.keyboard.press('Shift')
    await page.clock.runFor('25:00')
    expect(await storedSession(page)).not.toBeNull()
    await page.clock.runFor('05:01')
    await expect.poll(() => storedSession(page)).toBeNull()
    await expect(staffBar(page).getByRole('link', { name: member.email })).toHaveCount(0)
  })
})

// The project's own review (REV-01, WCAG 3.3.4): /account removed a second factor or a sign-in
// method at one click. Each now asks first, and "Keep it" leaves everything as it was.
test('REV-01: removing an authenticator or unlinking a sign-in method asks first, and keeping it removes nothing', async ({
  page,
}) => {
  const member = await createStaffUser({ factors: [{ type: 'totp' }] })
  await signIn(page, member)
  await enterCode(page, member.factors[0]!.secret)
  await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
  await gotoHydrated(page, '/account/')

  const factor = page.locator('#mfa-heading ~ ul li').first()
  await factor.getByRole('button', { name: 'Remove' }).click()
  await expect(factor).toContainText('You will no longer be able to sign in with it.')
  await factor.getByRole('button', { name: 'Keep it' }).click()
  await expect(factor.getByRole('button', { name: 'Yes, remove it' })).toHaveCount(0)
  expect((await staffUserStatus(member.email)).factors).toHaveLength(1)

  const methods = page.locator('#identities-heading ~ ul li')
  await expect(methods).toHaveCount(2)
  await methods.nth(1).getByRole('button', { name: 'Unlink' }).click()
  await expect(methods.nth(1)).toContainText('You can link it again later.')
  await methods.nth(1).getByRole('button', { name: 'Keep it' }).click()
  await expect(methods).toHaveCount(2)
  await expect(methods.nth(1).getByRole('button', { name: 'Unlink' })).toBeVisible()
})

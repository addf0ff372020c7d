import { expect, test, type Page } from '@playwright/test'
import { alertsAbout, approveAdministrator, createStaffUser, staffUserStatus } from './fakeSupabase'
import { gotoHydrated } from './hydrated'
import { signIn, staffBar, toolbar } from './staffSession'

/**
 * Passkeys and security keys (WebAuthn) against the stand-in GoTrue, with Chromium's virtual
 * authenticator. WebAuthn needs a host name, not an IP address, so these pages are opened on
 * localhost.
 */
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 4317}` })

/** A security key plugged in (supabase-js asks for a cross-platform authenticator by default). */
async function withSecurityKey(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
}

test.describe('passkeys', () => {
  test('a member adds a passkey on /account, signs in with it, and an administrator acts with an approved one', async ({
    page,
  }) => {
    await withSecurityKey(page)
    const member = await createStaffUser()
    await signIn(page, member)
    await expect(staffBar(page).getByRole('link', { name: member.email })).toBeVisible()
    await gotoHydrated(page, '/account/')
    await page.getByRole('button', { name: 'Add a passkey or security key' }).click()
    await expect(page.getByText('The passkey has been added: two-step verification is on.')).toBeVisible()
    expect((await staffUserStatus(member.email)).factors).toEqual(['verified'])
    await gotoHydrated(page, '/account/')
    await expect(page.getByText(/Session verified: role authenticated, assurance level aal2/)).toBeVisible()
    await expect(page.locator('#mfa-heading ~ ul li')).toContainText(['Passkey'])

    // The project's owner approves that passkey: the member is an administrator from the next sign-in with it.
    await approveAdministrator(member.email)
    await staffBar(page).getByRole('button', { name: 'Sign out' }).click()
    await expect(staffBar(page).getByRole('button', { name: 'Sign out' })).toHaveCount(0)
    await signIn(page, member)
    await expect(page.getByText('Use your passkey or security key to finish signing in.')).toBeVisible()
    await expect(toolbar(page)).toHaveCount(0)
    await page.getByRole('button', { name: 'Use my passkey' }).click()
    await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
    await expect(toolbar(page)).toBeVisible()
    expect((await alertsAbout(member.email)).map((alert) => alert.kind)).toContain('administrator_approved')
  })
})

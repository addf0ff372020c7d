import { expect, test, type Locator, type Page } from '@playwright/test'
import { type Language, languages } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { createStaffUser, totpCode } from './fakeSupabase'
import { walkFocus } from './focusCover'
import { gotoHydrated } from './hydrated'
import { signIn, signInAsAdministrator, staffBar, toolbar, toolbarIn } from './staffSession'

/**
 * The staff area's findings of the 2026-12-01 accessibility audit (ACC-03, ACC-05, ACC-06,
 * ACC-07 and the staff observations), each checked as the auditor found it: signed in against
 * the test build's Supabase stand-in, with the keyboard.
 */

test.describe('ACC-03: the administrators’ toolbar never hides the keyboard focus', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`ACC-03: signed in at aal2 with the toolbar showing, every focus stop of /contact/ at ${viewport.width}×${viewport.height} can be seen whole`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      await signInAsAdministrator(page)
      await gotoHydrated(page, '/contact/')
      await expect(toolbar(page)).toBeVisible()
      const { stops, hidden } = await walkFocus(page)
      expect(stops).toBeGreaterThan(40)
      expect(hidden).toEqual([])
    })
  }
})

/** The focused element, described: its tag, role and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { tag: 'body', role: null, text: '' }
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      text: (element.textContent ?? '').trim(),
    }
  })

/** Marks the sign-in step's live region now, so the test can tell it is the same element later. */
async function markStepRegion(page: Page): Promise<Locator> {
  const region = page.locator('section[aria-labelledby="sign-in-heading"] [role="status"]')
  expect(await region.count(), 'a live region for the step messages is in the page before they are written').toBe(1)
  await region.evaluate((element) => element.setAttribute('data-test-before', ''))
  return page.locator('[data-test-before]')
}

/** The marked region now says `text` and has focus: the new step's message. */
async function expectMessageFocused(page: Page, region: Locator, text: string) {
  await expect(region).toHaveText(text)
  await expect.poll(() => focused(page)).toEqual({ tag: 'div', role: 'status', text })
}

/** Email and password typed, then Enter in the password field, as a keyboard user sends the form. */
async function sendPassword(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Work email').fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByLabel('Password').press('Enter')
}

test.describe('ACC-05: each step of staff sign-in puts focus on what replaced the form', () => {
  test('ACC-05: a correct password moves focus to "You are signed in as …", announced by a region that was already there', async ({
    page,
  }) => {
    const member = await createStaffUser()
    await gotoHydrated(page, '/sign-in/')
    const region = await markStepRegion(page)
    await sendPassword(page, member)
    await expectMessageFocused(page, region, `You are signed in as ${member.email}.`)
  })

  test('ACC-05: a correct password for an account with two-step verification moves focus to the code step’s message', async ({
    page,
  }) => {
    const member = await createStaffUser({ factors: [{ type: 'totp' }] })
    await gotoHydrated(page, '/sign-in/')
    await sendPassword(page, member)
    await expect(page.getByLabel('Authentication code')).toBeVisible()
    await expect
      .poll(() => focused(page))
      .toMatchObject({
        tag: 'p',
        text: 'Your account uses two-step verification. Confirm it is you to finish signing in.',
      })
  })

  test('ACC-05: a correct code moves focus to "You are signed in as …", announced by a region that was already there', async ({
    page,
  }) => {
    const member = await createStaffUser({ factors: [{ type: 'totp' }] })
    await signIn(page, member)
    await expect(page.getByLabel('Authentication code')).toBeVisible()
    const region = await markStepRegion(page)
    await page.getByLabel('Authentication code').fill(totpCode(member.factors[0]!.secret))
    await page.getByLabel('Authentication code').press('Enter')
    await expectMessageFocused(page, region, `You are signed in as ${member.email}.`)
  })

  test('ACC-05: "Email me a sign-in link" moves focus to the confirmation, announced by a region that was already there', async ({
    page,
  }) => {
    const member = await createStaffUser()
    await gotoHydrated(page, '/sign-in/')
    const region = await markStepRegion(page)
    await page.getByLabel('Work email').fill(member.email)
    await page.getByRole('button', { name: 'Email me a sign-in link' }).focus()
    await page.keyboard.press('Enter')
    const sent = `If ${member.email} belongs to a staff account, a sign-in link is on its way. It expires in one hour.`
    await expectMessageFocused(page, region, sent)
  })
})

/**
 * A field the page checked: its own message under it, tied by aria-describedby, aria-invalid
 * true, focus on it; and the browser itself never calls it invalid behind the page's back.
 */
async function expectOwnError(field: Locator, message: string) {
  await expect(field).toBeFocused()
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
  const state = await field.evaluate((input: HTMLInputElement) => ({
    formChecksItself: input.form?.noValidate ?? false,
    shownInPage: [...(input.getAttribute('aria-describedby') ?? '').split(' ')].some(
      (id) => id && document.getElementById(id)?.checkVisibility() && document.getElementById(id)?.textContent !== '',
    ),
  }))
  expect(state).toEqual({ formChecksItself: true, shownInPage: true })
  await expectStatesAgree(field)
}

/** Neither valid to the page while the browser says invalid, nor the other way round. */
async function expectStatesAgree(field: Locator) {
  const { ariaInvalid, browserValid } = await field.evaluate((input: HTMLInputElement) => ({
    ariaInvalid: input.getAttribute('aria-invalid'),
    browserValid: input.validity.valid,
  }))
  expect(ariaInvalid === 'false' && !browserValid, 'aria-invalid="false" on a field the browser holds invalid').toBe(
    false,
  )
}

/** A member without factors, signed in, on /account. */
async function onAccountPage(page: Page): Promise<{ email: string; password: string }> {
  const member = await createStaffUser()
  await signIn(page, member)
  await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
  await gotoHydrated(page, '/account/')
  return member
}

test.describe('ACC-06: staff forms show their own errors, tied to the field, and never the browser’s bubbles', () => {
  test('ACC-06: "Change password" on /account: no current password, no new one, then too short, each says so under the field', async ({
    page,
  }) => {
    const member = await onAccountPage(page)
    const current = page.getByLabel('Current password')
    const field = page.getByLabel('New password')
    await field.press('Enter')
    await expectOwnError(current, 'Enter your current password.')
    await current.fill(member.password)
    await current.press('Enter')
    await expect(current).toHaveAttribute('aria-invalid', 'false')
    await expectOwnError(field, 'Enter a new password.')
    await field.fill('short')
    await expectStatesAgree(field)
    await field.press('Enter')
    await expectOwnError(field, 'Your new password needs at least 12 characters.')
    await field.fill('a brand new staff passphrase')
    await field.press('Enter')
    await expect(page.getByText('Your password has been changed.')).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'false')
  })

  test('ACC-06: "Add an authenticator app" on /account: an empty or malformed code says so under the field', async ({
    page,
  }) => {
    await onAccountPage(page)
    await page.getByRole('button', { name: 'Add an authenticator app' }).click()
    const field = page.getByLabel('Six-digit code')
    await field.press('Enter')
    await expectOwnError(field, 'Enter the six-digit code.')
    await field.fill('12ab')
    await field.press('Enter')
    await expectOwnError(field, 'A code is six digits, such as 123456.')
    const secret = (await page.locator('#mfa-heading ~ form code').textContent())!.trim()
    // As authenticator apps show it, with a space in the middle.
    await field.fill(totpCode(secret).replace(/^(\d{3})/, '$1 '))
    await field.press('Enter')
    await expect(page.getByText('Two-step verification is on.')).toBeVisible()
  })

  test('ACC-06: the sign-in code step and the sign-in address check themselves in words', async ({ page }) => {
    await gotoHydrated(page, '/sign-in/')
    await sendPassword(page, { email: 'sam.staff', password: 'anything at all' })
    await expectOwnError(
      page.getByLabel('Work email'),
      'Enter your whole work email address, including the part after the @.',
    )

    const member = await createStaffUser({ factors: [{ type: 'totp' }] })
    await signIn(page, member)
    const code = page.getByLabel('Authentication code')
    await code.press('Enter')
    await expectOwnError(code, 'Enter the six-digit code.')
    await code.fill('12345')
    await code.press('Enter')
    await expectOwnError(code, 'A code is six digits, such as 123456.')
  })
})

const headerWidths = [390, 1024, 1280, 1366, 1440, 1920]

/**
 * The header's and staff bar's controls that overlap another, and those whose words are broken
 * across lines (a label squeezed narrower than its longest word: "Sign out" two letters a line).
 */
function crowdedControls(page: Page) {
  return page.evaluate(() => {
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'header a[href], header button, header summary, aside[data-staff-bar] a[href], aside[data-staff-bar] button',
      ),
    ].filter((element) => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0)
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
    const overlaps: string[] = []
    for (const [index, one] of controls.entries()) {
      const a = one.getBoundingClientRect()
      for (const other of controls.slice(index + 1)) {
        if (one.contains(other) || other.contains(one)) continue
        const b = other.getBoundingClientRect()
        const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
        const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
        if (width > 0.5 && height > 0.5) overlaps.push(`${describe(one)} overlaps ${describe(other)}`)
      }
    }
    const brokenWords: string[] = []
    for (const control of controls) {
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.checkVisibility()) continue
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)))
          if (lines.size > 1) brokenWords.push(`${describe(control)}: "${word[0]}" is broken over ${lines.size} lines`)
        }
      }
    }
    return { overlaps, brokenWords }
  })
}

for (const language of ['en', 'de'] as const satisfies readonly Language[]) {
  test(`ACC-07: signed in, in ${language}, no two controls of the header and staff bar overlap and no label is squeezed, at ${headerWidths.join(', ')} px; sign-out is offered at each`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const admin = await signInAsAdministrator(page)
    const signOutLabel = language === 'de' ? 'Abmelden' : 'Sign out'
    const problems: string[] = []
    for (const width of headerWidths) {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, localizedPath({ page: 'home', language }))
      await expect(toolbarIn(page, language)).toBeVisible()
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const { overlaps, brokenWords } = await crowdedControls(page)
      problems.push(...[...overlaps, ...brokenWords].map((problem) => `${width} px: ${problem}`))
      // Observation: below 1024 px staff saw neither who was signed in nor a way to sign out.
      const account = page.getByRole('link', { name: admin.email })
      const signOut = page.getByRole('button', { name: signOutLabel, exact: true })
      if (!(await account.isVisible())) problems.push(`${width} px: "${admin.email}" is not shown`)
      if (!(await signOut.isVisible())) problems.push(`${width} px: "${signOutLabel}" is not offered`)
    }
    expect(problems).toEqual([])
  })
}

// Found looking at the Portuguese pages on 3 December 2026: from 1280 px "Descarregamentos" ran 58 px
// under the search button, because "Demonstração ou piloto" left the right-hand group no room.
for (const language of languages) {
  test(`the header a visitor sees in ${language}: no two controls overlap and no label is squeezed, at ${headerWidths.join(', ')} px`, async ({
    page,
  }) => {
    const problems: string[] = []
    for (const width of headerWidths) {
      await page.setViewportSize({ width, height: 900 })
      await gotoHydrated(page, localizedPath({ page: 'home', language }))
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const { overlaps, brokenWords } = await crowdedControls(page)
      problems.push(...[...overlaps, ...brokenWords].map((problem) => `${width} px: ${problem}`))
    }
    expect(problems).toEqual([])
  })
}

test('a signed-in staff member signs out from the staff bar on a phone, by keyboard, and focus goes to the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const member = await createStaffUser()
  await signIn(page, member)
  await expect(page.getByText(`You are signed in as ${member.email}.`)).toBeVisible()
  await gotoHydrated(page, '/products/')
  await staffBar(page).getByRole('button', { name: 'Sign out' }).focus()
  await page.keyboard.press('Enter')
  await expect(staffBar(page)).toHaveCount(0)
  await expect(page.locator('main')).toBeFocused()
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import type { Language } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'
import { fillValidLead } from './openStates'

/**
 * The lead form's privacy-notice box, left unticked: its error is tied to the box, as every other field's
 * is (WCAG 1.3.1 and 3.3.1; accessibility 2026-11-27 A11Y-14: the message was a bare <p> with no id,
 * and the box had no aria-describedby).
 */
const privacyNoticeError = (language: Language) =>
  (
    JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'common.json'), 'utf8')) as {
      leadForm: { errors: { privacyNotice: string } }
    }
  ).leadForm.errors.privacyNotice

for (const language of ['en', 'de'] as const) {
  test(`accessibility 2026-11-27 A11Y-14: an unticked privacy-notice box in ${language} is marked invalid, focused, and read with its error`, async ({
    page,
  }) => {
    await gotoHydrated(page, localizedPath({ page: 'contact', language }))
    const form = page.locator('main form').first()
    await fillValidLead(form)
    const box = form.locator('[name="privacyNoticeAcknowledged"]')
    await box.uncheck()
    await form.locator('button[type="submit"]').click()
    await expect(box).toBeFocused()
    await expect(box).toHaveAttribute('aria-invalid', 'true')
    const description = await box.evaluate((box) =>
      (box.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    )
    expect(description).toBe(privacyNoticeError(language))
  })
}

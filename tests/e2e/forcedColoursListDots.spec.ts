/**
 * The dots of bullet lists in forced colours. They were a background colour alone, which forced
 * colours paints over with the page's: every bullet list lost its bullets. Judged on pixels, as
 * forcedColours.ts explains: the middle of each dot must differ from the corner of its box, which
 * is the page behind it.
 */
import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'

for (const colorScheme of ['dark', 'light'] as const) {
  test(`forced colours (${colorScheme}): every bullet of the Encryption page's lists still shows its dot`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.emulateMedia({ forcedColors: 'active', colorScheme })
    await gotoHydrated(page, localizedPath({ page: 'encryption', language: 'en' }))
    const dots = page.locator('[data-slot="list-dot"]')
    expect(await dots.count(), 'bullets on the page').toBeGreaterThanOrEqual(3)
    for (const dot of await dots.all()) {
      await dot.scrollIntoViewIfNeeded()
      const { data, info } = await sharp(await dot.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ]
      const middle = pixel(Math.floor(info.width / 2), Math.floor(info.height / 2))
      expect(middle, 'the dot is painted in a colour of its own').not.toEqual(pixel(0, 0))
    }
  })
}

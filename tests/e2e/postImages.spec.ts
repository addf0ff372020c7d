import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'

test('a post’s figure is served as AVIF to Chromium, with its size reserved and loaded at once with high priority', async ({
  page,
}) => {
  const images: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/assets/posts/'))
      images.push(`${new URL(response.url()).pathname} ${response.headers()['content-type']}`)
  })
  await gotoHydrated(page, '/post/what-fips-203-means-for-messaging')
  const figure = page.locator('article figure').first()
  const img = figure.locator('img')
  await expect(img).toHaveJSProperty('complete', true)
  expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(
    /\/assets\/posts\/[0-9a-f]{12}-\d+\.avif$/,
  )
  expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
  await expect(img).toHaveAttribute('width', /^[1-9]\d*$/)
  await expect(img).toHaveAttribute('height', /^[1-9]\d*$/)
  await expect(img).toHaveAttribute('loading', 'eager')
  await expect(img).toHaveAttribute('fetchpriority', 'high')
  await expect(img).toHaveAttribute('alt', /X25519.*ML-KEM-768/)
  await expect(figure.locator('figcaption')).toContainText('hybrid key exchange')
  expect(images.every((line) => line.endsWith('image/avif'))).toBe(true)
  // The figure fits its column: nothing scrolls sideways.
  const box = await img.boundingBox()
  const column = await page.locator('.prose-post').boundingBox()
  expect(box!.width).toBeLessThanOrEqual(column!.width + 1)
})

test('the German post shows the same figure with German alt text and caption', async ({ page }) => {
  await gotoHydrated(page, '/de/post/harvest-now-decrypt-later')
  const figure = page.locator('article figure').first()
  await expect(figure.locator('img')).toHaveAttribute('alt', /^Zeitleiste von 2026 bis 2046/)
  await expect(figure.locator('figcaption')).toHaveText(/^Eine Veranschaulichung, keine Prognose/)
  await expect(figure.locator('img')).toHaveJSProperty('complete', true)
})

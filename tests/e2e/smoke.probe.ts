import { test } from '@playwright/test'
test('probe', async ({ page }) => {
  const logs: string[] = []
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`))
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`))
  page.on('requestfailed', (r) => logs.push(`failed: ${r.url()}`))
  page.on('response', (r) => { if (r.status() >= 400) logs.push(`${r.status()} ${r.url()}`) })
  await page.goto('/es/threats/quantum')
  await page.waitForTimeout(1500)
  await page.getByRole('link', { name: 'Vaultline home' }).click()
  await page.waitForTimeout(1500)
  console.log(await page.title(), page.url())
  console.log(logs.join('\n'))
})

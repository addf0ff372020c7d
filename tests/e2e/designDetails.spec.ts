import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { languages, type Language } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated, waitForHydration } from './hydrated'
import { menuSheet } from './openStates'

/**
 * The smaller findings of the 2026-12-01 design review that a browser has to show: the phone's
 * menu, footer and downloads (DES-11), the /threats/ cards (DES-12), the blog's topics (DES-13),
 * the pricing preview (DES-15) and the 404 page (DES-18); the edition cards, the home page's
 * claim and its scope, the panels beside a lead and the contact cards (DES-08).
 */
const copyOf = (language: Language, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, `${namespace}.json`), 'utf8'))

const phone = { width: 390, height: 844 }
const desktop = { width: 1440, height: 900 }

/** The box of the first element `selector` finds, or undefined when the page has none. */
async function boxOf(page: Page, selector: string) {
  const element = page.locator(selector)
  if ((await element.count()) === 0) return undefined
  return element.first().evaluate((found) => {
    const { left, right, top, bottom } = found.getBoundingClientRect()
    return { left, right, top, bottom }
  })
}

const height = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().height)

for (const language of ['en', 'de'] as const) {
  test(`DES-11: on a phone the open menu fits one screen and the footer is under a screen and a half, in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await gotoHydrated(page, localizedPath({ page: 'home', language }))
    await menuSheet(page).locator('summary').first().click()
    // The menu's own height, not the sheet's window onto it: 1,820 px (en) and 1,940 px (de) before.
    const menu = await menuSheet(page)
      .locator('[data-panel="sheet"] nav')
      .evaluate((nav) => nav.scrollHeight)
    expect(menu).toBeLessThanOrEqual(phone.height)
    // Every group is still there, one tap away, with its links.
    const groups = menuSheet(page).locator('details[name="mobile-nav"]')
    await expect(groups).toHaveCount(4)
    await groups.nth(2).locator('summary').click()
    await expect(groups.nth(2).getByRole('link').first()).toBeVisible()
    // 1,573 px (en) and 1,645 px (de) before, as one column.
    expect(await height(page, 'footer')).toBeLessThan(phone.height * 1.5)
  })
}

test('DES-11: a phone is offered the store buttons on /downloads, not QR codes it cannot scan; a desktop keeps the codes', async ({
  page,
}) => {
  const copy = copyOf('en', 'downloads').mobile
  await page.setViewportSize(phone)
  await gotoHydrated(page, localizedPath({ page: 'downloads', language: 'en' }))
  for (const store of ['ios', 'android'] as const) {
    await expect(page.getByRole('img', { name: copy[store].qrLabel })).toBeHidden()
    await expect(page.getByRole('link', { name: copy[store].badgeLabel })).toBeVisible()
  }
  await page.setViewportSize(desktop)
  for (const store of ['ios', 'android'] as const) {
    await expect(page.getByRole('img', { name: copy[store].qrLabel })).toBeVisible()
  }
})

for (const language of ['en', 'de'] as const) {
  test(`DES-12: the five layer cards of /threats/ leave no empty slot at 1440 px, in ${language}`, async ({ page }) => {
    await page.setViewportSize(desktop)
    await gotoHydrated(page, localizedPath({ page: 'threats', language }))
    const list = page.locator('#layers ol')
    const cards = list.locator('> li')
    await expect(cards).toHaveCount(5)
    const listBox = (await list.boundingBox())!
    const last = (await cards.nth(4).boundingBox())!
    // Two columns, and the fifth card across both instead of beside an empty slot.
    expect((await cards.nth(0).boundingBox())!.width).toBeLessThan(listBox.width / 2)
    expect(Math.abs(last.width - listBox.width)).toBeLessThanOrEqual(1)
  })
}

const editionPages = ['productEnterprise', 'productGovernment', 'productOnPremises'] as const

for (const language of languages) {
  test(`DES-08: at 1440 px no card text of an edition's "What is encrypted" runs far longer than the cards beside it, in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop)
    for (const edition of editionPages) {
      await gotoHydrated(page, localizedPath({ page: edition, language }))
      const boxes = await page
        .locator('#encrypted ul > li')
        // A grid stretches every card of a row to its tallest; the text in each is what differs.
        .evaluateAll((cards) =>
          cards.map((card) => ({
            top: card.getBoundingClientRect().top,
            height: card.querySelector('p')!.getBoundingClientRect().height,
          })),
        )
      expect(boxes.length, `${edition}: the cards`).toBeGreaterThanOrEqual(3)
      // Cards whose tops line up share a row. Before, the Messages card's text ran 13 lines beside cards of 4.
      const rows = new Map<number, { top: number; height: number }[]>()
      for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box])
      for (const row of rows.values()) {
        const heights = row.map((box) => box.height)
        expect(
          Math.max(...heights) / Math.min(...heights),
          `${edition}: the texts of a row of cards, ${heights.map(Math.round).join(' / ')} px high`,
        ).toBeLessThanOrEqual(2)
      }
      const heights = boxes.map((box) => box.height)
      expect(
        Math.max(...heights) / Math.min(...heights),
        `${edition}: the longest card text against the shortest`,
      ).toBeLessThanOrEqual(2)
    }
  })
}

for (const language of ['en', 'de'] as const) {
  test(`DES-08: the home page's claim leads in one line, its scope beside it at 1440 px and under it at 390 px, in ${language}`, async ({
    page,
  }) => {
    const box = async (selector: string) => (await boxOf(page, selector))!
    await page.setViewportSize(desktop)
    await gotoHydrated(page, localizedPath({ page: 'home', language }))
    const lead = await box('#capabilities h2 + p')
    const scope = await box('#capabilities dl')
    // Before, the lead ran 6 lines in English and 8 in German with the scope packed into it.
    expect((lead.bottom - lead.top) / 32, 'lines of the lead at 1440 px (32 px each)').toBeLessThanOrEqual(3)
    expect(scope.left, 'the scope starts right of the lead').toBeGreaterThanOrEqual(lead.right)
    expect(scope.top, 'and beside it, not under it').toBeLessThan(lead.bottom)
    await page.setViewportSize(phone)
    const leadOnPhone = await box('#capabilities h2 + p')
    expect((await box('#capabilities dl')).top, 'on a phone the scope follows the lead').toBeGreaterThan(
      leadOnPhone.bottom,
    )
  })
}

for (const [page_, language, section, panelSelector, hasPoints] of [
  ['encryption', 'en', 'server', 'dl', true],
  ['encryption', 'de', 'server', 'dl', true],
  ['encryption', 'en', 'hybrid', 'dl', true],
  ['encryption', 'fr', 'hybrid', 'dl', true],
  ['pricing', 'en', 'model', 'dl', true],
  ['contact', 'en', 'office', 'address', false],
  ['contact', 'de', 'office', 'address', false],
  ['productEnterprise', 'en', 'audience', 'dl', false],
  ['productEnterprise', 'de', 'compliance', 'dl', false],
  ['productGovernment', 'fr', 'compliance', 'dl', false],
  ['productOnPremises', 'es', 'audience', 'dl', false],
  ['productVoiceGateway', 'pt', 'compliance', 'dl', false],
  ['threats', 'de', 'model', 'dl', false],
  ['pricing', 'en', 'notes', 'dl', false],
] as const) {
  test(`DES-08: the ${page_} page's #${section} in ${language}: its panel stands beside the lead (and the points) at 1440 px and after the lead (before the points) at 390 px`, async ({
    page,
  }) => {
    const box = (selector: string) => boxOf(page, `#${section} ${selector}`)
    const parts = async () =>
      [await box('h2 ~ div > div:first-child'), await box(panelSelector), await box('ul')] as const
    await page.setViewportSize(desktop)
    await gotoHydrated(page, localizedPath({ page: page_, language }))
    const [lead, panel, points] = await parts()
    expect(Boolean(points), 'the section has bullet points').toBe(hasPoints)
    expect(panel!.left, 'the panel starts right of the lead').toBeGreaterThanOrEqual(lead!.right)
    expect(panel!.top, 'beside the lead, not under it').toBeLessThan(lead!.bottom)
    // The panel spans both rows; were it to stretch the first, the points would fall away from the lead.
    if (points) expect(points.top - lead!.bottom, 'the points follow the lead').toBeLessThanOrEqual(32)
    await page.setViewportSize(phone)
    const [leadOnPhone, panelOnPhone, pointsOnPhone] = await parts()
    expect(panelOnPhone!.top, 'on a phone the panel follows the lead').toBeGreaterThan(leadOnPhone!.bottom)
    if (pointsOnPhone)
      expect(pointsOnPhone.top, 'and the points follow the panel').toBeGreaterThan(panelOnPhone!.bottom)
  })
}

for (const language of ['en', 'de'] as const) {
  test(`DES-08: the privacy notice's purposes set their data, lawful basis and retention side by side at 1440 px and one under another at 390 px, in ${language}`, async ({
    page,
  }) => {
    const columns = () =>
      page.locator('#purposes dl').evaluateAll((lists) =>
        lists.map((list) =>
          [...list.children].map((field) => {
            const { left, top } = field.getBoundingClientRect()
            return { left: Math.round(left), top: Math.round(top) }
          }),
        ),
      )
    await page.setViewportSize(desktop)
    await gotoHydrated(page, localizedPath({ page: 'legalPrivacy', language }))
    const wide = await columns()
    expect(wide.length, 'purposes on the page').toBeGreaterThanOrEqual(4)
    for (const [data, basis, retention] of wide) {
      // One row: the same top, each field right of the one before.
      expect([basis!.top, retention!.top]).toEqual([data!.top, data!.top])
      expect(basis!.left).toBeGreaterThan(data!.left)
      expect(retention!.left).toBeGreaterThan(basis!.left)
    }
    await page.setViewportSize(phone)
    for (const [data, basis, retention] of await columns()) {
      expect(basis!.top).toBeGreaterThan(data!.top)
      expect(retention!.top).toBeGreaterThan(basis!.top)
    }
  })
}

for (const language of languages) {
  test(`DES-08: at 1440 px no card of /contact/'s "How to reach us" stands beside a card of its row with more than four lines of empty space under its text, in ${language}`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop)
    await gotoHydrated(page, localizedPath({ page: 'contact', language }))
    const cards = await page.locator('#channels li[data-channel]').evaluateAll((items) =>
      items.map((card) => {
        const box = card.getBoundingClientRect()
        const text = card.querySelector(':scope > p')!.getBoundingClientRect()
        // A grid stretches every card of a row to its tallest: what differs is the space under each text.
        return {
          top: Math.round(box.top),
          empty: box.bottom - Number.parseFloat(getComputedStyle(card).paddingBottom) - text.bottom,
        }
      }),
    )
    expect(cards).toHaveLength(4)
    // Four columns left the sales card 141 (en) to 237 px (es) short of the support and security cards' eleven and more lines.
    const lineHeight = 28
    for (const card of cards)
      expect(card.empty, `a card in the row at ${card.top} px`).toBeLessThanOrEqual(4 * lineHeight + 2)
    expect(new Set(cards.map((card) => card.top)).size, 'two rows of two').toBe(2)
  })
}

for (const [page_, language, section] of [
  ['threatQuantum', 'en', 'harvest'],
  ['productVoiceGateway', 'de', 'honesty'],
  ['outOfBand', 'fr', 'why'],
] as const) {
  test(`DES-08: the ${page_} page's #${section} in ${language}: with no panel of its own, its bullet points stand beside its paragraphs at 1440 px and under them at 390 px`, async ({
    page,
  }) => {
    const parts = async () =>
      [await boxOf(page, `#${section} h2 ~ div p`), await boxOf(page, `#${section} ul`)] as const
    await page.setViewportSize(desktop)
    await gotoHydrated(page, localizedPath({ page: page_, language }))
    const [lead, points] = await parts()
    expect(points!.left, 'the points start right of the paragraphs').toBeGreaterThanOrEqual(lead!.right)
    expect(points!.top, 'beside the first paragraph, not under the last').toBeLessThan(lead!.bottom)
    await page.setViewportSize(phone)
    const [leadOnPhone, pointsOnPhone] = await parts()
    expect(pointsOnPhone!.top, 'on a phone the points follow the paragraphs').toBeGreaterThan(leadOnPhone!.bottom)
  })
}

test('DES-08: at 1440 px the secure messaging page\'s "Where messaging protection stops", a list with no paragraphs, stands in two columns, and in one at 390 px (es)', async ({
  page,
}) => {
  const columns = () =>
    page
      .locator('#limits ul > li')
      .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size)
  await page.setViewportSize(desktop)
  await gotoHydrated(page, localizedPath({ page: 'solutionMessaging', language: 'es' }))
  expect(await columns()).toBe(2)
  await page.setViewportSize(phone)
  expect(await columns()).toBe(1)
})

test('DES-08: the downloads page\'s "Check what you install" sets its points, with the sentence that introduces them, beside its first paragraph at 1440 px, and that sentence before them at 390 px (de)', async ({
  page,
}) => {
  const parts = () =>
    page.locator('#verify').evaluate((element) => {
      const [lead, introduction] = [...element.querySelectorAll('p')].map((p) => p.getBoundingClientRect())
      const points = element.querySelector('ul')!.getBoundingClientRect()
      return [lead!, introduction!, points].map(({ left, right, top, bottom }) => ({ left, right, top, bottom }))
    })
  await page.setViewportSize(desktop)
  await gotoHydrated(page, localizedPath({ page: 'downloads', language: 'de' }))
  const [lead, introduction, points] = await parts()
  expect(introduction!.left, 'the introduction stands beside the first paragraph').toBeGreaterThan(lead!.right)
  expect(introduction!.top).toBeLessThan(lead!.bottom)
  expect(points!.top, 'and its points under it').toBeGreaterThan(introduction!.bottom)
  await page.setViewportSize(phone)
  const [leadOnPhone, introductionOnPhone, pointsOnPhone] = await parts()
  expect(introductionOnPhone!.top).toBeGreaterThan(leadOnPhone!.bottom)
  expect(pointsOnPhone!.top).toBeGreaterThan(introductionOnPhone!.bottom)
})

for (const [page_, language, section] of [
  ['products', 'en', 'choosing'],
  ['solutionMessaging', 'es', 'how'],
  ['blog', 'de', 'editorial'],
  ['trustCentre', 'fr', 'protocol'],
  ['consumerApps', 'pt', 'crypto'],
  ['competitorComparison', 'en', 'method'],
] as const) {
  test(`DES-08: the ${page_} page's #${section} in ${language}, paragraphs with nothing beside them, sets its heading in a column left of them at 1440 px and above them at 390 px`, async ({
    page,
  }) => {
    const parts = () =>
      page.locator(`#${section}`).evaluate((element) => {
        const heading = element.querySelector('h2')!.getBoundingClientRect()
        const text = element.querySelector('p')!.getBoundingClientRect()
        return {
          heading: { right: heading.right, top: heading.top, bottom: heading.bottom },
          text: { left: text.left, top: text.top },
        }
      })
    await page.setViewportSize(desktop)
    await gotoHydrated(page, localizedPath({ page: page_, language }))
    const wide = await parts()
    expect(wide.text.left, 'the text starts right of its heading').toBeGreaterThan(wide.heading.right)
    expect(Math.abs(wide.text.top - wide.heading.top), 'and level with it').toBeLessThanOrEqual(12)
    await page.setViewportSize(phone)
    const narrow = await parts()
    expect(narrow.text.top, 'on a phone the heading is above its text').toBeGreaterThan(narrow.heading.bottom)
  })
}

for (const [page_, language, documentParts] of [
  ['legalTerms', 'en', 4],
  ['legalTerms', 'de', 4],
  ['legalCookies', 'en', 4],
  ['legalCookies', 'fr', 4],
  ['legalPrivacy', 'de', 4],
  ['vulnerabilityDisclosure', 'en', 6],
  ['vulnerabilityDisclosure', 'pt', 6],
  ['accessibility', 'es', 4],
  ['company', 'de', 3],
] as const) {
  test(`DES-08: the ${page_} page's prose sections read as one document in ${language}: at 1440 px each heading in a column left of its text, level with it; at 390 px above it`, async ({
    page,
  }) => {
    const parts = () =>
      page.locator('section[data-layout="document"]').evaluateAll((sections) =>
        sections.map((section) => {
          const heading = section.querySelector('h2')!.getBoundingClientRect()
          // The heading has no lead under it: the first paragraph is the text's.
          const text = section.querySelector('p')!.getBoundingClientRect()
          return {
            heading: { left: heading.left, right: heading.right, top: heading.top, bottom: heading.bottom },
            text: { left: text.left, top: text.top },
            band: getComputedStyle(section).backgroundColor,
          }
        }),
      )
    await page.setViewportSize(desktop)
    await gotoHydrated(page, localizedPath({ page: page_, language }))
    const wide = await parts()
    // The terms were six bands of alternating colour, each a heading over one or two paragraphs
    // in the left 60 % of the screen.
    expect(wide.length, 'sections set as parts of one document').toBeGreaterThanOrEqual(documentParts)
    for (const part of wide) {
      expect(part.text.left, 'the text starts right of its heading').toBeGreaterThan(part.heading.right)
      expect(Math.abs(part.text.top - part.heading.top), 'and level with it').toBeLessThanOrEqual(8)
      expect(part.band, 'no band of its own').toBe('rgba(0, 0, 0, 0)')
    }
    await page.setViewportSize(phone)
    for (const part of await parts()) expect(part.text.top).toBeGreaterThan(part.heading.bottom)
  })
}

for (const width of [phone, desktop]) {
  test(`DES-13: the blog's topics at ${width.width} px are plain labels, not controls: no border, link, button or pointer`, async ({
    page,
  }) => {
    await page.setViewportSize(width)
    await gotoHydrated(page, localizedPath({ page: 'blog', language: 'en' }))
    const topics = page.locator('#topics ul > li')
    expect(await topics.count()).toBeGreaterThan(5)
    await expect(page.locator('#topics').locator('a, button, [role="button"], [tabindex]')).toHaveCount(0)
    const looks = await topics.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item)
        return { border: style.borderTopWidth, cursor: style.cursor, weight: style.fontWeight }
      }),
    )
    // Before: a 1 px border on white, in medium weight, the look of the site's secondary buttons.
    for (const look of looks) expect(look).toEqual({ border: '0px', cursor: 'auto', weight: '400' })
  })
}

for (const width of [phone, desktop]) {
  test(`DES-15: at ${width.width} px the pricing preview shows each edition's starting price in display size, its minimum commitment under it and the primary action`, async ({
    page,
  }) => {
    const copy = copyOf('en', 'pricing').prices as {
      items: { edition: string; price: string; minimum: string }[]
    }
    await page.setViewportSize(width)
    await gotoHydrated(page, localizedPath({ page: 'pricing', language: 'en' }))
    const cards = page.locator('#prices ul > li')
    await expect(cards).toHaveCount(copy.items.length)
    const bodySize = await page
      .locator('main p')
      .first()
      .evaluate((p) => Number.parseFloat(getComputedStyle(p).fontSize))
    for (const [index, item] of copy.items.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.edition)
      const price = card.getByText(item.price, { exact: true })
      await expect(price).toBeVisible()
      // Before: 14 px table cells, the size of the "Setup" row.
      const size = await price.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize))
      expect(size).toBeGreaterThanOrEqual(2 * bodySize)
      const minimum = card.getByText(item.minimum, { exact: true })
      expect((await minimum.boundingBox())!.y).toBeGreaterThan((await price.boundingBox())!.y)
      await expect(card.getByRole('link')).toHaveAttribute(
        'href',
        `${localizedPath({ page: 'contact', language: 'en' })}#request-a-demo`,
      )
    }
  })
}

for (const language of languages) {
  test(`DES-18: the 404 page in ${language} offers search and the main sections`, async ({ page }) => {
    const common = copyOf(language, 'common')
    const response = await page.goto(`${localizedPath({ page: 'home', language })}no-such-page-here/`)
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    const main = page.locator('main')
    for (const section of ['products', 'threats', 'encryption', 'trustCentre', 'downloads', 'contact'] as const) {
      await expect(main.locator(`nav a[href="${localizedPath({ page: section, language })}"]`)).toBeVisible()
    }
    await expect(main.getByRole('link', { name: common.screens.backHome })).toBeVisible()
    // The field opens the site's search with what was typed, and the search finds pages.
    const search = main.getByRole('search')
    await search.getByRole('searchbox', { name: common.search.label }).fill('ML-KEM')
    await search.getByRole('searchbox').press('Enter')
    const dialog = page.locator('dialog[open]')
    await expect(dialog.locator('input[type="search"]')).toHaveValue('ML-KEM')
    await expect(dialog.locator('ul li a').first()).toBeVisible()
  })
}

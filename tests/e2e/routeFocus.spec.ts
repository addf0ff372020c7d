import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { languages } from '../../routes.config'
import { localizedPath } from '../../src/routing/localizedPath'
import { gotoHydrated } from './hydrated'
import { searchButton } from './openStates'

/**
 * ACC-04 (accessibility review 2026-12-01): after a client-side navigation the new page's title is
 * announced and focus lands on its heading (or the #hash target) only once the page is there,
 * never on a loading placeholder and never with the previous page's title. The post's chunk and
 * its data are held back here, as a slow line would, so the page is visibly not there yet when the
 * location changes.
 */

/** "Loading page…" in every language: the skeletons' text. */
const loadingTexts = languages.map(
  (language) =>
    (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', language, 'common.json'), 'utf8')) as {
        screens: { loading: string }
      }
    ).screens.loading,
)

const holdMs = 800

/** Holds back the post page's chunk and every blog data document. */
async function slowBlog(page: Page) {
  const hold = () => new Promise((resolve) => setTimeout(resolve, holdMs))
  await page.route(/\/assets\/BlogPostPage-[^/]*\.js$/, async (route) => {
    await hold()
    await route.continue()
  })
  await page.route('**/blog-data/**', async (route) => {
    await hold()
    await route.continue()
  })
}

interface Recorded {
  announced: string[]
  focused: { element: string; loading: boolean; title: string }[]
}

/** Starts recording every announcement and every element that takes focus, with the title at that moment. */
async function record(page: Page) {
  await page.evaluate((loading) => {
    const log: Recorded = { announced: [], focused: [] }
    ;(window as unknown as { acc04: Recorded }).acc04 = log
    const announcerText = () => document.querySelector('[data-route-announcer]')?.textContent ?? ''
    let last = announcerText()
    new MutationObserver(() => {
      const text = announcerText()
      if (text !== last && text !== '') log.announced.push(text)
      last = text
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
    document.addEventListener('focusin', (event) => {
      const element = event.target as HTMLElement
      log.focused.push({
        element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`,
        loading: loading.some((text) => element.textContent?.includes(text)),
        title: document.title,
      })
    })
  }, loadingTexts)
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { acc04: Recorded }).acc04)

/**
 * Presses Enter on `link` and checks what followed: the URL, focus on `target`, the new title
 * announced (once, and nothing else), and nothing with the loading text ever focused.
 */
/** From 1280 px the header's "Request a demo" sits in its "Demo or pilot" menu: opens it by keyboard. */
async function openHeaderCallsToAction(page: Page) {
  const summary = page.locator('header summary').filter({ hasText: 'Demo or pilot' })
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(summary.locator('..')).toHaveAttribute('open', '')
}

async function followByKeyboard(page: Page, link: Locator, path: string, target: (page: Page) => Locator) {
  const oldTitle = await page.title()
  await record(page)
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === path)
  // Patient: on a loaded machine the contact page has taken 5 s to render after its address changed.
  await expect(target(page)).toBeFocused({ timeout: 15_000 })
  const title = await page.title()
  expect(title, 'the page has its own title').not.toBe(oldTitle)
  await expect(page.locator('[data-route-announcer]')).toHaveText(title)
  const { announced, focused } = await recorded(page)
  expect(announced, 'announced: the new title only').toEqual([title])
  expect(
    focused.filter((stop) => stop.loading),
    'focus never went to an element holding "Loading page…"',
  ).toEqual([])
  // Focus comes to the page with its title: the same moment the title is announced.
  expect(focused.at(-1)?.title).toBe(title)
}

const heading = (page: Page) => page.locator('main h1')

test.describe('ACC-04', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('ACC-04: opening a post from /blog/ and /de/blog/ with the keyboard announces the post and focuses its heading, never "Loading page…"', async ({
    page,
  }) => {
    await slowBlog(page)
    for (const language of ['en', 'de'] as const) {
      await gotoHydrated(page, localizedPath({ page: 'blog', language }))
      const card = page.locator('#articles a[href*="/post/"]').first()
      await followByKeyboard(page, card, (await card.getAttribute('href'))!, heading)
    }
  })

  test('ACC-04: a post\'s "Next article" link announces the next post and focuses its heading', async ({ page }) => {
    await slowBlog(page)
    await gotoHydrated(page, localizedPath({ page: 'blog', language: 'en' }))
    // The oldest post has a newer one; start from the last card of the first page.
    const last = page.locator('#articles a[href*="/post/"]').last()
    await gotoHydrated(page, (await last.getAttribute('href'))!)
    const next = page.locator('a[rel="next"]')
    await followByKeyboard(page, next, (await next.getAttribute('href'))!, heading)
    // And on from there, a second client-side navigation.
    const previous = page.locator('a[rel="prev"]')
    await followByKeyboard(page, previous, (await previous.getAttribute('href'))!, heading)
  })

  test('ACC-04: a post chosen from the search results is announced and its heading focused', async ({ page }) => {
    await slowBlog(page)
    await gotoHydrated(page, localizedPath({ page: 'home', language: 'en' }))
    await searchButton(page).click()
    await page.locator('dialog[open] input[type="search"]').fill('harvest now decrypt later')
    const result = page.locator('dialog[open] ul a[href^="/post/"]').first()
    await expect(result).toBeVisible({ timeout: 10_000 })
    await followByKeyboard(page, result, (await result.getAttribute('href'))!, heading)
  })

  test('ACC-04: a page opened from the header is announced and its heading focused', async ({ page }) => {
    await gotoHydrated(page, localizedPath({ page: 'encryption', language: 'en' }))
    const contact = localizedPath({ page: 'contact', language: 'en' })
    await followByKeyboard(page, page.locator(`header a[href="${contact}"]`).first(), contact, heading)
  })

  test('ACC-04: "Request a demo" in the header opens the contact page, announces it and focuses the form\'s demo choice', async ({
    page,
  }) => {
    await gotoHydrated(page, localizedPath({ page: 'products', language: 'en' }))
    const demo = `${localizedPath({ page: 'contact', language: 'en' })}#request-a-demo`
    await openHeaderCallsToAction(page)
    await followByKeyboard(
      page,
      page.locator(`header a[href="${demo}"]`).filter({ visible: true }).first(),
      demo,
      (page) => page.locator('#request-a-demo'),
    )
    await expect(page.locator('#request-a-demo')).toBeInViewport()
  })

  test('ACC-04: a page that fails to render: its crash screen is announced by its own title and its heading focused', async ({
    page,
  }) => {
    await gotoHydrated(page, localizedPath({ page: 'home', language: 'en' }))
    await page.route(/\/assets\/FaqsPage-[^/]*\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Broken() { throw new Error("Intentional test crash") }',
      }),
    )
    const faqs = localizedPath({ page: 'faqs', language: 'en' })
    await followByKeyboard(page, page.locator(`footer a[href="${faqs}"]`).first(), faqs, heading)
    await expect(heading(page)).toHaveText('Something went wrong')
  })

  test("ACC-04: a link to a #hash on the same page keeps the browser's behaviour: nothing is announced", async ({
    page,
  }) => {
    const contact = localizedPath({ page: 'contact', language: 'en' })
    await gotoHydrated(page, contact)
    await record(page)
    await openHeaderCallsToAction(page)
    const demo = page.locator(`header a[href="${contact}#request-a-demo"]`).filter({ visible: true }).first()
    await demo.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#request-a-demo$/)
    await expect(page.locator('#request-a-demo')).toBeInViewport()
    await expect(demo, 'focus stays where the browser leaves it').toBeFocused()
    expect((await recorded(page)).announced).toEqual([])
  })
})

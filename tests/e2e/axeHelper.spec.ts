import { expect, test } from '@playwright/test'
import { axeOn, wcagTags } from './axe'

// The helper every accessibility check goes through (axe in one run inside the page) still reports
// what axe reports: were it to find nothing, every "axe finds nothing" test would pass on any page.
test('axe through the browser tests’ helper reports an image without alt text and a button without a name', async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></html>',
  )
  const found = (await axeOn(page).withTags(wcagTags).analyze()).violations.map((violation) => violation.id)
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'button-name']))
})

// The helper asks axe for violations only in full (resultTypes): a violation must still name every
// element it was found on, or a page with one fixed image and one broken would read as one finding.
test('axe through the browser tests’ helper names every element a violation was found on', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><img id="first" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><img id="second" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><img id="third" alt="" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></html>',
  )
  const imageAlt = (await axeOn(page).withTags(wcagTags).analyze()).violations.find(
    (violation) => violation.id === 'image-alt',
  )
  expect(imageAlt?.nodes.map((node) => node.target.join(' '))).toEqual(['#first', '#second'])
})

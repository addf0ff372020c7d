import { expect, test } from '@playwright/test'
import { axeOn, wcagTags } from './axe'
import { axeViolations } from './openStateAxe'
import type { OpenState } from './openStates'

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

// A header menu open over the page: its own targets are measured, the page's buttons it covers are
// not (the first press outside closes the panel), in the same one run of axe.
test('over an open menu panel, axe reports the panel’s too-small targets and not the page’s buttons it covers', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><body style="margin:0">
    <header><details open><summary>Menu</summary>
      <div data-slot="dropdown-panel" style="position:absolute;top:40px;left:0;width:300px;height:200px;background:#fff;z-index:10">
        <button id="panel-a" style="width:10px;height:10px;padding:0;margin:0">a</button><button id="panel-b" style="width:10px;height:10px;padding:0;margin:0">b</button>
        <a href="#x" style="position:absolute;top:140px;left:200px;width:100px;height:60px;display:block">link</a>
      </div></details></header>
    <main><h1>t</h1><button id="page-covered" style="position:absolute;top:215px;left:275px;width:30px;height:30px">c</button></main></body></html>`)
  const state = { name: 'menu', overlaysPage: true } as OpenState
  const problems = await axeViolations(page, state)
  expect(problems).toEqual([expect.stringMatching(/^menu: axe target-size \(2\) #panel-a$/)])
  // Without the panel's exemption the covered page button is a finding too: the case is real.
  const everywhere = await axeViolations(page, { ...state, overlaysPage: false })
  expect(everywhere).toEqual([expect.stringMatching(/^menu: axe target-size \(3\)/)])
})

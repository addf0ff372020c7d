// @vitest-environment jsdom
/**
 * Review 2026-12-01 workflows ED-6: after a post was saved and opened again, the editor's preview
 * showed its images as Decap's empty placeholder. Decap answers `getAsset` with a placeholder until
 * it has loaded the image, then draws the preview again with the same entry and the same `getAsset`;
 * a preview that worked its article out once per entry kept the placeholder. Here the preview is
 * mounted as Decap mounts it (one React root, drawn again with unchanged props), in a DOM.
 */
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { PostPreview } from '../../../src/admin/previews/PostPreview'
import type { PreviewProps } from '../../../src/admin/previews/previewProps'
import { loadNamespaces } from '../../../src/i18n/localeBundles'

/** Decap's stand-in while an image loads: an empty SVG (46 bytes, as the review found it). */
const placeholder =
  'data:image/svg+xml;charset=utf-8,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%3E%3C%2Fsvg%3E'

/** The props Decap hands a preview template, for one entry whose image has not loaded yet. */
function entryWithImage() {
  const loaded = new Set<string>()
  const data = {
    title: 'Harvest now, decrypt later',
    description: 'Why recorded traffic matters.',
    date: '2026-11-02',
    body: 'Intro.\n\n![How keys are exchanged](./exchange.png "Key exchange")\n\nMore text.',
  }
  const entry = {
    get: (key: string) => (key === 'data' ? { toJS: () => data } : key === 'slug' ? 'harvest/index' : undefined),
  }
  const getAsset = (href: string) => ({ toString: () => (loaded.has(href) ? `blob:editor/${href}` : placeholder) })
  const props = { entry, getAsset } as unknown as PreviewProps
  return { props, loadImage: (href: string) => loaded.add(href) }
}

let root: Root | undefined
let container: HTMLElement | undefined

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  vi.unstubAllGlobals()
})

it('ED-6: the post preview shows an image Decap loads after opening the entry, with the entry unchanged', async () => {
  // React's act() environment; the editor's translation report is not served here (the preview then says only what it can).
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true)
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 404 })))
  const { props, loadImage } = entryWithImage()
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  const draw = () => root!.render(<PostPreview props={props} language="en" uiLanguage="en" />)
  // The copy and the report load once; drawing waits for them inside act(), as a test of React should.
  await act(async () => {
    draw()
    await loadNamespaces('en', ['common', 'blog'])
    await new Promise((settled) => setTimeout(settled))
  })
  const image = () => container!.querySelector<HTMLImageElement>('article figure img')!
  expect(image().getAttribute('src')).toBe(placeholder)

  // The image arrives; Decap draws the preview again with the same props.
  loadImage('./exchange.png')
  await act(async () => draw())
  expect(image().getAttribute('src')).toBe('blob:editor/./exchange.png')
  expect(image().getAttribute('alt')).toBe('How keys are exchanged')
})

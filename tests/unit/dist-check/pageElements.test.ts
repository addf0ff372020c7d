import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { elementsOf } from '../../../dist-check/pageElements'

const page = parse(
  '<html lang="de"><head><title>Titel</title><meta name="description" content="d"></head>' +
    '<body><header><a href="/de">Start</a></header><main><svg><title>Icon</title></svg><p>Text <a href="/de/blog">Blog</a></p></main></body></html>',
)

describe('a page’s elements for the checks of dist/', () => {
  it('lists every element once, in document order, and by tag name', () => {
    const elements = elementsOf(page)
    expect(elements.all.map((element) => element.rawTagName.toLowerCase())).toEqual([
      'html',
      'head',
      'title',
      'meta',
      'body',
      'header',
      'a',
      'main',
      'svg',
      'title',
      'p',
      'a',
    ])
    expect(elements.tag('a').map((link) => link.getAttribute('href'))).toEqual(['/de', '/de/blog'])
    expect(elements.tag('table')).toEqual([])
    expect(elementsOf(page)).toBe(elements)
  })

  it('tells the head’s elements from the body’s (an SVG title is not the page’s title)', () => {
    expect(
      elementsOf(page)
        .inHead('title')
        .map((title) => title.text),
    ).toEqual(['Titel'])
    expect(elementsOf(page).tag('title')).toHaveLength(2)
  })

  it('knows a redirect stub by its redirect-target meta', () => {
    expect(elementsOf(page).isRedirectStub).toBe(false)
    expect(
      elementsOf(parse('<html><head><meta name="redirect-target" content="/de"></head></html>')).isRedirectStub,
    ).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { formProblem } from '../../../dist-check/checks/urlForm'
import { inUrlForm, isFilePath, otherUrlForm, pageOfIndexFile } from '../../../src/hosting/urlForm'

describe('the site’s URL form', () => {
  it('seo 2026-11-27 C1: ends a page’s address in a slash and leaves files and the home page alone', () => {
    expect(inUrlForm('/threats')).toBe('/threats/')
    expect(inUrlForm('/es/post/harvest-now')).toBe('/es/post/harvest-now/')
    expect(inUrlForm('/')).toBe('/')
    expect(inUrlForm('/es/rss.xml')).toBe('/es/rss.xml')
    expect(inUrlForm('/index.html')).toBe('/index.html')
    expect(isFilePath('/og/en/index.png')).toBe(true)
    expect(isFilePath('/blog/page/2')).toBe(false)
  })

  it('names the other form, which redirects, and the page an index.html stands for', () => {
    expect(otherUrlForm('/threats/')).toBe('/threats')
    expect(otherUrlForm('/')).toBeNull()
    expect(otherUrlForm('/index.html')).toBeNull()
    expect(pageOfIndexFile('/products/index.html')).toBe('/products/')
    expect(pageOfIndexFile('/index.html')).toBe('/')
    expect(pageOfIndexFile('/products/')).toBeNull()
  })

  it('tells dist-check which URLs name a page in the other form', () => {
    const routes = new Set(['/', '/threats/', '/es/'])
    expect(formProblem('/threats', routes)).toBe('/threats/')
    expect(formProblem('/es', routes)).toBe('/es/')
    expect(formProblem('/threats/index.html', routes)).toBe('/threats/')
    expect(formProblem('/threats/', routes)).toBeNull()
    expect(formProblem('/rss.xml', routes)).toBeNull()
    expect(formProblem('/unknown', routes)).toBeNull()
  })
})

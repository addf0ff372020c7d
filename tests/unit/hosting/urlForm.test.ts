import { describe, expect, it } from 'vitest'
import { formProblem } from '../../../dist-check/checks/urlForm'
import { isPlainPagePath, isSitePath } from '../../../src/hosting/redirectTarget'
import { inUrlForm, isFilePath, otherUrlForm, pageOfIndexFile } from '../../../src/hosting/urlForm'
import { hostileRequestPaths } from '../../fixtures/hostileRequestPaths'

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

  it('SEC-1: names no page for an index.html behind another host, so no server redirects there', () => {
    const named = hostileRequestPaths
      .map((path) => path.split('?')[0]!)
      .filter((path) => path.endsWith('/index.html'))
      .flatMap((path) => {
        const page = pageOfIndexFile(path)
        return page === null ? [] : [`${path} → ${page}`]
      })
    expect(named).toEqual([])
    expect(pageOfIndexFile('//evil.example/index.html')).toBeNull()
    expect(pageOfIndexFile('/\\evil.example/index.html')).toBeNull()
    expect(pageOfIndexFile('/.//evil.example/index.html')).toBeNull()
    expect(pageOfIndexFile('/de/products/voice-gateway/index.html')).toBe('/de/products/voice-gateway/')
    expect(pageOfIndexFile('/de/%C3%BCber-uns/index.html')).toBe('/de/%C3%BCber-uns/')
  })

  it('SEC-1: takes as a redirect target only a path on the site itself', () => {
    for (const target of ['/', '/faqs/', '/de/products/voice-gateway/?ref=a', '/post/:slug/', '/es/404.html'])
      expect(isSitePath(target), target).toBe(true)
    for (const target of [
      '//evil.example/',
      '/\\evil.example/',
      'https://evil.example/',
      'evil.example',
      '/.//evil.example/',
      '/%2e//evil.example/',
      '/x/..//evil.example/',
      '/\t/evil.example',
      '/ /evil.example',
      '/:splat',
      '/*',
      '',
    ])
      expect(isSitePath(target), target).toBe(false)
    expect(isPlainPagePath('/threats/')).toBe(true)
    expect(isPlainPagePath('/%2F%2Fevil.example/')).toBe(false)
    expect(isPlainPagePath('/%5Cevil.example/')).toBe(false)
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

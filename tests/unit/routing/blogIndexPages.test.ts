import { describe, expect, it } from 'vitest'
import { blogIndexPageSize } from '../../../routes.config'
import { blogIndexLink, blogIndexPageCount, blogIndexPageNumber } from '../../../src/routing/blogIndexPages'
import { localizedPath } from '../../../src/routing/localizedPath'

describe('blog index pages', () => {
  it('has one page for an empty or small blog, and one more for every further page of posts', () => {
    expect(blogIndexPageCount(0)).toBe(1)
    expect(blogIndexPageCount(blogIndexPageSize)).toBe(1)
    expect(blogIndexPageCount(blogIndexPageSize + 1)).toBe(2)
    expect(blogIndexPageCount(blogIndexPageSize * 84)).toBe(84)
  })

  it('puts the first page at /blog and the next ones at /blog/page/n, in each language', () => {
    expect(localizedPath({ ...blogIndexLink(1), language: 'en' })).toBe('/blog/')
    expect(localizedPath({ ...blogIndexLink(2), language: 'en' })).toBe('/blog/page/2/')
    expect(localizedPath({ ...blogIndexLink(17), language: 'pt' })).toBe('/pt/blog/page/17/')
  })

  it('reads a page number only in the one spelling each page has', () => {
    expect(blogIndexPageNumber(undefined)).toBe(1)
    expect(blogIndexPageNumber('2')).toBe(2)
    expect(blogIndexPageNumber('84')).toBe(84)
    // /blog/page/1 would duplicate /blog; other spellings would duplicate /blog/page/n.
    for (const other of ['1', '0', '02', '-2', '2.0', 'two', '', ' 2'])
      expect(blogIndexPageNumber(other), other).toBeNull()
  })
})

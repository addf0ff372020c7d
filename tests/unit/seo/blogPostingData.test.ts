import { describe, expect, it } from 'vitest'
import { structuredDataProblems } from '../../../dist-check/checks/structuredData'
import { parse } from 'node-html-parser'
import { site } from '../../../src/config/site'
import {
  blogPosting,
  breadcrumbList,
  jsonLdScript,
  organization,
  organizationId,
} from '../../../src/seo/structuredData'

const post = {
  title: 'Capturar ahora, descifrar después',
  description: 'Hay adversarios grabando tráfico cifrado para leerlo cuando haya ordenadores cuánticos.',
  date: '2026-02-10',
  language: 'es' as const,
  author: 'Eleanor Marsh',
  authorRole: 'Directora de Criptografía',
  url: `${site.siteUrl}/es/post/harvest-now-decrypt-later`,
  image: `${site.siteUrl}/og/es/post/harvest-now-decrypt-later.png`,
  keywords: ['Poscuántica', 'Criptografía', 'Sector público'],
}

describe('BlogPosting (SEO M4)', () => {
  it('seo 2026-11-27 M4: carries the social card as image, a modified date, the author’s employer, the publisher’s logo and keywords in the post’s language', () => {
    const item = blogPosting(post)
    expect(item.image).toEqual({ '@type': 'ImageObject', url: post.image, width: 1200, height: 630 })
    expect(item.dateModified).toBe('2026-02-10')
    expect(blogPosting({ ...post, updated: '2026-11-27' }).dateModified).toBe('2026-11-27')
    expect(item.author).toMatchObject({ name: 'Eleanor Marsh', worksFor: { '@id': organizationId } })
    expect(item.publisher).toMatchObject({
      '@id': organizationId,
      logo: { url: `${site.siteUrl}/icon-512.png`, width: 512, height: 512 },
    })
    expect(item.keywords).toBe('Poscuántica, Criptografía, Sector público')
  })

  it('SEO-5: a post by the company’s team (the byline names the company, no person) is authored by the Organization, not a Person, with its URL', () => {
    const item = blogPosting({ ...post, author: site.brand, authorRole: 'Equipo de investigación en seguridad' })
    expect(item.author).toEqual({
      '@type': 'Organization',
      '@id': organizationId,
      name: site.brand,
      url: organization().url,
    })
  })

  it('fails the built-site check when the image, the modified date or the publisher’s logo is missing', () => {
    const page = (item: Record<string, unknown>) =>
      parse(
        `<html><head><script type="application/ld+json">${jsonLdScript([
          item,
          breadcrumbList([
            { name: 'Blog', url: `${site.siteUrl}/es/blog` },
            { name: post.title, url: post.url },
          ]),
        ])}</script></head><body></body></html>`,
      )
    const entry = {
      kind: 'page' as const,
      language: 'es' as const,
      path: '/es/post/harvest-now-decrypt-later',
      page: 'blogPost' as const,
      params: { slug: 'harvest-now-decrypt-later' },
    }
    const complete = blogPosting(post)
    expect(
      structuredDataProblems(entry, page(complete)).filter((problem) => /image|dateModified|logo/.test(problem)),
    ).toEqual([])
    const { image: _image, dateModified: _modified, publisher: _publisher, ...bare } = complete
    const problems = structuredDataProblems(entry, page(bare)).join(' ')
    expect(problems).toMatch(/image\.url/)
    expect(problems).toMatch(/dateModified/)
    expect(problems).toMatch(/publisher\.logo\.url/)
  })
})

describe('BlogPosting’s publisher', () => {
  it('SEO-5: names the Organization as the home page does, so one @id never carries two names', () => {
    const home = organization()
    const publisher = blogPosting(post).publisher as Record<string, unknown>
    expect(publisher['@id']).toBe(home['@id'])
    expect(publisher.name).toBe(home.name)
    expect(publisher.name).toBe(site.brand)
    expect(publisher.legalName).toBe(home.legalName)
  })
})

import { describe, expect, it } from 'vitest'
import { missingPostImages, structuredDataProblems } from '../../../dist-check/checks/structuredData'
import { parse } from 'node-html-parser'
import { site } from '../../../src/config/site'
import { ogImagePath } from '../../../src/routing/ogImagePath'
import { socialImageFormats, socialImageSize } from '../../../src/routing/socialImageFormats'
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
  images: socialImageFormats.map((format) => ({
    url: `${site.siteUrl}${ogImagePath({ page: 'blogPost', language: 'es', params: { slug: 'harvest-now-decrypt-later' }, format })}`,
    ...socialImageSize(format),
  })),
  keywords: ['Poscuántica', 'Criptografía', 'Sector público'],
}

/** The post's route, as the built-site check is given it. */
const entry = {
  kind: 'page' as const,
  language: 'es' as const,
  path: '/es/post/harvest-now-decrypt-later',
  page: 'blogPost' as const,
  params: { slug: 'harvest-now-decrypt-later' },
}

describe('BlogPosting (SEO M4)', () => {
  it('seo 2026-11-27 M4: carries the social card as image, a modified date, the author’s employer, the publisher’s logo and keywords in the post’s language', () => {
    const item = blogPosting(post)
    expect(item.image).toEqual([
      {
        '@type': 'ImageObject',
        url: `${site.siteUrl}/og/es/post/harvest-now-decrypt-later.png`,
        width: 1200,
        height: 630,
      },
      {
        '@type': 'ImageObject',
        url: `${site.siteUrl}/og/es/post/harvest-now-decrypt-later.4x3.png`,
        width: 1200,
        height: 900,
      },
      {
        '@type': 'ImageObject',
        url: `${site.siteUrl}/og/es/post/harvest-now-decrypt-later.1x1.png`,
        width: 1200,
        height: 1200,
      },
    ])
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
    const complete = blogPosting(post)
    expect(
      structuredDataProblems(entry, page(complete)).filter((problem) => /image|dateModified|logo/.test(problem)),
    ).toEqual([])
    const { image: _image, dateModified: _modified, publisher: _publisher, ...bare } = complete
    const problems = structuredDataProblems(entry, page(bare)).join(' ')
    expect(problems).toMatch(/image\[0\]\.url/)
    expect(problems).toMatch(/dateModified/)
    expect(problems).toMatch(/publisher\.logo\.url/)
  })
})

describe('BlogPosting’s images', () => {
  const page = (item: Record<string, unknown>) =>
    parse(`<html><head><script type="application/ld+json">${jsonLdScript([item])}</script></head></html>`)
  const imageProblems = (item: Record<string, unknown>, files?: Set<string>) =>
    [...structuredDataProblems(entry, page(item)), ...(files ? missingPostImages(page(item), files) : [])].filter(
      (problem) => /image/.test(problem),
    )

  it('SEO-5: a post gives its 1200×630 card, then 4:3 and 1:1 images, as Google asks of articles; the built-site check fails a post with the wide card alone', () => {
    const item = blogPosting(post)
    expect(imageProblems(item)).toEqual([])
    const wideOnly = { ...item, image: (item.image as unknown[]).slice(0, 1) }
    expect(imageProblems(wideOnly)).toEqual([
      'BlogPosting: image in the shape 4:3 missing or invalid',
      'BlogPosting: image in the shape 1:1 missing or invalid',
    ])
  })

  it('SEO-5: the built-site check names a post image the build did not write', () => {
    const item = blogPosting(post)
    const written = new Set([
      'og/es/post/harvest-now-decrypt-later.png',
      'og/es/post/harvest-now-decrypt-later.4x3.png',
    ])
    expect(imageProblems(item, written)).toEqual([
      `BlogPosting: the image ${site.siteUrl}/og/es/post/harvest-now-decrypt-later.1x1.png is not in dist/`,
    ])
    written.add('og/es/post/harvest-now-decrypt-later.1x1.png')
    expect(imageProblems(item, written)).toEqual([])
  })

  it('SEO-5: images cut from an uploaded cover take the largest crop of each shape, never enlarged', () => {
    const cover = { width: 1600, height: 1000 }
    expect(socialImageFormats.map((format) => socialImageSize(format, cover))).toEqual([
      { width: 1200, height: 630 },
      { width: 1200, height: 900 },
      { width: 1000, height: 1000 },
    ])
    // The smallest cover the build accepts is the wide card's size: its square is 630 pixels, not enlarged to 1200.
    expect(socialImageFormats.map((format) => socialImageSize(format, { width: 1200, height: 630 }))).toEqual([
      { width: 1200, height: 630 },
      { width: 840, height: 630 },
      { width: 630, height: 630 },
    ])
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

/**
 * Uploaded covers, end to end on a one-post blog in a temporary folder: the build tooling reads
 * it (every way an upload can be unusable stops the build with the post, the field and the fix),
 * builds its images and data documents, the real post page and cards render from those documents,
 * and the social card is cut from the upload.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { parse, type HTMLElement } from 'node-html-parser'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { blogDir, loadBlogContent, postImageFiles, type BlogContent } from '../../../scripts/content/blogContent'
import { blogDocuments } from '../../../scripts/content/blogDocuments'
import { checkCoverImages, coverCards } from '../../../scripts/content/postCovers'
import { buildResponsiveImages } from '../../../scripts/content/postImages'
import { HelmetProvider, type HelmetData } from '../../../scripts/render/ssgAdapter'
import { socialCardWriter } from '../../../scripts/hosting/socialCards'
import { socialImageFormats } from '../../../src/routing/socialImageFormats'
import { renderedRoutes } from '../../../scripts/render/renderedRoutes'
import { PostCard } from '../../../src/components/blog/PostCard'
import type { BlogIndexPageData, PostPageData, PostSummary } from '../../../src/content/blog/postTypes'
import { blogPostQuery } from '../../../src/data/blogQueries'
import { DataScopeContext } from '../../../src/data/dataScope'
import { BuildError } from '../../../src/errors/buildErrors'
import { createI18n } from '../../../src/i18n/createI18n'
import { LanguageContext } from '../../../src/i18n/LanguageContext'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { blogDataPaths } from '../../../src/routing/blogDataPaths'
import { ogImagePath } from '../../../src/routing/ogImagePath'
import BlogPostPage from '../../../src/pages/blog/BlogPostPage'

// The page's data comes from the documents built below, seeded into the query client: nothing loads.
vi.mock('virtual:content-data', () => ({
  loadContentDocument: () => Promise.reject(new Error('the test seeds every document')),
}))

const root = mkdtempSync(join(tmpdir(), 'post-covers-'))
const dir = join(root, 'src', 'content', 'blog')
const postFile = 'src/content/blog/one-post/index.en.md'
afterAll(() => rmSync(root, { recursive: true, force: true }))

const realFrontMatter = /^---\n([\s\S]*?)\n---\n/.exec(
  readFileSync(join(blogDir, 'ss7-interception-explained', 'index.en.md'), 'utf8'),
)![1]!

/** A one-post blog: the real front matter plus `extra` lines, two body figures, and the given files in the post's folder. */
function blogWith(extra: string[], files: Record<string, Buffer | string> = {}): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'one-post'), { recursive: true })
  const body = [
    'Signalling networks were built for a small club.',
    '![First figure](./diagram.svg)',
    'Between the figures.',
    '![Second figure](./diagram.svg)',
  ].join('\n\n')
  writeFileSync(join(dir, 'one-post', 'index.en.md'), `---\n${realFrontMatter}\n${extra.join('\n')}\n---\n${body}\n`)
  cpSync(
    join(blogDir, 'what-fips-203-means-for-messaging', 'hybrid-key-exchange.svg'),
    join(dir, 'one-post', 'diagram.svg'),
  )
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, 'one-post', name), data)
}

/** A photo whose outer fifths are blue and middle red: a card cut from its centre is red to the edges. */
function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const side = Math.round(width / 5)
  const blue = { create: { width: side, height, channels: 3 as const, background: '#0000ff' } }
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([
      { input: blue, left: 0, top: 0 },
      { input: blue, left: width - side, top: 0 },
    ])
    [format]()
    .toBuffer()
}

async function stopped(run: () => unknown): Promise<BuildError> {
  try {
    await run()
  } catch (error) {
    if (error instanceof BuildError) return error
    throw error
  }
  throw new Error('expected the build to stop')
}

const withCover = ['coverImage: cover.jpg', 'coverAlt: "A switchboard operator at work in 1962"']

describe('an uploaded cover that cannot be used stops the build, naming the post, the field and the fix', () => {
  it('an image without alt text', async () => {
    blogWith(['coverImage: cover.jpg'], { 'cover.jpg': await photo(1200, 630) })
    const error = await stopped(() => loadBlogContent({ dir }))
    expect(error.message).toContain(postFile)
    expect(error.message).toContain('front matter field "coverAlt" is empty, but the post has a cover image')
    expect(error.message).toMatch(/→ Fix the fields/)
  })

  it('a file that is not there', async () => {
    blogWith(withCover)
    const error = await stopped(() => loadBlogContent({ dir }))
    expect(error.code).toBe('InvalidPostCover')
    expect(error.message).toContain(`${postFile}: front matter field "coverImage" ("cover.jpg") does not exist.`)
    expect(error.hint).toBe('Add the file to src/content/blog/one-post/, or fix the name in coverImage.')
  })

  it('a type the build does not take, or a file outside the post’s folder', async () => {
    blogWith(['coverImage: diagram.svg', 'coverAlt: "A diagram"'])
    const svg = await stopped(() => loadBlogContent({ dir }))
    expect(svg.message).toContain('"coverImage" ("diagram.svg") is a .svg file')
    expect(svg.hint).toMatch(
      /^Use a \.jpg, \.jpeg, \.png, \.webp, \.avif image; for drawn art, leave coverImage out and choose a `cover` illustration/,
    )
    blogWith(['coverImage: https://cdn.example/cover.jpg', 'coverAlt: "A photo"'])
    expect((await stopped(() => loadBlogContent({ dir }))).message).toContain(
      '("https://cdn.example/cover.jpg") is not a file in the post’s folder',
    )
    blogWith(['coverImage: ../other-post/cover.jpg', 'coverAlt: "A photo"'])
    expect((await stopped(() => loadBlogContent({ dir }))).message).toContain('is not a file in the post’s folder')
  })

  it('an image smaller than the social card, either way, and one turned by its EXIF orientation', async () => {
    for (const [width, height] of [
      [1199, 630],
      [1600, 629],
    ] as const) {
      blogWith(withCover, { 'cover.jpg': await photo(width, height) })
      const error = await stopped(() => checkCoverImages(loadBlogContent({ dir })))
      expect(error.message).toContain(
        `${postFile}: front matter field "coverImage" ("cover.jpg") is ${width}×${height} pixels, smaller than 1200×630.`,
      )
      expect(error.hint).toMatch(/^Use a larger original, at least 1200 pixels wide and 630 high/)
    }
    // Stored 1300×700 but shown upright (EXIF orientation 6): 700 wide, too narrow.
    blogWith(withCover, {
      'cover.jpg': await sharp(await photo(1300, 700))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    })
    expect((await stopped(() => checkCoverImages(loadBlogContent({ dir })))).message).toContain('is 700×1300 pixels')
  })

  it('a file that is not an image at all', async () => {
    blogWith(withCover, { 'cover.jpg': 'not an image' })
    const error = await stopped(() => checkCoverImages(loadBlogContent({ dir })))
    expect(error.message).toContain('("cover.jpg") is not an image the build can read')
    expect(error.hint).toMatch(/^Export it again as/)
  })

  it('reads a cover the editor emptied ("") as none, and an emptied alt beside an image as missing', async () => {
    blogWith(['coverImage: ""', 'coverAlt: ""'])
    expect(loadBlogContent({ dir }).posts[0]).not.toHaveProperty('coverUpload')
    blogWith(['coverImage: cover.png', 'coverAlt: "  "'], { 'cover.png': await photo(1200, 630, 'png') })
    expect((await stopped(() => loadBlogContent({ dir }))).message).toContain(
      'front matter field "coverAlt" is empty, but the post has a cover image',
    )
  })

  it('accepts an image of exactly the card’s size, named as the editor writes it or as ./name', async () => {
    for (const name of ['cover.png', './cover.png']) {
      blogWith([`coverImage: ${name}`, 'coverAlt: "A photo"'], { 'cover.png': await photo(1200, 630, 'png') })
      await expect(checkCoverImages(loadBlogContent({ dir }))).resolves.toBeUndefined()
    }
  })
})

describe('a post with an uploaded cover, built', () => {
  let content: BlogContent
  let documents: Map<string, unknown>
  const dist = join(root, 'dist')
  const render = (element: ReactNode, path = '/') => {
    // The provider of the Helmet that vite-react-ssg's <Head> renders, as the prerender takes it.
    const helmet: { helmet?: HelmetData } = {}
    const html = renderToString(
      <HelmetProvider context={helmet}>
        <I18nextProvider i18n={createI18n('en', ['common', 'blog'])}>
          <LanguageContext.Provider value="en">
            <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
          </LanguageContext.Provider>
        </I18nextProvider>
      </HelmetProvider>,
    )
    return { body: parse(html), head: parse(helmet.helmet?.meta.toString() ?? '') }
  }

  beforeAll(async () => {
    await loadNamespaces('en', ['common', 'blog'])
    blogWith(withCover, { 'cover.jpg': await photo(2000, 630) })
    content = loadBlogContent({ dir })
    await checkCoverImages(content)
    const images = await buildResponsiveImages(postImageFiles(content), { outDir: dist, cacheDir: null })
    documents = new Map([...blogDocuments(content, images)].map(([path, make]) => [path, make()]))
  }, 60_000)

  const postPage = () => {
    const data = documents.get(blogDataPaths.post('en', 'one-post')) as PostPageData
    const client = new QueryClient()
    client.setQueryData(blogPostQuery('en', 'one-post').queryKey, data)
    const page = (
      <DataScopeContext.Provider value={{ client, dataPresent: () => undefined }}>
        <Routes>
          <Route path="/post/:slug" element={<BlogPostPage />} />
        </Routes>
      </DataScopeContext.Provider>
    )
    return render(page, '/post/one-post')
  }

  const pictureOf = (img: HTMLElement) => {
    const picture = img.parentNode!
    const [avif, webp] = picture.querySelectorAll('source')
    return { picture, avif: avif!, webp: webp! }
  }

  it('the post page shows it in its header as a responsive picture, the page’s first image, loaded at once with high priority', () => {
    const { body } = postPage()
    const [cover, ...figures] = body.querySelectorAll('article img')
    expect(cover!.closest('header')).not.toBeNull()
    expect(cover!.getAttribute('alt')).toBe('A switchboard operator at work in 1962')
    expect([cover!.getAttribute('loading'), cover!.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
    // 2000 px wide: every width up to 1600, the box 800 wide in the upload's proportions.
    const { picture, avif, webp } = pictureOf(cover!)
    expect(picture.tagName).toBe('PICTURE')
    expect(avif.getAttribute('type')).toBe('image/avif')
    expect(avif.getAttribute('srcset')).toMatch(
      /^\/assets\/posts\/[0-9a-f]{12}-480\.avif 480w, \/assets\/posts\/[0-9a-f]{12}-960\.avif 960w, \/assets\/posts\/[0-9a-f]{12}-1600\.avif 1600w$/,
    )
    expect(webp.getAttribute('type')).toBe('image/webp')
    expect(avif.getAttribute('sizes')).toBe(webp.getAttribute('sizes'))
    expect([cover!.getAttribute('width'), cover!.getAttribute('height')]).toEqual(['800', '252'])
    expect(cover!.getAttribute('src')).toMatch(/^\/assets\/posts\/[0-9a-f]{12}-960\.png$/)
    for (const url of [
      cover!.getAttribute('src')!,
      ...avif
        .getAttribute('srcset')!
        .split(', ')
        .map((entry) => entry.split(' ')[0]!),
    ]) {
      expect(readFileSync(join(dist, url)).length, url).toBeGreaterThan(0)
    }
    // The cover is the first of the page's two eager images, so only the body's first figure joins it.
    expect(
      figures.map(
        (img) =>
          `${img.getAttribute('alt')}: ${img.getAttribute('loading')} ${img.getAttribute('fetchpriority') ?? '-'}`,
      ),
    ).toEqual(['First figure: eager high', 'Second figure: lazy -'])
    expect(body.querySelector('header svg')).toBeNull()
  })

  it('the social card’s alt text is the cover’s', () => {
    expect(postPage().head.querySelector('meta[property="og:image:alt"]')!.getAttribute('content')).toBe(
      'A switchboard operator at work in 1962',
    )
  })

  it('cards show it lazily, in the card’s proportions, from every document that lists the post', () => {
    const latest = documents.get(blogDataPaths.latest('en')) as PostSummary[]
    const indexPage = documents.get(blogDataPaths.indexPage('en', 1)) as BlogIndexPageData
    for (const post of [latest[0]!, indexPage.posts[0]!]) {
      const { body } = render(<PostCard post={post} />)
      const img = body.querySelector('article img')!
      expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['lazy', undefined])
      expect(img.getAttribute('alt')).toBe('A switchboard operator at work in 1962')
      expect(img.getAttribute('class')).toContain('aspect-[40/22]')
      expect(img.getAttribute('class')).toContain('object-cover')
      expect(pictureOf(img).avif.getAttribute('srcset')).toContain('1600.avif 1600w')
      expect(body.querySelector('article svg')).toBeNull()
    }
  })

  it('documents carry the built picture and none of the build’s own fields (file paths)', () => {
    const post = (documents.get(blogDataPaths.post('en', 'one-post')) as PostPageData).post
    expect(post.coverPicture?.alt).toBe('A switchboard operator at work in 1962')
    expect(JSON.stringify([...documents.values()])).not.toContain(root)
    expect(JSON.stringify([...documents.values()])).not.toContain('coverUpload')
  })

  it('the social card is cut from the upload’s centre at 1200×630, its 4:3 and square images (SEO-5) as large as the upload holds, and drawn again only when the image changes', {
    timeout: 30_000,
  }, async () => {
    const cards = coverCards(content)
    const cardPath = ogImagePath({ page: 'blogPost', language: 'en', params: { slug: 'one-post' } })
    expect([...cards.keys()]).toEqual([cardPath])
    const entry = {
      kind: 'page',
      language: 'en',
      page: 'blogPost',
      params: { slug: 'one-post' },
      path: '/post/one-post',
    } as const
    const [route] = renderedRoutes([entry], new Map()).routes
    const cache = { dir: join(root, 'card-cache') }
    expect(await socialCardWriter(dist, cache, () => cards).finish([route!])).toEqual({ cards: 3, drawn: 3 })
    // The upload is 2000×630: the 4:3 and the square are as high as it is, not enlarged.
    const sizes = { wide: [1200, 630], '4:3': [840, 630], '1:1': [630, 630] } as const
    for (const format of socialImageFormats) {
      const file = join(dist, ogImagePath({ ...entry, format }))
      const card = sharp(readFileSync(file))
      const [width, height] = sizes[format.name]
      expect(await card.metadata(), format.name).toMatchObject({ format: 'png', width, height })
      // The middle of 2000 px: red to both edges, none of the blue outer fifths.
      const { data, info } = await card.raw().toBuffer({ resolveWithObject: true })
      for (const x of [2, Math.round(width / 2), width - 3]) {
        const at = (315 * info.width + x) * info.channels
        expect([data[at]! > 200, data[at + 2]! < 60], `${format.name} pixel ${x}`).toEqual([true, true])
      }
    }
    expect(await socialCardWriter(dist, cache, () => cards).finish([route!])).toEqual({ cards: 3, drawn: 0 })
    writeFileSync(cards.get(cardPath)!, await photo(1400, 700))
    expect(await socialCardWriter(dist, cache, () => cards).finish([route!])).toEqual({ cards: 3, drawn: 3 })
  })

  it('a post without an upload keeps the generated art, and its documents have no cover picture', {
    timeout: 30_000,
  }, async () => {
    blogWith([])
    const plain = loadBlogContent({ dir })
    const images = await buildResponsiveImages(postImageFiles(plain), { outDir: dist, cacheDir: null })
    const post = [...blogDocuments(plain, images)].find(
      ([path]) => path === blogDataPaths.post('en', 'one-post'),
    )![1]() as PostPageData
    expect(Object.keys(post.post)).not.toContain('coverPicture')
    const { body } = render(<PostCard post={post.post} />)
    expect(body.querySelector('article svg[aria-hidden="true"]')).not.toBeNull()
    expect(body.querySelector('article img')).toBeNull()
    expect(coverCards(plain).size).toBe(0)
  })
})

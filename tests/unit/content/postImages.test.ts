import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogDir, loadBlogContent, postImageFiles, renderPost } from '../../../scripts/content/blogContent'
import { buildResponsiveImages } from '../../../scripts/content/postImages'
import { BuildError } from '../../../src/errors/buildErrors'

const root = mkdtempSync(join(tmpdir(), 'post-images-'))
const dir = join(root, 'src', 'content', 'blog')
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A one-post blog whose English body is `body`, with the figure files it names. */
function blogWith(body: string): void {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(join(dir, 'one-post'), { recursive: true })
  const real = readFileSync(join(blogDir, 'ss7-interception-explained', 'index.en.md'), 'utf8')
  const frontMatter = /^---\n[\s\S]*?\n---\n/.exec(real)![0]
  writeFileSync(
    join(dir, 'one-post', 'index.en.md'),
    `${frontMatter}Signalling networks were built for a small club.\n\n${body}\n`,
  )
  cpSync(
    join(blogDir, 'what-fips-203-means-for-messaging', 'hybrid-key-exchange.svg'),
    join(dir, 'one-post', 'diagram.svg'),
  )
}

const buildError = (run: () => unknown): BuildError => {
  try {
    run()
  } catch (error) {
    return error as BuildError
  }
  throw new Error('expected the build to stop')
}

describe('images in posts, when the post is read', () => {
  it('an image without alt text stops the build, naming the post, the image and the fix', () => {
    blogWith('![](./diagram.svg)')
    const error = buildError(() => loadBlogContent({ dir }))
    expect(error).toBeInstanceOf(BuildError)
    expect(error.message).toContain('src/content/blog/one-post/index.en.md')
    expect(error.message).toContain('"./diagram.svg" has no alt text')
    expect(error.message).toMatch(/Describe what the image shows/)
  })

  it('an image that is not there, or not in the post’s folder, stops the build', () => {
    blogWith('![A diagram](./missing.svg)')
    expect(buildError(() => loadBlogContent({ dir })).message).toContain('"./missing.svg" does not exist')
    blogWith('![A diagram](https://cdn.example/diagram.svg)')
    expect(buildError(() => loadBlogContent({ dir })).message).toContain('is not a file in the post’s folder')
    blogWith('![A diagram](../../../../package.json)')
    expect(buildError(() => loadBlogContent({ dir })).message).toMatch(/is a \.json|is outside the post’s folder/)
  })
  it('security 2026-11-27 I3: an image in a sibling folder whose name starts with the post’s stops the build', () => {
    blogWith('![A diagram](../one-post-old/diagram.svg)')
    mkdirSync(join(dir, 'one-post-old'), { recursive: true })
    cpSync(join(dir, 'one-post', 'diagram.svg'), join(dir, 'one-post-old', 'diagram.svg'))
    expect(buildError(() => loadBlogContent({ dir })).message).toContain(
      '"../one-post-old/diagram.svg" is outside the post’s folder',
    )
  })
})

describe('images in posts, when the post is built', () => {
  let html = ''
  beforeAll(async () => {
    blogWith(
      [
        '![First figure](./diagram.svg "The first caption <b>")',
        'Between the figures.',
        '![Second figure](./diagram.svg)',
        'A paragraph with an inline ![Third figure](./diagram.svg) image.',
      ].join('\n\n'),
    )
    const content = loadBlogContent({ dir })
    const images = await buildResponsiveImages(postImageFiles(content), {
      outDir: join(root, 'dist'),
      cacheDir: join(root, 'cache'),
    })
    html = renderPost(content.posts[0]!, content, images).html
  }, 60_000)

  it('becomes a figure with AVIF and WebP sources, a PNG fallback, its size, alt text and caption', () => {
    const figure = parse(html).querySelector('figure')!
    expect(figure.parentNode?.tagName ?? null).not.toBe('P')
    const [avif, webp] = figure.querySelectorAll('source')
    expect(avif!.getAttribute('type')).toBe('image/avif')
    expect(webp!.getAttribute('type')).toBe('image/webp')
    expect(avif!.getAttribute('srcset')).toMatch(/^\/assets\/posts\/[0-9a-f]{12}-480\.avif 480w, .*-1600\.avif 1600w$/)
    const img = figure.querySelector('img')!
    expect(img.getAttribute('alt')).toBe('First figure')
    expect(img.getAttribute('src')).toMatch(/\.png$/)
    expect(Number(img.getAttribute('width')) / Number(img.getAttribute('height'))).toBeCloseTo(800 / 400, 2)
    expect(figure.querySelector('figcaption')!.innerHTML).toBe('The first caption &lt;b&gt;')
    for (const source of [avif!, webp!]) {
      for (const entry of source.getAttribute('srcset')!.split(', '))
        expect(existsSync(join(root, 'dist', entry.split(' ')[0]!))).toBe(true)
    }
  })

  it('each AVIF and WebP file is the image at the width its srcset gives, in the source’s proportions', async () => {
    const figure = parse(html).querySelector('figure')!
    for (const source of figure.querySelectorAll('source')) {
      for (const entry of source.getAttribute('srcset')!.split(', ')) {
        const [src, width] = entry.split(' ')
        const encoded = await sharp(join(root, 'dist', src!)).metadata()
        expect([encoded.format, encoded.width, encoded.height], src).toEqual([
          src!.endsWith('.avif') ? 'heif' : 'webp',
          parseInt(width!),
          parseInt(width!) / 2,
        ])
      }
    }
  })

  it('an image inside a sentence is a picture, not a figure inside the paragraph', () => {
    const paragraph = parse(html)
      .querySelectorAll('p')
      .find((p) => p.text.includes('inline'))!
    expect(paragraph.querySelector('picture img')!.getAttribute('alt')).toBe('Third figure')
    expect(paragraph.querySelector('figure')).toBeNull()
  })

  it('the first two images load at once with high priority, the others lazily', () => {
    const loading = parse(html)
      .querySelectorAll('img')
      .map((img) => `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority') ?? '-'}`)
    expect(loading).toEqual(['eager high', 'eager high', 'lazy -'])
  })

  it('encodes each size once: a second build takes it from the cache instead of encoding it again', async () => {
    const content = loadBlogContent({ dir })
    const fallback = parse(html).querySelector('img')!.getAttribute('src')!
    // A cache entry that differs from what encoding gives shows up in dist/ only if it was used.
    writeFileSync(join(root, 'cache', fallback.split('/').at(-1)!), 'from the cache')
    rmSync(join(root, 'dist'), { recursive: true })
    await buildResponsiveImages(postImageFiles(content), { outDir: join(root, 'dist'), cacheDir: join(root, 'cache') })
    expect(readFileSync(join(root, 'dist', fallback), 'utf8')).toBe('from the cache')
  })

  it('every image of a blog is built, more than are encoded at a time, each file given its own (files with the same bytes share one)', async () => {
    const sizes = [
      [500, 300],
      [700, 350],
      [900, 300],
    ] as const
    const photos = sizes.map((_, i) => join(dir, 'one-post', `size-${i}.png`))
    await Promise.all(
      sizes.map(([width, height], i) =>
        sharp({ create: { width, height, channels: 3, background: '#0b7a63' } })
          .png()
          .toFile(photos[i]!),
      ),
    )
    const copy = join(dir, 'one-post', 'size-0-again.png')
    cpSync(photos[0]!, copy)
    const built = await buildResponsiveImages([...photos, copy], { outDir: join(root, 'dist'), cacheDir: null })
    // A photo's largest file is its own width, and its box keeps its proportions.
    expect(
      photos.map((photo) => {
        const image = built.get(photo)!
        return [image.avif.at(-1)!.width, Math.round((image.height / image.width) * 100)]
      }),
    ).toEqual(sizes.map(([width, height]) => [width, Math.round((height / width) * 100)]))
    expect(built.get(copy)).toEqual(built.get(photos[0]!))
    for (const image of new Set(built.values())) {
      for (const { src, width } of [...image.avif, ...image.webp])
        expect((await sharp(join(root, 'dist', src)).metadata()).width, src).toBe(width)
    }
  })

  it('a photo is never enlarged past its own width', async () => {
    const photo = join(dir, 'one-post', 'photo.png')
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#0b7a63' } })
      .png()
      .toFile(photo)
    const built = await buildResponsiveImages([photo], { outDir: join(root, 'dist'), cacheDir: null })
    const image = built.get(photo)!
    expect(image.avif.map((entry) => entry.width)).toEqual([480, 640])
    expect([image.width, image.height]).toEqual([640, 480])
    expect((await sharp(join(root, 'dist', image.avif[1]!.src)).metadata()).format).toBe('heif')
  })

  it('a photo stored sideways with an EXIF orientation is built upright, its box in the shown proportions', async () => {
    const photo = join(dir, 'one-post', 'portrait.jpg')
    // Stored 1000×600, shown 600×1000 (orientation 6: turned a quarter clockwise), as a phone writes a portrait photo.
    await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#0b7a63' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toFile(photo)
    const image = (await buildResponsiveImages([photo], { outDir: join(root, 'dist'), cacheDir: null })).get(photo)!
    expect([image.width, image.height]).toEqual([600, 1000])
    expect(image.avif.map((entry) => entry.width)).toEqual([480, 600])
    const encoded = await sharp(join(root, 'dist', image.webp[1]!.src)).metadata()
    expect([encoded.width, encoded.height, encoded.orientation]).toEqual([600, 1000, undefined])
  })
})

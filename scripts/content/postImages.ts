/**
 * Images in posts. A Markdown image (`![alt](./figure.svg "caption")`) names a file in the post's
 * own folder; the build turns it into responsive AVIF and WebP with a PNG fallback, at a few
 * widths, under content-hashed names in dist/assets/posts/, and the post's HTML gets a <figure>
 * with <picture>, width and height (no layout shift), alt text and the caption. Encoded files
 * are kept in .tmp/cache/post-images/, keyed by the source's bytes and the encoder settings, so
 * a rebuild encodes only new or changed images.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { extname, isAbsolute, join, relative, sep } from 'node:path'
import { Lexer, type Token, type Tokens } from 'marked'
import sharp, { type OutputInfo } from 'sharp'
import type { ResponsiveImage } from '../../src/content/blog/responsiveImage'
import { buildError, InvalidPostImage } from '../../src/errors/buildErrors'

export type { ResponsiveImage }

/** Widths (CSS pixels × density) the article column (48rem at most) can ask for: a small phone, a phone or desktop at 1×–2×, a desktop at 2×. */
const postImageWidths = [480, 960, 1600] as const
/** AVIF effort 2: a diagram at 1600 px encodes in 0.4 s instead of 2.2 s at effort 4, for 8 % more bytes. */
const encoders = { avif: { quality: 55, effort: 2 }, webp: { quality: 78 } } as const
const sourceTypes = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif'])

export interface ImageReference {
  href: string
  alt: string
  title: string | null
}

/** Every image a post's Markdown shows, in order. */
export function imageReferences(markdown: string): ImageReference[] {
  // Every Markdown image, inline or by reference, starts with "![": a body without one needs no lexing (most posts; a large blog reads thousands).
  if (!markdown.includes('![')) return []
  const found: ImageReference[] = []
  const visit = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'image') {
        const image = token as Tokens.Image
        found.push({ href: image.href, alt: image.text.trim(), title: image.title ?? null })
      }
      const nested = (token as { tokens?: Token[] }).tokens
      if (nested) visit(nested)
      const items = (token as { items?: { tokens: Token[] }[] }).items
      if (items) for (const item of items) visit(item.tokens)
    }
  }
  visit(new Lexer({ gfm: true }).lex(markdown))
  return found
}

/**
 * Whether `file` lies in `folder` or below it. A bare prefix test would let a sibling folder whose
 * name starts with the post's (`quantum` and `quantum-old`) through (security 2026-11-27, I3).
 */
function insideFolder(file: string, folder: string): boolean {
  const path = relative(folder, file)
  return path !== '' && path.split(sep)[0] !== '..' && !isAbsolute(path)
}

/** Where a post's image is on disk; stops the build, naming the post, the image and the fix, when it cannot be used. */
export function postImageFile(reference: ImageReference, postDir: string, postFile: string): string {
  const { href, alt } = reference
  if (!alt)
    throw buildError(InvalidPostImage, {
      file: postFile,
      image: href,
      problem: 'has no alt text',
      fix: 'Describe what the image shows between the brackets: ![A diagram of …](./figure.svg). Readers who cannot see it, and search engines, read that text instead.',
    })
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) || href.startsWith('/')) {
    throw buildError(InvalidPostImage, {
      file: postFile,
      image: href,
      problem: 'is not a file in the post’s folder',
      fix: 'Put the image next to the post’s Markdown files and link it as ./name.svg (images from other sites are not loaded: the site’s security policy allows only its own).',
    })
  }
  const file = join(postDir, href)
  if (!sourceTypes.has(extname(file).toLowerCase()))
    throw buildError(InvalidPostImage, {
      file: postFile,
      image: href,
      problem: `is a ${extname(file) || 'file without an extension'}`,
      fix: `Use one of ${[...sourceTypes].join(', ')}.`,
    })
  if (!insideFolder(file, postDir))
    throw buildError(InvalidPostImage, {
      file: postFile,
      image: href,
      problem: 'is outside the post’s folder',
      fix: `Copy the image into ${postDir.replace(/^.*\/src\//, 'src/')}/ and link it as ./${href.split('/').pop()}: each post carries its own images, so moving or deleting another post cannot break it.`,
    })
  if (!existsSync(file))
    throw buildError(InvalidPostImage, {
      file: postFile,
      image: href,
      problem: 'does not exist',
      fix: `Add the file to ${postDir.replace(/^.*\/src\//, 'src/')}/, or fix the name in the post.`,
    })
  return file
}

export interface PostImageOutput {
  /** dist/, where assets/posts/ is written. */
  outDir: string
  /** Where encoded files are kept between builds, or null for none. */
  cacheDir: string | null
}

const encoderKey = createHash('sha256')
  .update(`${sharp.versions.vips}\n${JSON.stringify(encoders)}\n${postImageWidths.join()}`)
  .digest('hex')
  .slice(0, 8)

/**
 * Images encoded at the same time. One alone leaves a core idle while its last files encode; each
 * holds its drawn pixels (up to 6 MB a width) until its files are written, so not all at once.
 */
const imagesAtOnce = 2

/** Every image of the blog, built once however many posts and languages show it (files with the same bytes count as one). */
export async function buildResponsiveImages(
  files: Iterable<string>,
  output: PostImageOutput,
): Promise<Map<string, ResponsiveImage>> {
  const contentOf = new Map<string, string>()
  const firstWith = new Map<string, string>()
  for (const file of new Set(files)) {
    const content = createHash('sha256').update(readFileSync(file)).digest('hex')
    contentOf.set(file, content)
    if (!firstWith.has(content)) firstWith.set(content, file)
  }
  const queue = [...firstWith]
  const byContent = new Map<string, ResponsiveImage>()
  const encodeNext = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      byContent.set(next[0], await buildResponsiveImage(next[1], output))
  }
  await Promise.all(Array.from({ length: Math.min(imagesAtOnce, queue.length) }, encodeNext))
  return new Map([...contentOf].map(([file, content]) => [file, byContent.get(content)!]))
}

/** Encodes one source file at every width it covers, in AVIF, WebP and a PNG fallback. */
async function buildResponsiveImage(file: string, output: PostImageOutput): Promise<ResponsiveImage> {
  const bytes = readFileSync(file)
  const hash = createHash('sha256').update(bytes).update(encoderKey).digest('hex').slice(0, 12)
  const isSvg = extname(file).toLowerCase() === '.svg'
  const meta = await sharp(bytes).metadata()
  // A photo as it is shown: turned by its EXIF orientation (a phone's portrait photo is stored sideways).
  const naturalWidth = meta.autoOrient.width ?? postImageWidths[0]
  const naturalHeight = meta.autoOrient.height ?? postImageWidths[0]
  // Vector art is drawn at every width; a photo is never enlarged past its own pixels.
  const widths = isSvg
    ? [...postImageWidths]
    : [
        ...new Set([
          ...postImageWidths.filter((w) => w < naturalWidth),
          Math.min(naturalWidth, postImageWidths.at(-1)!),
        ]),
      ]
  const aspect = naturalHeight / naturalWidth
  await mkdir(join(output.outDir, 'assets', 'posts'), { recursive: true })
  if (output.cacheDir) await mkdir(output.cacheDir, { recursive: true })
  const write = async (name: string, encode: () => Promise<Buffer>) => {
    const target = join(output.outDir, 'assets', 'posts', name)
    const cached = output.cacheDir && join(output.cacheDir, name)
    if (cached && existsSync(cached)) return copyFile(cached, target)
    const data = await encode()
    await writeFile(target, data)
    if (cached) await writeFile(cached, data)
  }
  const resized = (width: number) =>
    (isSvg
      ? sharp(bytes, { density: Math.max(72, (72 * width) / naturalWidth) })
      : sharp(bytes, { autoOrient: true })
    ).resize({ width })
  // A width's AVIF and WebP encode the same pixels: drawn (or decoded and resized) once, when the
  // first of them is not in the cache. The files are byte for byte what each pipeline of its own made.
  const pixels = new Map<number, Promise<{ data: Buffer; info: OutputInfo }>>()
  const resizedOnce = async (width: number) => {
    if (!pixels.has(width)) pixels.set(width, resized(width).raw().toBuffer({ resolveWithObject: true }))
    const { data, info } = await pixels.get(width)!
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
  }
  const image: ResponsiveImage = { width: naturalWidth, height: naturalHeight, avif: [], webp: [], fallback: '' }
  const fallbackWidth = widths.find((w) => w >= 800) ?? widths.at(-1)!
  const fallback = `${hash}-${fallbackWidth}.png`
  // All sizes at once: sharp encodes on its own threads, so this keeps every core busy.
  await Promise.all([
    ...widths.flatMap((width) => [
      write(`${hash}-${width}.avif`, async () => (await resizedOnce(width)).avif(encoders.avif).toBuffer()),
      write(`${hash}-${width}.webp`, async () => (await resizedOnce(width)).webp(encoders.webp).toBuffer()),
    ]),
    // From its own pipeline: the PNG records the drawing's resolution, which raw pixels do not carry.
    write(fallback, () => resized(fallbackWidth).png({ compressionLevel: 9, palette: true }).toBuffer()),
  ])
  image.avif = widths.map((width) => ({ src: `/assets/posts/${hash}-${width}.avif`, width }))
  image.webp = widths.map((width) => ({ src: `/assets/posts/${hash}-${width}.webp`, width }))
  image.fallback = `/assets/posts/${fallback}`
  // The <img> box: the article column's width at most, in the source's proportions.
  image.width = Math.min(naturalWidth, 800)
  image.height = Math.round(image.width * aspect)
  return image
}

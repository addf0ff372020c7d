/**
 * Uploaded covers. A post may name an image in its own folder (front matter `coverImage`, with
 * `coverAlt`) to show instead of its generated art (src/components/blog/CoverArt.tsx) on its page
 * and its cards; its social card is then cut from that image (scripts/hosting/socialCards.ts).
 * The image goes through the body images' pipeline (postImages.ts). Every way an upload can be
 * unusable stops the build naming the post, the field and the fix: the name, type and presence
 * when the post is read, the pixels (which need the file decoded) before anything is built.
 */
import { existsSync } from 'node:fs'
import { extname, join, sep } from 'node:path'
import sharp from 'sharp'
import type { CoverPicture, PostSummary } from '../../src/content/blog/postTypes'
import type { ResponsiveImage } from '../../src/content/blog/responsiveImage'
import { buildError, InvalidPostCover } from '../../src/errors/buildErrors'
import { ogImagePath } from '../../src/routing/ogImagePath'
import { cardSize } from '../hosting/socialCards'

/** Photos and pictures only: vector art is what the `cover` illustrations are for. */
const coverImageTypes = ['.jpg', '.jpeg', '.png', '.webp', '.avif'] as const
/** The social card is cut from the cover at this size, so a smaller image would be enlarged there (and on wide screens). */
const coverMinimumSize = cardSize

/** The posts of a blog as far as covers go (blogContent.ts's BlogContent, which imports this module). */
interface PostsWithCovers {
  posts: readonly (Pick<PostSummary, 'slug' | 'language'> & { coverUpload?: CoverUpload })[]
}

/** A post's uploaded cover as read from its front matter, its file checked to exist. */
export interface CoverUpload {
  /** The file name as the front matter writes it, for messages. */
  name: string
  /** Absolute path of the image. */
  file: string
  alt: string
  /** The post's Markdown file, for messages. */
  postFile: string
}

const folderOf = (postDir: string) => postDir.replace(/^.*\/src\//, 'src/')

/** Where the cover a post names is on disk; stops the build, naming the post, the field and the fix, when it cannot be used. */
export function coverImageFile(name: string, postDir: string, postFile: string): string {
  const file = join(postDir, name)
  // Decap writes the bare file name (the posts' media folder is the post's own); people may write ./cover.jpg.
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(name) || name.startsWith('/') || !file.startsWith(postDir + sep)) {
    throw buildError(InvalidPostCover, {
      file: postFile,
      image: name,
      problem: 'is not a file in the post’s folder',
      fix: `Upload the image in the editor’s “Cover image” field, or put it in ${folderOf(postDir)}/ and write its file name (coverImage: cover.jpg); images from other sites are not loaded.`,
    })
  }
  if (!(coverImageTypes as readonly string[]).includes(extname(file).toLowerCase())) {
    const kind = extname(file) ? `a ${extname(file)} file` : 'a file without an extension'
    throw buildError(InvalidPostCover, {
      file: postFile,
      image: name,
      problem: `is ${kind}`,
      fix: `Use a ${coverImageTypes.join(', ')} image; for drawn art, leave coverImage out and choose a \`cover\` illustration.`,
    })
  }
  if (!existsSync(file))
    throw buildError(InvalidPostCover, {
      file: postFile,
      image: name,
      problem: 'does not exist',
      fix: `Add the file to ${folderOf(postDir)}/, or fix the name in coverImage.`,
    })
  return file
}

/** The size an image is shown at: a photo turned by its EXIF orientation counts as turned. */
async function shownSize(file: string): Promise<{ width: number; height: number } | null> {
  try {
    const meta = await sharp(file).metadata()
    return meta.autoOrient ?? { width: meta.width, height: meta.height }
  } catch {
    return null
  }
}

/** Checks every published post's uploaded cover can be decoded and is large enough; run before building images. */
export async function checkCoverImages(content: PostsWithCovers): Promise<void> {
  const sizes = new Map<string, Promise<{ width: number; height: number } | null>>()
  for (const post of content.posts) {
    if (!post.coverUpload) continue
    const { name, file, postFile } = post.coverUpload
    if (!sizes.has(file)) sizes.set(file, shownSize(file))
    const size = await sizes.get(file)!
    if (!size)
      throw buildError(InvalidPostCover, {
        file: postFile,
        image: name,
        problem: 'is not an image the build can read',
        fix: `Export it again as ${coverImageTypes.join(', ')}; its extension must match what the file is.`,
      })
    if (size.width < coverMinimumSize.width || size.height < coverMinimumSize.height) {
      throw buildError(InvalidPostCover, {
        file: postFile,
        image: name,
        problem: `is ${size.width}×${size.height} pixels, smaller than ${coverMinimumSize.width}×${coverMinimumSize.height}`,
        fix: `Use a larger original, at least ${coverMinimumSize.width} pixels wide and ${coverMinimumSize.height} high: the social card is cut from it at that size.`,
      })
    }
  }
}

/** The cover as pages show it, once its image is built (buildResponsiveImages with postImageFiles). */
export function coverPictureOf(upload: CoverUpload, images: ReadonlyMap<string, ResponsiveImage>): CoverPicture {
  const image = images.get(upload.file)
  if (!image)
    throw new Error(
      `${upload.postFile}: the cover image was not built; build the post's images (buildResponsiveImages with postImageFiles) before rendering it.`,
    )
  return { image, alt: upload.alt }
}

/** The social cards to cut from an uploaded cover instead of drawing: the card's path in dist/ → the image. */
export function coverCards(content: PostsWithCovers): Map<string, string> {
  return new Map(
    content.posts.flatMap((post) =>
      post.coverUpload
        ? [
            [
              ogImagePath({ page: 'blogPost', language: post.language, params: { slug: post.slug } }),
              post.coverUpload.file,
            ] as const,
          ]
        : [],
    ),
  )
}

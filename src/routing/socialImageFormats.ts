import type { PageId } from '../../routes.config'

/**
 * The shapes of a page's social image. Every page has the wide card that link previews show
 * (og:image). A post also has a 4:3 and a square one: Google asks articles for high-resolution
 * images in 16:9, 4:3 and 1:1, and picks the shape a surface needs (SEO-5).
 */
export const socialImageFormats = [
  { name: 'wide', fileSuffix: '', width: 1200, height: 630 },
  { name: '4:3', fileSuffix: '.4x3', width: 1200, height: 900 },
  { name: '1:1', fileSuffix: '.1x1', width: 1200, height: 1200 },
] as const

export type SocialImageFormat = (typeof socialImageFormats)[number]

export const wideSocialImage: SocialImageFormat = socialImageFormats[0]

/** The formats a page's social images come in: a post's three, any other page's wide card. */
export function socialImageFormatsOf(page: PageId): readonly SocialImageFormat[] {
  return page === 'blogPost' ? socialImageFormats : [wideSocialImage]
}

/**
 * The size of one format's image. A drawn card has the format's size. One cut from an uploaded
 * picture is the largest crop of the format's shape the picture holds, at most the format's width
 * and never enlarged: a cover 1200 pixels wide and 630 high gives a square of 630.
 */
export function socialImageSize(
  format: SocialImageFormat,
  picture?: { width: number; height: number },
): { width: number; height: number } {
  if (!picture) return { width: format.width, height: format.height }
  const shape = format.width / format.height
  const width = Math.min(format.width, picture.width, Math.floor(picture.height * shape))
  return { width, height: Math.min(picture.height, Math.round(width / shape)) }
}

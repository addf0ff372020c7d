/**
 * The spec's rule for every page: its first two images load at once with high priority, the rest
 * lazily. Images are counted in the order the page shows them; a post's body is HTML made by the
 * build, so the images after it count the ones it holds.
 */
const eagerImageCount = 2

export type ImagePriority = 'high' | 'lazy'

/** The priority of the image at `position` (0 for the page's first image). */
export function imagePriorityAt(position: number): ImagePriority {
  return position < eagerImageCount ? 'high' : 'lazy'
}

/** Images in HTML the build made (a post's body). */
export function imagesIn(html: string): number {
  return html.match(/<img\s/g)?.length ?? 0
}

/**
 * Priorities for a list of post cards: only a card with an uploaded cover shows an image (the
 * drawn art is inline SVG); `imagesAbove` counts the page's images before the list.
 */
export function cardImagePriorities(
  posts: readonly { coverPicture?: unknown }[],
  imagesAbove: number,
): ImagePriority[] {
  let position = imagesAbove
  return posts.map((post) => (post.coverPicture ? imagePriorityAt(position++) : 'lazy'))
}

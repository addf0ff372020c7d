import type { ImagePriority } from '../../content/blog/imagePriority'
import type { CoverPicture as Picture } from '../../content/blog/postTypes'
import { srcsetOf } from '../../content/blog/responsiveImage'
import { cn } from '../ui/cn'

/**
 * A post's uploaded cover as a responsive <picture>: AVIF, then WebP, then the fallback, its box
 * sized from width and height so nothing moves as it loads. `priority` is its place among the
 * page's images (src/content/blog/imagePriority.ts): the post's own cover is its page's first.
 */
export function CoverPicture({
  picture,
  sizes,
  priority,
  className,
}: {
  picture: Picture
  sizes: string
  priority: ImagePriority
  className?: string
}) {
  const { image, alt } = picture
  const loading =
    priority === 'high' ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy' } as const)
  return (
    <picture className="block">
      {/* The editor's preview has the upload alone, not yet encoded. */}
      {image.avif.length > 0 && <source type="image/avif" srcSet={srcsetOf(image.avif)} sizes={sizes} />}
      {image.webp.length > 0 && <source type="image/webp" srcSet={srcsetOf(image.webp)} sizes={sizes} />}
      {/* The upload's proportions vary: the class sets the slot's, and object-cover fills it as the social card is cut. */}
      <img
        src={image.fallback}
        width={image.width}
        height={image.height}
        alt={alt}
        {...loading}
        decoding="async"
        className={cn('block h-auto w-full object-cover', className)}
      />
    </picture>
  )
}

import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

export interface FigureProps {
  /** Names the picture in the page (`data-visual`): tests and dist-check find every picture by it. */
  name: string
  /** One sentence saying what the picture shows. */
  caption: string
  /**
   * The points the picture makes, for readers who cannot see it. Give them when the picture is a
   * drawing of a screen: its text is then hidden from assistive technology (a fake button read
   * out as a button misleads), and this list is its text alternative. A diagram built from
   * readable text (zones, steps, labels in reading order) is its own alternative and needs none.
   */
  description?: readonly string[]
  /** `hidden`: the caption is for screen readers only (a picture beside a heading that says it all). */
  captionDisplay?: 'visible' | 'hidden'
  /** The band the figure sits on, for the caption's colours. */
  tone?: 'light' | 'dark'
  /**
   * `deferred` for pictures below the fold: the browser skips their layout and paint until they
   * come near the screen (`content-visibility: auto`; their box keeps its size, so nothing moves).
   */
  rendering?: 'eager' | 'deferred'
  className?: string
  children: ReactNode
}

/**
 * A picture of the product or a diagram, with its caption and text alternative: the one frame
 * every visual of the site (and a post) is shown in.
 */
export function Figure({
  name,
  caption,
  description,
  captionDisplay = 'visible',
  tone = 'light',
  rendering = 'eager',
  className,
  children,
}: FigureProps) {
  const hiddenArt = description !== undefined
  return (
    <figure data-visual={name} className={cn('min-w-0', className)}>
      <div
        data-slot="visual-art"
        aria-hidden={hiddenArt ? 'true' : undefined}
        className={cn(rendering === 'deferred' && 'visual-deferred')}
      >
        {children}
      </div>
      <figcaption
        className={cn(
          captionDisplay === 'hidden' ? 'sr-only' : 'mt-4 max-w-measure text-sm leading-6',
          tone === 'dark' ? 'text-ink-200' : 'text-ink-600',
        )}
      >
        <p>{caption}</p>
        {hiddenArt && (
          <ul className="sr-only">
            {description.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </figcaption>
    </figure>
  )
}

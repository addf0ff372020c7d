import { createContext, useContext, useState, type ImgHTMLAttributes } from 'react'

/** Hands out each image's position on the page in render order (the same on server and client). */
export interface ImageOrder {
  next(): number
}

export function createImageOrder(): ImageOrder {
  let count = 0
  return { next: () => count++ }
}

export const ImageOrderContext = createContext<ImageOrder | null>(null)

/** Spec: the first 2 images of a page load eagerly with high priority; the rest lazily. */
const eagerImageCount = 2

export type PageImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'> & {
  alt: string
  width: number
  height: number
}

/** An <img> that knows its place on the page; width and height are required so nothing shifts. */
export function PageImage(props: PageImageProps) {
  const order = useContext(ImageOrderContext)
  const [index] = useState(() => order?.next() ?? eagerImageCount)
  const eager = index < eagerImageCount
  return (
    <img
      data-slot="page-image"
      decoding="async"
      {...props}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  )
}

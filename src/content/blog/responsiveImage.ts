/** One image as the browser gets it (scripts/content/postImages.ts builds it): AVIF and WebP at a few widths, a fallback, and its box. */
export interface ResponsiveImage {
  width: number
  height: number
  avif: { src: string; width: number }[]
  webp: { src: string; width: number }[]
  fallback: string
}

/** A <source>'s srcset: each encoded width with its URL, so the browser picks the smallest that fills the slot. */
export function srcsetOf(candidates: ResponsiveImage['avif']): string {
  return candidates.map(({ src, width }) => `${src} ${width}w`).join(', ')
}

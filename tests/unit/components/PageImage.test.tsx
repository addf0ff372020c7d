import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createImageOrder, ImageOrderContext, PageImage } from '../../../src/components/ui/PageImage'

function page(count: number) {
  return renderToString(
    <ImageOrderContext.Provider value={createImageOrder()}>
      {Array.from({ length: count }, (_, i) => (
        <PageImage key={i} src={`/img/${i}.svg`} alt={`image ${i}`} width={10} height={10} />
      ))}
    </ImageOrderContext.Provider>,
  )
}

describe('PageImage', () => {
  it('loads the first two images of a page eagerly with high priority and the rest lazily', () => {
    const images = page(4).match(/<img[^>]*>/g) ?? []
    expect(images).toHaveLength(4)
    expect(
      images.slice(0, 2).every((img) => img.includes('loading="eager"') && img.includes('fetchPriority="high"')),
    ).toBe(true)
    expect(images.slice(2).every((img) => img.includes('loading="lazy"') && !img.includes('fetchPriority'))).toBe(true)
  })

  it('starts counting again on every page', () => {
    expect(page(1)).toContain('loading="eager"')
    expect(page(1)).toContain('loading="eager"')
  })
})

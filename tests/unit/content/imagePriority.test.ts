import { describe, expect, it } from 'vitest'
import { cardImagePriorities, imagePriorityAt, imagesIn } from '../../../src/content/blog/imagePriority'

const upload = { coverPicture: {} }
const art = {}

describe('the first two images of a page load at once, the rest lazily', () => {
  it('counts only cards that show an image, after the images above the list', () => {
    expect(cardImagePriorities([art, upload, art, upload, upload], 0)).toEqual(['lazy', 'high', 'lazy', 'high', 'lazy'])
    expect(cardImagePriorities([upload, upload], 1)).toEqual(['high', 'lazy'])
    expect(cardImagePriorities([upload], 2)).toEqual(['lazy'])
  })

  it('counts the images a post body holds', () => {
    expect(
      imagesIn(
        '<figure><picture><source srcset="a"><img src="a.png" alt="A"></picture></figure><p>x <img src="b.png" alt="B"></p>',
      ),
    ).toBe(2)
    expect(imagesIn('<p>No images; an <code>&lt;img&gt;</code> written as text.</p>')).toBe(0)
    expect([0, 1, 2].map(imagePriorityAt)).toEqual(['high', 'high', 'lazy'])
  })
})

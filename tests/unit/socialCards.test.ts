import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardRenderer, cardSize, cardSvg } from '../../scripts/hosting/socialCards'

async function pixels(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer()
}

describe('social cards', () => {
  it('draw the title and address over the shared background exactly as the whole card would be drawn', { timeout: 20_000 }, async () => {
    const render = cardRenderer()
    for (const [title, eyebrow] of [
      ['Heute abfangen, später entschlüsseln: das Risiko für aufgezeichneten Verkehr', 'www.vaultline.example/de/post/harvest-now-decrypt-later'],
      ['FAQs', 'www.vaultline.example/faqs'],
    ] as const) {
      const fast = await render(title, eyebrow)
      expect(await sharp(fast).metadata()).toMatchObject({ format: 'png', width: cardSize.width, height: cardSize.height })
      const [a, b] = await Promise.all([pixels(fast), sharp(Buffer.from(cardSvg(title, eyebrow))).png().toBuffer().then(pixels)])
      let largest = 0
      for (let i = 0; i < a.length; i += 1) largest = Math.max(largest, Math.abs(a[i]! - b[i]!))
      // Rounding in two blending steps instead of one: never a visible difference.
      expect(largest, title).toBeLessThanOrEqual(3)
    }
  })
})

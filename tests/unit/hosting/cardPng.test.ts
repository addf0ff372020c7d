import { randomBytes } from 'node:crypto'
import { deflateSync, gzipSync, inflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { adler32, adler32Combine, crc32, rowPngEncoder } from '../../../scripts/hosting/cardPng'
import { blendOver, rowsUnder } from '../../../scripts/hosting/socialCards'

const width = 37
const height = 23
const stride = width * 3

/** A background with structure (a gradient) and noise, so deflate has both runs and literals to write. */
function background(): Buffer {
  const noise = randomBytes(stride * height)
  const image = Buffer.alloc(stride * height)
  for (let i = 0; i < image.length; i++) image[i] = (i % 251) ^ (noise[i]! & 3)
  return image
}

/** The image with the given rows replaced, as the encoder is told to draw it. */
function withRows(base: Buffer, rows: ReadonlyMap<number, Buffer>): Buffer {
  const image = Buffer.from(base)
  for (const [y, row] of rows) row.copy(image, y * stride)
  return image
}

/** The PNG's pixel stream, inflated by zlib itself: throws on a wrong Adler-32 ("incorrect data check"). */
function inflatedPixels(png: Buffer): Buffer {
  const parts: Buffer[] = []
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at)
    const type = png.toString('latin1', at + 4, at + 8)
    const body = png.subarray(at + 8, at + 8 + length)
    expect(png.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8), body))
    if (type === 'IDAT') parts.push(body)
    at += 12 + length
  }
  return inflateSync(Buffer.concat(parts))
}

describe('PNG encoding by rows over a fixed background', () => {
  const base = background()
  const row = () => randomBytes(stride)
  const layouts: Record<string, number[]> = {
    'no row changed': [],
    'every row changed': Array.from({ length: height }, (_, y) => y),
    'the first row': [0],
    'the last row': [height - 1],
    'runs and single rows': [1, 2, 3, 7, 10, 11, 20],
  }
  for (const [name, changed] of Object.entries(layouts)) {
    it(`decodes to exactly the image drawn (${name})`, async () => {
      const encode = rowPngEncoder(base, width, height, { level: 4, backgroundLevel: 9 })
      const rows = new Map(changed.map((y) => [y, row()]))
      const expected = withRows(base, rows)
      // Twice: the second image reuses the background's runs deflated for the first.
      for (let round = 0; round < 2; round++) {
        const png = await encode(rows)
        const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
        expect(info).toMatchObject({ width, height, channels: 3 })
        expect(data.equals(expected)).toBe(true)
        // Every row filtered "none", then the row's pixels.
        const stream = inflatedPixels(png)
        for (let y = 0; y < height; y++) expect(stream[y * (stride + 1)]).toBe(0)
      }
    })
  }

  it('refuses a row of the wrong length or outside the image, naming it', async () => {
    const encode = rowPngEncoder(base, width, height, { level: 4, backgroundLevel: 9 })
    await expect(encode(new Map([[3, Buffer.alloc(stride - 1)]]))).rejects.toThrow(/Row 3 .* it is 110 bytes/)
    await expect(encode(new Map([[height, Buffer.alloc(stride)]]))).rejects.toThrow(`Row ${height} `)
    expect(() => rowPngEncoder(Buffer.alloc(10), width, height, { level: 4, backgroundLevel: 9 })).toThrow(
      /has 10 bytes/,
    )
  })
})

describe('the checksums PNG needs', () => {
  it('CRC-32 is the standard one, as gzip writes it, over one part or several of any length', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926)
    expect(crc32(Buffer.from('1234'), Buffer.from('56789'))).toBe(0xcbf43926)
    for (const length of [0, 1, 7, 8, 9, 15, 16, 17, 100_003]) {
      const bytes = randomBytes(length)
      // A gzip member ends with the CRC-32 of its contents, then their length (both little-endian).
      const gzipped = gzipSync(bytes)
      const gzips = gzipped.readUInt32LE(gzipped.length - 8)
      expect(crc32(bytes), `${length} bytes`).toBe(gzips)
      expect(crc32(bytes.subarray(0, length >> 1), bytes.subarray(length >> 1)), `${length} bytes in two parts`).toBe(
        gzips,
      )
    }
  })

  it('Adler-32, alone and combined from two parts, is what zlib writes', () => {
    for (const length of [0, 1, 7, 8, 9, 3799, 3800, 3801, 5552, 7601, 200_000]) {
      const bytes = length === 200_000 ? Buffer.alloc(length, 255) : randomBytes(length)
      const deflated = deflateSync(bytes)
      const zlibs = deflated.readUInt32BE(deflated.length - 4)
      expect(adler32(bytes), `${length} bytes`).toBe(zlibs)
      const cut = Math.floor(length / 3)
      expect(
        adler32Combine(adler32(bytes.subarray(0, cut)), adler32(bytes.subarray(cut)), length - cut),
        `${length} bytes cut at ${cut}`,
      ).toBe(zlibs)
    }
  })
})

describe('the rows a text layer changes', () => {
  it('are exactly the rows where the layer has any opacity, blended as the whole image would be', () => {
    const base = background()
    const top = 4
    const layer = Buffer.alloc(width * 10 * 4)
    // Opaque, half and faint pixels on three rows of the layer; the others transparent.
    layer.writeUInt32LE(0xff_20_40_60, (1 * width + 5) * 4)
    layer.writeUInt32LE(0x80_ff_ff_ff, (2 * width + 0) * 4)
    layer.writeUInt32LE(0x01_00_00_00, (9 * width + width - 1) * 4)
    // Colour without opacity changes nothing: its row is not one of them.
    layer.writeUInt32LE(0x00_ff_ff_ff, (5 * width + 3) * 4)
    const rows = rowsUnder(base, width, top, layer)
    expect([...rows.keys()]).toEqual([top + 1, top + 2, top + 9])
    const whole = Buffer.from(base)
    blendOver(whole, width, top, layer)
    expect(withRows(base, rows).equals(whole)).toBe(true)
  })
})

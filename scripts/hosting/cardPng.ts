/**
 * PNG encoding of images that differ from one fixed background in a few rows: the social cards,
 * whose text touches about a third of the rows. libvips deflates every row of every card, and
 * that was half of a card's time; here the background's rows are deflated once per run of rows
 * and only the rows that differ are deflated per image.
 *
 * How: a PNG's pixels are one zlib stream, and a deflate stream may be cut into pieces that each
 * end on a byte boundary without the final flag (a sync flush) and refer to nothing before them.
 * Each run of rows is such a piece; the stream closes with an empty final block and the Adler-32
 * of all rows, combined from each piece's. Every row uses filter type 0 (none), as libvips writes
 * the cards.
 */
import { promisify } from 'node:util'
import { constants, deflateRaw, type ZlibOptions } from 'node:zlib'

const deflateRawAsync = promisify(deflateRaw)

/** What a run of rows becomes in the stream. */
interface Piece {
  deflated: Buffer
  adler: number
  /** Bytes of the rows before deflating (filter bytes included). */
  length: number
}

/** CRC-32 tables for eight bytes at a time ("slicing by 8"): table k is a byte followed by k zero bytes. */
const crcTables = (() => {
  const tables = new Int32Array(8 * 256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    tables[n] = c
  }
  for (let k = 1; k < 8; k++)
    for (let n = 0; n < 256; n++)
      tables[k * 256 + n] = (tables[(k - 1) * 256 + n]! >>> 8) ^ tables[tables[(k - 1) * 256 + n]! & 255]!
  return tables
})()

/**
 * CRC-32 as PNG chunks carry it (node:zlib has crc32 only from Node 22.2), eight bytes per step:
 * every card's compressed pixels pass through it, and byte by byte it took 5 % of the time the
 * cards spend on the thread that encodes them (Adler-32 another 14 %).
 */
export function crc32(...parts: Uint8Array[]): number {
  let c = -1
  for (const part of parts) {
    const length = part.length
    let i = 0
    for (; i + 8 <= length; i += 8) {
      const low = c ^ (part[i]! | (part[i + 1]! << 8) | (part[i + 2]! << 16) | (part[i + 3]! << 24))
      c =
        crcTables[7 * 256 + (low & 255)]! ^
        crcTables[6 * 256 + ((low >>> 8) & 255)]! ^
        crcTables[5 * 256 + ((low >>> 16) & 255)]! ^
        crcTables[4 * 256 + (low >>> 24)]! ^
        crcTables[3 * 256 + part[i + 4]!]! ^
        crcTables[2 * 256 + part[i + 5]!]! ^
        crcTables[256 + part[i + 6]!]! ^
        crcTables[part[i + 7]!]!
    }
    for (; i < length; i++) c = crcTables[(c ^ part[i]!) & 255]! ^ (c >>> 8)
  }
  return (c ^ -1) >>> 0
}

const adlerBase = 65521

/**
 * Adler-32 of the rows, eight bytes per step: after eight bytes, b has grown by eight times a and
 * by each byte as often as a sum that includes it is added (8, 7, … 1 times). Both are reduced
 * every 3,800 bytes, the most after which b still fits in 31 bits, so V8 keeps them small integers.
 */
export function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  const length = bytes.length
  for (let i = 0; i < length; ) {
    const end = Math.min(i + 3800, length)
    for (; i + 8 <= end; i += 8) {
      const x0 = bytes[i]!
      const x1 = bytes[i + 1]!
      const x2 = bytes[i + 2]!
      const x3 = bytes[i + 3]!
      const x4 = bytes[i + 4]!
      const x5 = bytes[i + 5]!
      const x6 = bytes[i + 6]!
      const x7 = bytes[i + 7]!
      b += 8 * a + 8 * x0 + 7 * x1 + 6 * x2 + 5 * x3 + 4 * x4 + 3 * x5 + 2 * x6 + x7
      a += x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7
    }
    for (; i < end; i++) {
      a += bytes[i]!
      b += a
    }
    a %= adlerBase
    b %= adlerBase
  }
  return ((b << 16) | a) >>> 0
}

/** The Adler-32 of two byte strings one after the other, from each one's checksum and the second's length. */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const remainder = secondLength % adlerBase
  const a1 = first & 0xffff
  const b1 = first >>> 16
  const a2 = second & 0xffff
  const b2 = second >>> 16
  const a = (a1 + a2 + adlerBase - 1) % adlerBase
  const b = (((remainder * a1) % adlerBase) + b1 + b2 + adlerBase - remainder) % adlerBase
  return ((b << 16) | a) >>> 0
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'latin1')
  const tail = Buffer.alloc(4)
  tail.writeUInt32BE(crc32(head.subarray(4), body), 0)
  return Buffer.concat([head, body, tail])
}

const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])
/** A final fixed-Huffman block holding only its end code: closes the stream after the sync-flushed pieces. */
const finalEmptyBlock = Buffer.from([0x03, 0x00])
/** zlib header: deflate, 32 KB window, default level (what libvips writes at level 6). */
const zlibHeader = Buffer.from([0x78, 0x9c])

export interface RowPngOptions {
  /** zlib compression level of the rows given per image. */
  level: number
  /** zlib compression level of the background's runs of rows, each deflated once for every image. */
  backgroundLevel: number
}

/**
 * An encoder of `width`×`height` 8-bit RGB images that equal `background` (RGB, row after row)
 * except in the rows given to it: row index → that row's `width * 3` bytes.
 */
export function rowPngEncoder(
  background: Buffer,
  width: number,
  height: number,
  options: RowPngOptions,
): (rows: ReadonlyMap<number, Buffer>) => Promise<Buffer> {
  const stride = width * 3
  if (background.length !== stride * height)
    throw new Error(
      `The background has ${background.length} bytes; a ${width}×${height} RGB image has ${stride * height}.`,
    )
  const zlibOptions: ZlibOptions = { level: options.level, finishFlush: constants.Z_SYNC_FLUSH }
  const backgroundZlibOptions: ZlibOptions = { ...zlibOptions, level: options.backgroundLevel }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // RGB
  const ihdr = chunk('IHDR', header)
  const iend = chunk('IEND', new Uint8Array(0))

  const filtered = (count: number, row: (index: number) => Uint8Array): Buffer => {
    const out = Buffer.alloc(count * (stride + 1))
    for (let i = 0; i < count; i++) out.set(row(i), i * (stride + 1) + 1)
    return out
  }
  const backgroundRow = (y: number) => background.subarray(y * stride, (y + 1) * stride)
  // Runs of background rows recur from image to image (the same lines of text leave the same gaps).
  // Deflated on zlib's threads like the images' own rows: the thread encoding the images has the
  // blending and the checksums to do.
  const backgroundPieces = new Map<string, Promise<Piece>>()
  const backgroundPiece = (from: number, to: number): Promise<Piece> => {
    const key = `${from}-${to}`
    let piece = backgroundPieces.get(key)
    if (!piece) {
      const rows = filtered(to - from, (i) => backgroundRow(from + i))
      piece = deflateRawAsync(rows, backgroundZlibOptions).then((deflated) => ({
        deflated,
        adler: adler32(rows),
        length: rows.length,
      }))
      backgroundPieces.set(key, piece)
    }
    return piece
  }
  const ownPiece = async (from: number, to: number, rows: ReadonlyMap<number, Buffer>): Promise<Piece> => {
    const bytes = filtered(to - from, (i) => rows.get(from + i)!)
    return { deflated: await deflateRawAsync(bytes, zlibOptions), adler: adler32(bytes), length: bytes.length }
  }

  return async (rows) => {
    for (const [y, row] of rows)
      if (!Number.isInteger(y) || y < 0 || y >= height || row.length !== stride)
        throw new Error(
          `Row ${y} of a ${width}×${height} image must be ${stride} bytes at 0…${height - 1}; it is ${row.length} bytes.`,
        )
    const pending: Promise<Piece>[] = []
    for (let from = 0; from < height; ) {
      const own = rows.has(from)
      let to = from + 1
      while (to < height && rows.has(to) === own) to++
      pending.push(own ? ownPiece(from, to, rows) : backgroundPiece(from, to))
      from = to
    }
    const pieces = await Promise.all(pending)
    let adler = 1
    for (const piece of pieces) adler = adler32Combine(adler, piece.adler, piece.length)
    const trailer = Buffer.alloc(4)
    trailer.writeUInt32BE(adler, 0)
    const idat = chunk(
      'IDAT',
      Buffer.concat([zlibHeader, ...pieces.map((piece) => piece.deflated), finalEmptyBlock, trailer]),
    )
    return Buffer.concat([signature, ihdr, idat, iend])
  }
}

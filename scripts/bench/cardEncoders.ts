/**
 * `npx tsx scripts/bench/cardEncoders.ts [--cards 120]`: the cards' PNG encoder (scripts/hosting/cardPng.ts)
 * against libvips' own, `sharp().png()`, on the same pixels: title cards drawn once, then each
 * encoded both ways, four at a time as the build does. Prints CPU milliseconds and kilobytes a card
 * (docs/architecture.md, "Libraries instead of home-made parts"); asserts nothing.
 */
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { rowPngEncoder } from '../hosting/cardPng'
import { cardRenderer, cardSize } from '../hosting/socialCards'

const { values } = parseArgs({ options: { cards: { type: 'string', default: '120' } } })
const words = 'password manager for teams security vault sharing audit compliance passkeys breach recovery'.split(' ')
const titles = Array.from(
  { length: Number(values.cards) },
  (_, i) => `${Array.from({ length: 3 + (i % 7) }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(' ')} ${i}`,
)
sharp.cache(false)
const { width, height } = cardSize
const stride = width * 3
const raw = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer()
const render = cardRenderer()
const background = await raw((await render('', ''))[0]!)
const cards = await Promise.all(
  titles.map(async (title, i) => raw((await render(title, `example.com/blog/post-${i}`))[0]!)),
)
/** The rows of each card that differ from the background, as the row encoder is given them. */
const rowsOf = (card: Buffer) => {
  const rows = new Map<number, Buffer>()
  for (let y = 0; y < height; y++) {
    const row = card.subarray(y * stride, (y + 1) * stride)
    if (!row.equals(background.subarray(y * stride, (y + 1) * stride))) rows.set(y, row)
  }
  return rows
}
const changedRows = cards.map(rowsOf)

async function measure(name: string, encode: (index: number) => Promise<Buffer>): Promise<void> {
  const queue = cards.map((_, index) => index)
  let bytes = 0
  const cpu = process.cpuUsage()
  const started = performance.now()
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let index = queue.shift(); index !== undefined; index = queue.shift()) {
        // Awaited first: `bytes += await …` would add to the total as it was before the wait.
        const png = await encode(index)
        bytes += png.length
      }
    }),
  )
  const wall = performance.now() - started
  const used = process.cpuUsage(cpu)
  const perCard = (value: number) => (value / cards.length).toFixed(1)
  console.log(
    `${name}: ${perCard((used.user + used.system) / 1000)} ms CPU a card (wall ${perCard(wall)} ms), ${perCard(bytes / 1024)} KB a card`,
  )
}

const rowEncoder = rowPngEncoder(background, width, height, { level: 3, backgroundLevel: 9 })
const libvips = (level: number) => (index: number) =>
  sharp(cards[index]!, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: level })
    .toBuffer()
// Alternating rounds: on a shared machine the load moves from one minute to the next.
for (let round = 1; round <= 3; round++) {
  console.log(`round ${round}`)
  await measure('  row encoder (cardPng.ts, levels 3 and 9)', (index) => rowEncoder(changedRows[index]!))
  await measure('  sharp().png() level 6', libvips(6))
  await measure('  sharp().png() level 3', libvips(3))
}

/**
 * The thread the build draws its social cards on (scripts/hosting/socialCardsOnThread.ts starts
 * it): the render holds the main thread, and the cards' own JavaScript (laying out, blending and
 * deflating rows) would wait for it. It keeps one writer (scripts/hosting/socialCards.ts) and
 * answers `finish` with what it wrote, or with why it could not.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { socialCardWriter } from './socialCards'
import type { CardThreadData, CardThreadMessage, CardThreadReply } from './socialCardsOnThread'

const { distDir, cacheDir } = workerData as CardThreadData
let covers: ReadonlyMap<string, string> = new Map()
const writer = socialCardWriter(distDir, cacheDir ? { dir: cacheDir } : null, () => covers)
const reply = (message: CardThreadReply) => parentPort!.postMessage(message)

parentPort!.on('message', (message: CardThreadMessage) => {
  if (message.kind === 'covers') covers = new Map(message.covers)
  else if (message.kind === 'add') writer.add(message.route)
  else
    writer.finish(message.routes).then(
      (result) => reply({ kind: 'finished', ...result }),
      (error: unknown) =>
        reply({ kind: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    )
})

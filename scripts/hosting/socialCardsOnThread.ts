/**
 * The build's social cards, drawn on a thread of their own (scripts/hosting/socialCardsThread.ts)
 * beside the render, which runs on this process's main thread: given to the main thread too, the
 * cards waited for the render and were drawn after it (108 s of hosting files against 43 s at a
 * thousand posts, docs/performance.md). It is the same writer behind the same interface.
 */
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import type { BuiltRoute } from '../shared/buildManifest'
import { bundledScript, threadExecArgv } from '../shared/bundledScript'
import type { SocialCardWriter } from './socialCards'

export interface CardThreadData {
  distDir: string
  cacheDir: string | null
}

/** What the build tells the thread, in order: the posts' covers before the first page, then pages, then the manifest. */
export type CardThreadMessage =
  | { kind: 'covers'; covers: [string, string][] }
  | { kind: 'add'; route: BuiltRoute }
  | { kind: 'finish'; routes: readonly BuiltRoute[] }

export type CardThreadReply = { kind: 'finished'; cards: number; drawn: number } | { kind: 'failed'; message: string }

export async function socialCardsOnThread(
  data: CardThreadData,
  /** Posts' uploaded covers by card path, asked for when the first page is given (the render has read the blog then). */
  coverCardsOf: () => ReadonlyMap<string, string>,
): Promise<SocialCardWriter> {
  const script = await bundledScript(join(import.meta.dirname, 'socialCardsThread.ts'), 'socialCardsThread')
  const worker = new Worker(script, { workerData: data, execArgv: threadExecArgv() })
  // Until finish() is asked, a thread that stops is answered there; it must not keep the build alive.
  worker.unref()
  let stopped: Error | null = null
  worker.once('error', (error: Error) => (stopped = error))
  let coversSent = false
  const tell = (message: CardThreadMessage) => {
    if (!coversSent) {
      coversSent = true
      worker.postMessage({ kind: 'covers', covers: [...coverCardsOf()] } satisfies CardThreadMessage)
    }
    worker.postMessage(message)
  }
  return {
    add: (route) => tell({ kind: 'add', route }),
    finish(routes) {
      // The build now waits for the thread's answer.
      worker.ref()
      return new Promise((resolve, reject) => {
        const fail = (error: Error) => {
          void worker.terminate()
          reject(error)
        }
        if (stopped) return fail(stopped)
        worker.once('error', fail)
        worker.once('exit', (code) => fail(new Error(`The social cards' thread stopped with exit code ${code}.`)))
        worker.on('message', (reply: CardThreadReply) => {
          worker.off('error', fail)
          worker.removeAllListeners('exit')
          void worker.terminate()
          if (reply.kind === 'finished') resolve({ cards: reply.cards, drawn: reply.drawn })
          else reject(new Error(`The social cards could not be written: ${reply.message}`))
        })
        tell({ kind: 'finish', routes })
      })
    },
  }
}

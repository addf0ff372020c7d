/**
 * What the build's processes tell each other over their IPC channels: the prerender
 * (scripts/render/prerender.ts) tells scripts/build.ts, which starts scripts/hostAndCheck.ts and
 * passes on what it needs. Typed here once, so the three cannot drift apart.
 */

/** From the prerender. */
export type PrerenderMessage =
  /** The render starts. `pagesAsWritten`: it leaves a core free, and says each page it writes. */
  | { rendering: { pagesAsWritten: boolean } }
  /** A page is written: its file, relative to dist/. */
  | { written: string }

/** From scripts/hostAndCheck.ts: it listens now, so nothing sent to it is lost. */
export type HostAndCheckMessage = 'waiting'

/** To scripts/hostAndCheck.ts, once it is waiting: each page written, then `prerendered` when all are. */
export type ToHostAndCheckMessage = { written: string } | 'prerendered'

/** The flag scripts/build.ts starts scripts/hostAndCheck.ts with when pages are passed on as written. */
export const pagesAsWrittenFlag = '--pages-as-written'

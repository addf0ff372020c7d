/**
 * What the build's processes tell each other over their IPC channels. scripts/build.ts starts
 * them all: it passes on what the bundling process (scripts/render/bundle.ts) says to the
 * prerender (scripts/render/prerender.ts), and what the prerender says to
 * scripts/hostAndCheck.ts. Typed here once, so the four cannot drift apart.
 */
import type { BundlePhases } from './buildPhases'

/** From the bundling process. */
export type BundleMessage = { serverBundleWritten: true } | { bundlePhases: BundlePhases }

/** To the prerender, once it listens: the server bundle is written, then both bundles are, with their phases. */
export type ToPrerenderMessage = { serverBundleWritten: true } | { bundlesWritten: BundlePhases }

/** From the prerender. */
export type PrerenderMessage =
  /** It listens now, so nothing sent to it is lost. */
  | 'listening'
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

import type { HTMLElement } from 'node-html-parser'
import type { RouteEntry } from '../src/routing/routeTable'

/** One problem found in dist/: which page, what is wrong, and what to change. */
export interface Finding {
  check: string
  /** The output file (relative to dist/) the problem sits on, or "(site)" for site-wide ones. */
  file: string
  message: string
  fix: string
}

export interface BuiltPage {
  file: string
  html: string
  root: HTMLElement
}

/** Everything a check may look at: the manifest's expectations and the built files. */
export interface DistContext {
  distDir: string
  entries: readonly RouteEntry[]
  /** Every file in dist/, relative, with forward slashes. */
  files: ReadonlySet<string>
  /** Parsed HTML files, by relative path. */
  pages: ReadonlyMap<string, BuiltPage>
  redirectRules: ReadonlyMap<string, string>
  siteUrl: string
  /** A file of dist/ as text (this is the one place that reads dist/). */
  text(file: string): string
  /** A JSON file the build wrote to build-report/ beside dist/, or null when it is missing. */
  buildReport<T>(file: string): T | null
}

export interface Check {
  name: string
  run(context: DistContext): Finding[] | Promise<Finding[]>
}

import type { HTMLElement } from 'node-html-parser'
import type { PostIndex } from '../src/content/blog/postTypes'
import type { RouteEntry } from '../src/routing/routeTable'

/** One problem found in dist/: which page, what is wrong, and what to change. */
export interface Finding {
  check: string
  /** The output file (relative to dist/) the problem sits on, or "(site)" for site-wide ones. */
  file: string
  message: string
  fix: string
  /**
   * A warning goes in the build report and fails nothing: only what makes the site wrong stops a
   * deployment (issue 41, item 2). Everything else is an error.
   */
  severity?: 'warning'
}

export interface BuiltPage {
  file: string
  /** The manifest entry the file was built for (none for a stray file, which route outputs reports). */
  entry: RouteEntry | undefined
  html: string
  root: HTMLElement
}

/** Everything a check may look at: the manifest's expectations and the built files. */
export interface DistContext {
  distDir: string
  entries: readonly RouteEntry[]
  /** Every file in dist/, relative, with forward slashes. */
  files: ReadonlySet<string>
  /** The HTML files of dist/, English pages first, so a check can compare a translation with what it kept of its English page. */
  htmlFiles: readonly string[]
  /**
   * A built page, parsed. Parsed on demand and only the last few are kept: a large blog has
   * thousands of pages, far more than fit in memory parsed at once.
   */
  page(file: string): BuiltPage | undefined
  /**
   * For an alias whose HTML is its page's but for the search-index marker (src/routing/aliasPages.ts):
   * that page's file. Every page check reads the same markup, language and canonical there, so
   * the page's findings speak for the alias, which is not visited (one page in six on a large blog).
   */
  copiedPage(file: string): string | undefined
  entryOf(file: string): RouteEntry | undefined
  redirectRules: ReadonlyMap<string, string>
  siteUrl: string
  /** A file of dist/ as text (this is the one place that reads dist/). */
  text(file: string): string
  /** A JSON file the build wrote to build-report/ beside dist/, or null when it is missing. */
  buildReport<T>(file: string): T | null
  /** The published posts the build was made from, by language, newest first. */
  postIndex: PostIndex
  /** Threads a check may start for heavy work; 0 runs it in the calling thread. */
  threads: number
  /** Where a check may keep results between builds (outside dist/), or null for none. */
  cacheDir: string | null
}

/** Sees every page of one run (each parsed once, for all checks together), then reports. */
interface PageVisitor {
  visit(page: BuiltPage): Finding[]
  /** Findings that need more than one page, once every page was visited. */
  finish?(): Finding[]
}

/**
 * A check of dist/: `site` looks at the site as a whole (route set, hosting files, feeds);
 * `pages` starts a visitor for one run over every built page. A check may have both.
 */
export interface Check {
  name: string
  site?(context: DistContext): Finding[] | Promise<Finding[]>
  pages?(context: DistContext): PageVisitor
}

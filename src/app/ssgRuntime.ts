/**
 * The app's one door to undocumented behaviour of vite-react-ssg's client (its documented API,
 * ViteReactSSG, <Head> and the RouteRecord type, is imported where it is used). The build's side
 * of the same contract (the hash global, the loader-data manifest, the server-rendered root) is
 * scripts/render/ssgAdapter.ts.
 *
 * Written against vite-react-ssg 0.9.2. tests/unit/architecture/dependencyContracts.test.ts pins that version
 * and checks the behaviour below still holds; when it fails after an upgrade, re-check what it
 * names here (docs/architecture.md, "Third-party internals").
 */
import { isPageLoadError, type PageLoadError } from './importWithRetry'

/**
 * A newer deploy removed this build's chunk or loader-data file: a full load gets the new ones.
 * A chunk is gone when importWithRetry says so. The loader data is vite-react-ssg's: its client
 * fetches `static-loader-data-manifest-<hash>.json` on the first client-side navigation and reads
 * it with `response.json()` without looking at the status, so a removed file (the host's HTML 404
 * page) surfaces as a SyntaxError from JSON parsing.
 */
export function isStaleBuild(error: unknown): boolean {
  if (isPageLoadError(error)) return (error as PageLoadError).gone
  return error instanceof SyntaxError && /JSON|Unexpected token/.test(error.message)
}

/**
 * An alias (routes.config.ts `aliases`) serves its page at a second address, with the page's own
 * canonical URL. Its HTML is the page's, but for one attribute: the alias's <main> is not marked
 * for the search index, so a search never finds the page twice (src/app/LanguageLayout.tsx).
 *
 * So the prerender renders each page once and writes most aliases as copies of it: on a large
 * blog the `resources/blog/:slug` alias alone is one page in six, rendered and validated again
 * for nothing. One alias of each definition and language is still rendered, and the build stops
 * if it differs from its copy, so a change that makes aliases render differently cannot be
 * hidden by the copies.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { AliasDiffersFromPage, buildError } from '../../src/errors/buildErrors'
import { aliasesWithTheirPages, aliasPageFrom, type AliasOfPage } from '../../src/routing/aliasPages'
import type { RouteEntry } from '../../src/routing/routeTable'

type AliasEntry = Extract<RouteEntry, { kind: 'alias' }>

/** One definition of routes.config.ts in one language: a path, or a pattern such as `resources/blog/:slug`. */
const definitionOf = (alias: AliasEntry) =>
  `${alias.language}|${alias.page}|${alias.params ? Object.keys(alias.params).sort().join() : alias.path}`

/**
 * Which aliases are copied from their page rather than rendered: all but the first of each
 * definition and language, whose page is rendered too. The first ones (`rendered`) are rendered
 * and compared with their copies.
 */
export function planAliasCopies(entries: readonly RouteEntry[]): { copied: AliasOfPage[]; rendered: AliasOfPage[] } {
  const seen = new Set<string>()
  const copied: AliasOfPage[] = []
  const rendered: AliasOfPage[] = []
  for (const pair of aliasesWithTheirPages(entries)) {
    const definition = definitionOf(pair.alias)
    ;(seen.has(definition) ? copied : rendered).push(pair)
    seen.add(definition)
  }
  return { copied, rendered }
}

/**
 * After the render: checks each rendered alias against the copy its page gives (a difference
 * stops the build) and writes the copied aliases.
 */
export function writeAliasCopies(distDir: string, plan: ReturnType<typeof planAliasCopies>): void {
  // Synchronous: a thousand small files, one after another, go several times faster than through the thread pool.
  const read = (file: string) => readFileSync(join(distDir, file), 'utf8')
  for (const { aliasFile, pageFile } of plan.rendered) {
    const aliasHtml = read(aliasFile)
    const copy = aliasPageFrom(read(pageFile))
    if (copy !== aliasHtml)
      throw buildError(AliasDiffersFromPage, {
        file: `dist/${aliasFile}`,
        pageFile: `dist/${pageFile}`,
        difference: firstDifference(aliasHtml, copy),
      })
  }
  for (const { aliasFile, pageFile } of plan.copied) {
    const target = join(distDir, aliasFile)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, aliasPageFrom(read(pageFile)))
  }
}

/** Where two pages first differ, with a little of each around it. */
function firstDifference(rendered: string, copy: string): string {
  let at = 0
  while (at < rendered.length && rendered[at] === copy[at]) at++
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 60), at + 60))
  return `at character ${at}, the alias has ${around(rendered)} where the copy has ${around(copy)}`
}

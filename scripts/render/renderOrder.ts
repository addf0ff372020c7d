import type { Language } from '../../routes.config'

/**
 * Hands rendered pages on in the order they were queued, whatever order they finish in:
 * vite-react-ssg renders several pages at once and each first awaits its data, so they finish in
 * an order that varies from build to build. Pagefind numbers pages in the order it is given them,
 * and the same pages must give the same index (scripts/hosting/search.ts). A page finished early
 * waits only for those queued before it. Each is handed on with whether it is the last of its
 * language, which it is only once every page before it has been handed on.
 */
export function inRenderOrder<Page>(
  queued: readonly { path: string; language: Language }[],
  hear: (page: Page, lastOfLanguage: boolean) => void,
): (path: string, page: Page) => void {
  const positionOf = new Map(queued.map(({ path }, position) => [path, position]))
  const left = new Map<Language, number>()
  for (const { language } of queued) left.set(language, (left.get(language) ?? 0) + 1)
  const finishedEarly = new Map<number, Page>()
  let next = 0
  return (path, page) => {
    const position = positionOf.get(path)
    if (position === undefined) return
    finishedEarly.set(position, page)
    for (let waiting = finishedEarly.get(next); waiting !== undefined; waiting = finishedEarly.get(next)) {
      finishedEarly.delete(next)
      const { language } = queued[next]!
      const pagesLeft = left.get(language)! - 1
      left.set(language, pagesLeft)
      next += 1
      hear(waiting, pagesLeft === 0)
    }
  }
}

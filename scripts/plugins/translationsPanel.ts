/**
 * Development only: the panel `npm run dev` puts at the top of a page whose translations are
 * behind their English (the post, and the strings of the namespaces the page reads), in the
 * page's language, so the writer sees it where they look. Outside the app's root element, so the
 * page hydrates as it would without it; classes the site's stylesheet has.
 */
import { defaultLanguage, routes, type Language, type PageId } from '../../routes.config'
import { ageText, fieldName, fill, plural, type StatusCopy } from '../../src/admin/translations/statusCopy'
import type { TranslationItem, TranslationReport } from '../../src/content/translations/translationStatus'

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** How many items the panel lists before "and N more". */
const shown = 8

/** The items a page shows: its post (on a post's page) and the strings of every namespace it reads, common included. */
export function pageItems(
  report: TranslationReport,
  page: PageId,
  language: Language,
  params: Record<string, string | undefined>,
): TranslationItem[] {
  if (language === defaultLanguage) return []
  const definition = routes.pages[page] as { namespace: string; sharedNamespaces?: readonly string[] }
  const namespaces = new Set(['common', definition.namespace, ...(definition.sharedNamespaces ?? [])])
  return report.items.filter(
    (item) =>
      item.language === language &&
      item.state !== 'missing' &&
      (item.kind === 'post'
        ? page === 'blogPost' && item.id === params.slug
        : item.kind === 'glossaryEntry'
          ? page === 'glossary'
          : namespaces.has(item.id.slice(0, item.id.indexOf(':')))),
  )
}

function itemHtml(item: TranslationItem, copy: StatusCopy, language: Language, today: string): string {
  const name = item.kind === 'post' ? copy.dev.post : item.id
  const age = ageText(item, copy, language, today)
  const changes = (item.changes ?? [])
    .map(
      (change) =>
        `<p>${escape(fieldName(change, copy))}</p>${change.before === undefined ? '' : `<p>${escape(copy.changes.before)} <del>${escape(change.before)}</del></p>`}${change.after === undefined ? '' : `<p>${escape(copy.changes.now)} <ins>${escape(change.after)}</ins></p>`}`,
    )
    .join('')
  return `<li><code>${escape(name)}</code> · ${escape(copy.states[item.state])}${age ? ` · ${escape(age)}` : ''}${changes ? `<details><summary>${escape(copy.changes.heading)}</summary>${changes}</details>` : ''} <span>(${escape(item.file)})</span></li>`
}

/** The panel's HTML, or '' when the page has nothing behind its English. */
export function translationsPanel(
  items: readonly TranslationItem[],
  copy: StatusCopy,
  language: Language,
  today: string,
): string {
  if (items.length === 0) return ''
  const more = items.length - shown
  return `<div role="note" lang="${language}" class="border-b border-amber-300 bg-amber-50 text-amber-950"><div class="mx-auto max-w-7xl space-y-2 px-4 py-3 text-sm sm:px-6 lg:px-8"><p class="font-semibold">${escape(copy.dev.heading)}</p><ul class="list-disc space-y-2 pl-5">${items
    .slice(0, shown)
    .map((item) => itemHtml(item, copy, language, today))
    .join('')}</ul>${
    more > 0
      ? `<p>${escape(fill(plural(language, more, { one: copy.dev.more_one, other: copy.dev.more_other }), { count: more }))}</p>`
      : ''
  }<p>${escape(copy.dev.intro)}</p></div></div>`
}

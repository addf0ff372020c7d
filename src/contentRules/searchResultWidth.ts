/**
 * How much of a title and a description a search result shows (the budgets in src/config/site.ts,
 * measured in Arial with src/seo/textWidth.ts). Too wide is a warning, never a reason to stop a
 * deployment (issue 41, item 2): the editor shows it while the title is typed, the dev server on
 * the page, dist-check in the build report. And a title whose brand suffix would push it over
 * goes out without the suffix (`searchTitle`), so most long titles fit without anyone's help.
 */
import { site } from '../config/site'
import { arialWidth } from '../seo/textWidth'

export interface SearchResultBudgets {
  title: { fontPx: number; budgetPx: number }
  description: { fontPx: number; budgetPx: number; minPx?: number }
}

/** What a search result makes of one text: wider than it shows, or too thin to say anything. */
export interface WidthProblem {
  field: 'title' | 'description'
  kind: 'too wide' | 'too thin'
  /** The text's width and the limit it passed, in pixels at `fontPx`. */
  px: number
  limitPx: number
  fontPx: number
}

/** Pixels of `text` in a search result's title face and size. */
export const titleWidth = (text: string, budgets: SearchResultBudgets = site.searchResult) =>
  arialWidth(text, budgets.title.fontPx)

/** Pixels of `text` in a search result's snippet face and size. */
export const descriptionWidth = (text: string, budgets: SearchResultBudgets = site.searchResult) =>
  arialWidth(text, budgets.description.fontPx)

/**
 * The <title> a page gets: the title in the site's template ("… | Vaultline"), unless it names the
 * brand already (a result would show it twice, SEO audit M2) or the template would push it past
 * what a result shows while the title alone fits: then the title alone, so a long title costs
 * the brand name, not the words people search for.
 */
export function searchTitle(
  title: string,
  template: (title: string) => string,
  brand: string = site.brand,
  budgets: SearchResultBudgets = site.searchResult,
): string {
  if (title.includes(brand)) return title
  const templated = template(title)
  return titleWidth(templated, budgets) > budgets.title.budgetPx && titleWidth(title, budgets) <= budgets.title.budgetPx
    ? title
    : templated
}

/** The site's title template (common.json meta.titleTemplate, the same in every language). */
const defaultTitleTemplate = `{{title}} | ${site.brand}`

/** A page's <title> from its own title and the template's text ("{{title}} | Vaultline"), as searchTitle makes it. */
export function templatedTitle(title: string, template: string = defaultTitleTemplate): string {
  return searchTitle(title, (text) => template.replace('{{title}}', text))
}

/** Every width problem of a page's title (as it goes out, template included) and description. */
export function searchResultWidthProblems(
  page: { title: string; description: string | undefined },
  budgets: SearchResultBudgets = site.searchResult,
): WidthProblem[] {
  const problems: WidthProblem[] = []
  const title = titleWidth(page.title, budgets)
  if (title > budgets.title.budgetPx)
    problems.push({
      field: 'title',
      kind: 'too wide',
      px: title,
      limitPx: budgets.title.budgetPx,
      fontPx: budgets.title.fontPx,
    })
  if (page.description === undefined) return problems
  const description = descriptionWidth(page.description, budgets)
  const { budgetPx, minPx, fontPx } = budgets.description
  if (description > budgetPx)
    problems.push({ field: 'description', kind: 'too wide', px: description, limitPx: budgetPx, fontPx })
  else if (minPx !== undefined && description < minPx)
    problems.push({ field: 'description', kind: 'too thin', px: description, limitPx: minPx, fontPx })
  return problems
}

/**
 * The content editor's translation status page: per language, every post and page text behind its
 * English, recording no version, or not written yet, with its age, what changed in the English and
 * a link to its entry in the editor. A static page beside the editor (`<editor>/translation-status/`,
 * one per language of the copy), written by the build from its report and served live by
 * `npm run cms`; never a page of the public site. No script, no inline style: its stylesheet is a
 * file beside it.
 */
import { defaultLanguage, languages, type Language } from '../../../routes.config'
import type { TranslationItem, TranslationReport } from '../../content/translations/translationStatus'
import { formatLongDate } from '../../i18n/formatDate'
import { editorEntryRoute } from '../../routing/editorLink'
import { ageText, fieldName, fill, type StatusCopy } from './statusCopy'

/** The page's folder below the editor's root, and each language's page in it (English at its root). */
const statusPageFolder = 'translation-status'
export const statusPagePath = (language: Language) =>
  language === defaultLanguage ? `${statusPageFolder}/` : `${statusPageFolder}/${language}/`
export const statusStylesheet = `${statusPageFolder}/status.css`

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export interface StatusPageInput {
  report: TranslationReport
  /** The language the page is written in. */
  language: Language
  copy: StatusCopy
  /** Each language in its own words (common.json `language.names`). */
  languageNames: Record<Language, string>
}

function changesHtml(item: TranslationItem, copy: StatusCopy): string {
  if (item.changes && item.changes.length > 0)
    return `<details><summary>${escape(copy.changes.heading)}</summary><dl>${item.changes
      .map(
        (change) =>
          `<dt>${escape(fieldName(change, copy))}</dt><dd>${
            change.before === undefined
              ? ''
              : `<p>${escape(copy.changes.before)} <del>${escape(change.before)}</del></p>`
          }${change.after === undefined ? '' : `<p>${escape(copy.changes.now)} <ins>${escape(change.after)}</ins></p>`}</dd>`,
      )
      .join('')}</dl></details>`
  return item.changesUnavailable ? `<p>${escape(copy.changes.unavailable[item.changesUnavailable])}</p>` : ''
}

function itemHtml(item: TranslationItem, input: StatusPageInput, root: string): string {
  const { copy, language, report } = input
  const entry =
    item.kind === 'string'
      ? ({ kind: 'page', namespace: item.id.slice(0, item.id.indexOf(':')) } as const)
      : ({ kind: item.kind, slug: item.id } as const)
  const name = item.kind === 'string' ? item.id.slice(item.id.indexOf(':') + 1) : item.id
  const age = ageText(item, copy, language, report.generated)
  return `<li><p><a href="${escape(root + editorEntryRoute(entry, item.language))}">${escape(name)}</a> · ${escape(copy.states[item.state])}</p>${
    age ? `<p>${escape(age)}</p>` : ''
  }${item.state === 'missing' ? '' : changesHtml(item, copy)}${
    // A string's file heads its list already.
    item.kind === 'string' ? '' : `<p><code>${escape(item.file)}</code></p>`
  }</li>`
}

function languageHtml(translation: Language, input: StatusPageInput, root: string): string {
  const { copy, languageNames, report } = input
  const items = report.items.filter((item) => item.language === translation)
  const heading = `<h2 id="${translation}" lang="${translation}">${escape(languageNames[translation])}</h2>`
  if (items.length === 0)
    return `<section aria-labelledby="${translation}">${heading}<p>${escape(copy.languageCurrent)}</p></section>`
  const posts = items.filter((item) => item.kind === 'post')
  const entries = items.filter((item) => item.kind === 'glossaryEntry')
  const files = [...new Set(items.filter((item) => item.kind === 'string').map((item) => item.file))]
  return `<section aria-labelledby="${translation}">${heading}${
    posts.length > 0
      ? `<h3>${escape(copy.posts)}</h3><ul>${posts.map((item) => itemHtml(item, input, root)).join('')}</ul>`
      : ''
  }${
    entries.length > 0
      ? `<h3>${escape(copy.glossaryEntries)}</h3><ul>${entries.map((item) => itemHtml(item, input, root)).join('')}</ul>`
      : ''
  }${
    files.length > 0
      ? `<h3>${escape(copy.strings)}</h3>${files
          .map(
            (file) =>
              `<h4><code>${escape(file)}</code></h4><ul>${items
                .filter((item) => item.kind === 'string' && item.file === file)
                .map((item) => itemHtml(item, input, root))
                .join('')}</ul>`,
          )
          .join('')}`
      : ''
  }</section>`
}

/** The page in one language; links are relative, so it works below any editor root. */
export function statusPageHtml(input: StatusPageInput): string {
  const { copy, language, languageNames, report } = input
  // From translation-status/ (English) or translation-status/<language>/ back to the editor's root.
  const root = language === defaultLanguage ? '../' : '../../'
  const translations = languages.filter((other) => other !== defaultLanguage)
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escape(copy.title)}</title>
<link rel="stylesheet" href="${root}${statusStylesheet}">
</head>
<body>
<main>
<nav aria-label="${escape(copy.languages)}"><ul>${languages
    .map(
      (other) =>
        `<li><a href="${root}${statusPagePath(other)}" lang="${other}" hreflang="${other}"${other === language ? ' aria-current="page"' : ''}>${escape(languageNames[other])}</a></li>`,
    )
    .join('')}</ul></nav>
<h1>${escape(copy.title)}</h1>
<p>${escape(copy.intro)}</p>
<p>${escape(copy.publishing)}</p>
<p>${escape(fill(copy.generated, { date: formatLongDate(report.generated, language) }))}${
    report.history === 'git' ? '' : ` ${escape(copy.changes.unavailable.noHistory)}`
  }</p>
${report.items.length === 0 ? `<p>${escape(copy.allCurrent)}</p>` : translations.map((translation) => languageHtml(translation, input, root)).join('\n')}
</main>
</body>
</html>
`
}

/** The page's stylesheet: readable type and line length, changes marked by more than colour. */
export const statusPageCss = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#111827;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1.5rem}
nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:0 0 1rem}
a{color:#1d4ed8}a:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}
[aria-current=page]{font-weight:700;color:inherit}
section{border-top:1px solid #d1d5db;margin-top:2rem}
li{margin:.75rem 0}li p{margin:.25rem 0}
code{font-size:.875em;overflow-wrap:anywhere}
del{background:#fee2e2;color:#7f1d1d}ins{background:#dcfce7;color:#14532d}
dt{font-weight:700;margin-top:.5rem}dd{margin-left:1rem}
@media (forced-colors:active){del{text-decoration:line-through}ins{text-decoration:underline}}
`

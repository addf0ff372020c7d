import type { HTMLElement } from 'node-html-parser'
import { isStaged, languageDeclaration, languageOfTag, languages } from '../../routes.config'
import { site } from '../../src/config/site'
import type { RouteEntry } from '../../src/routing/routeTable'
import { appendTo, elementsOf, tagOf } from '../pageElements'
import type { Check, Finding } from '../types'

/** Text that is the same in every language: names, not prose. */
const brandSuffix = ` | ${site.brand}`
const withoutBrand = (text: string) => (text.endsWith(brandSuffix) ? text.slice(0, -brandSuffix.length) : text)
const allowed = new Set([
  site.brand,
  site.company,
  ...site.productNames.flatMap((name) => [name, `${site.brand} ${name}`]),
  // Each language's own name, as the language menu shows it in every language.
  ...languages.map((language) => languageDeclaration(language).name),
  // A standard's name, which no language translates (the glossary's entry for it, src/content/glossary/).
  'Messaging Layer Security (MLS)',
])
const blockTags = new Set([
  'title',
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'li',
  'td',
  'th',
  'dt',
  'dd',
  'summary',
  'label',
  'button',
  'a',
  'figcaption',
  'blockquote',
  'caption',
])
/** Four words or more, without listing them all (pages hold thousands of blocks). */
const fourWordsOrMore = (text: string) => /\p{L}+(?:\P{L}+\p{L}+){3}/u.test(text)
/** Identifiers are the same in every language: standards ("NIST FIPS 204; RFC 8032"), algorithms, single tokens such as an email address. */
const onlyIdentifiers = (text: string) => !/\p{Ll}{2}/u.test(text) || !/\s/.test(text)

/** The language an element is in: its own `lang`, or its nearest ancestor's. */
function languageOf(element: HTMLElement): string | undefined {
  for (let node: HTMLElement | null = element; node; node = node.parentNode)
    if (node.getAttribute?.('lang')) return node.getAttribute('lang')
  return undefined
}

/**
 * The text of every block element of a page, with code taken out and whitespace collapsed. A block
 * marked as another language than the page's (`lang`: a glossary entry not yet translated, shown
 * in English and saying so) is English on purpose, and left out.
 */
function* blockTexts(root: HTMLElement): Generator<string> {
  const elements = elementsOf(root)
  const pageLanguage = elements.tag('html')[0]?.getAttribute('lang')
  // Code (cookie and storage key names) is the same in every language: each block's code, found from the (few) code elements up.
  const codeIn = new Map<HTMLElement, string[]>()
  for (const code of elements.tag('code')) {
    for (let block = code.parentNode; block; block = block.parentNode) appendTo(codeIn, block, code.text)
  }
  for (const element of elements.all) {
    if (!blockTags.has(tagOf(element))) continue
    if (pageLanguage && languageOfTag(languageOf(element)) !== languageOfTag(pageLanguage)) continue
    const code = codeIn.get(element) ?? []
    yield code
      .reduce((rest, name) => rest.replace(name, ' '), element.text)
      .replace(/\s+/g, ' ')
      .trim()
  }
}

const descriptionOf = (root: HTMLElement) =>
  elementsOf(root)
    .tag('meta')
    .find((meta) => meta.getAttribute('name') === 'description')
    ?.getAttribute('content')

/** Blocks of prose (four words or more) and the meta description of a page. */
function textBlocks(root: HTMLElement): Set<string> {
  const blocks = new Set<string>()
  for (const text of blockTexts(root))
    if (fourWordsOrMore(text) && !onlyIdentifiers(text) && !allowed.has(withoutBrand(text))) blocks.add(text)
  const description = descriptionOf(root)
  if (description) blocks.add(description)
  return blocks
}

const counterpartKey = (entry: RouteEntry) =>
  entry.kind === 'page' ? `${entry.page}|${JSON.stringify(entry.params ?? {})}` : 'notFound'

/** No English left on a translated page: no block of prose identical to the English page's. */
export const translatedText: Check = {
  name: 'translated text',
  pages() {
    const check = this.name
    /** What each English page showed, by the key its translations share (pages arrive English first). */
    const originals = new Map<string, { file: string; blocks: Set<string> }>()
    return {
      visit({ file, entry, root }) {
        if (entry?.kind !== 'page' && entry?.kind !== 'notFound') return []
        if (entry.language === 'en') {
          originals.set(counterpartKey(entry), { file, blocks: textBlocks(root) })
          return []
        }
        // A missing English page is the route-outputs check's finding.
        const source = originals.get(counterpartKey(entry))
        if (!source) return []
        // A block the same as one kept from the English page passed the same filters there: only sameness is asked here.
        const description = descriptionOf(root)
        const english = [...new Set([...blockTexts(root), ...(description ? [description] : [])])].filter((block) =>
          source.blocks.has(block),
        )
        // A staged language is built before it is translated: one warning per page, never an error (DV-4).
        if (isStaged(entry.language))
          return english.length === 0
            ? []
            : [
                {
                  check,
                  file,
                  severity: 'warning',
                  message: `Staged language ${entry.language}: ${english.length} block(s) still in English, identical to ${source.file}.`,
                  fix: `Translate locales/${entry.language}/; production refuses to publish a staged language (docs/adding-a-language.md).`,
                },
              ]
        return english.map(
          (block): Finding => ({
            check,
            file,
            message: `English text, identical to ${source.file}: "${block.slice(0, 120)}"`,
            fix: `Translate it in locales/${entry.language}/ (or the post's index.${entry.language}.md); names that stay the same in every language go in the allowed list of dist-check/checks/translatedText.ts.`,
          }),
        )
      },
    }
  },
}

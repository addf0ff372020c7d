import type { HTMLElement } from 'node-html-parser'
import { outputFileOf, type RouteEntry } from '../../src/routing/routeTable'
import type { Check, Finding } from '../types'

/** Text that is the same in every language: names, not prose. */
const allowed = new Set(['Vaultline', 'Vaultline Enterprise', 'Vaultline Government', 'Vaultline On-Premises', 'Vaultline Voice Gateway', 'Voice Gateway', 'English', 'Español', 'Português', 'Français', 'Deutsch', 'Vaultline Ltd'])
const blockSelector = 'title, h1, h2, h3, h4, p, li, td, th, dt, dd, summary, label, button, a, figcaption, blockquote, caption'
const words = (text: string) => text.match(/\p{L}+/gu)?.length ?? 0
/** Identifiers are the same in every language: standards ("NIST FIPS 204; RFC 8032"), algorithms, single tokens such as an email address. */
const onlyIdentifiers = (text: string) => !/\p{Ll}{2}/u.test(text) || !/\s/.test(text)

/** Blocks of prose (four words or more) and the meta description of a page. */
export function textBlocks(root: HTMLElement): Set<string> {
  const blocks = new Set<string>()
  for (const element of root.querySelectorAll(blockSelector)) {
    // Code (cookie and storage key names) is the same in every language.
    const code = element.querySelectorAll('code').map((node) => node.text)
    const text = code.reduce((rest, name) => rest.replace(name, ' '), element.text).replace(/\s+/g, ' ').trim()
    if (words(text) >= 4 && !onlyIdentifiers(text) && !allowed.has(text.replace(/ \| Vaultline$/, ''))) blocks.add(text)
  }
  const description = root.querySelector('meta[name="description"]')?.getAttribute('content')
  if (description) blocks.add(description)
  return blocks
}

const counterpartKey = (entry: RouteEntry) => (entry.kind === 'page' ? `${entry.page}|${JSON.stringify(entry.params ?? {})}` : 'notFound')

/** No English left on a translated page: no block of prose identical to the English page's. */
export const translatedText: Check = {
  name: 'translated text',
  run({ entries, pages }) {
    const findings: Finding[] = []
    const shown = entries.filter((entry) => entry.kind === 'page' || entry.kind === 'notFound')
    const originals = new Map(shown.filter((entry) => entry.language === 'en').map((entry) => [counterpartKey(entry), entry]))
    for (const entry of shown.filter((e) => e.language !== 'en')) {
      const file = outputFileOf(entry)!
      const counterpart = originals.get(counterpartKey(entry))
      const page = pages.get(file)
      const source = counterpart && pages.get(outputFileOf(counterpart)!)
      if (!page || !source) continue // a missing page is the route-outputs check's finding
      const english = textBlocks(source.root)
      for (const block of textBlocks(page.root)) {
        if (english.has(block)) findings.push({ check: this.name, file, message: `English text, identical to ${source.file}: "${block.slice(0, 120)}"`, fix: `Translate it in locales/${entry.language}/ (or the post's ${entry.language}.md); names that stay the same in every language go in the allowed list of dist-check/checks/translatedText.ts.` })
      }
    }
    return findings
  },
}

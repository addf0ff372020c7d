import { describe, expect, it } from 'vitest'
import type { HTMLElement } from 'node-html-parser'
import { routeEntries } from '../../../scripts/routeEntries'
import { outputFileOf } from '../../../src/routing/routeTable'
import { builtPage } from './builtSite'

/** Text that is the same in every language: names, not prose. */
const allowed = new Set(['Vaultline', 'Vaultline Enterprise', 'Vaultline Government', 'Vaultline On-Premises', 'Vaultline Voice Gateway', 'Voice Gateway', 'English', 'Español', 'Português', 'Français', 'Deutsch', 'Vaultline Ltd'])
const blockSelector = 'title, h1, h2, h3, h4, p, li, td, th, dt, dd, summary, label, button, a, figcaption, blockquote, caption'
const words = (text: string) => text.match(/\p{L}+/gu)?.length ?? 0
/** Identifiers are the same in every language: standards ("NIST FIPS 204; RFC 8032"), algorithms, single tokens such as an email address. */
const onlyIdentifiers = (text: string) => !/\p{Ll}{2}/u.test(text) || !/\s/.test(text)

function textBlocks(root: HTMLElement): Set<string> {
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

const entries = routeEntries().filter((e) => e.kind === 'page' || e.kind === 'notFound')
const english = new Map(entries.filter((e) => e.language === 'en').map((e) => [e.kind === 'page' ? `${e.page}|${e.params?.slug ?? ''}` : 'notFound', e]))

describe('no English left on translated pages', () => {
  const translated = entries.filter((e) => e.language !== 'en')
  it.each(translated.map((e) => [outputFileOf(e)!, e] as const))('%s', (file, entry) => {
    const counterpart = english.get(entry.kind === 'page' ? `${entry.page}|${entry.params?.slug ?? ''}` : 'notFound')
    expect(counterpart, 'every translated page has an English original').toBeDefined()
    const source = textBlocks(builtPage(outputFileOf(counterpart!)!))
    const leaks = [...textBlocks(builtPage(file))].filter((block) => source.has(block))
    expect(leaks, `text identical to the English page ${outputFileOf(counterpart!)}`).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { serverView } from '../../../src/content/facts'
import { factVariables } from '../../../src/i18n/factVariables'

/**
 * One account of what the servers see (issue 34, item 2): /encryption lists every record
 * src/content/facts.ts `serverView` holds, in every language, with its period from the facts; the
 * pages that quote a period (/, /faqs) take it from the same facts, never as a typed number.
 */
const root = join(import.meta.dirname, '../../..')
const copy = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(root, 'locales', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>
const periods = Object.keys(factVariables('en').serverView).map((name) => `{{facts.serverView.${name}}}`)

describe.each(languages)('what the servers keep, in %s', (language) => {
  const encryption = copy(language, 'encryption') as {
    serverView: { rows: { label: string; cells: string[] }[] }
    serverOperators: { rows: unknown[] }
  }

  it('lists one row per record of facts.serverView, each period a fact variable', () => {
    expect(encryption.serverView.rows).toHaveLength(Object.keys(serverView.records).length)
    const table = JSON.stringify(encryption.serverView)
    for (const period of periods) expect(table).toContain(period)
  })

  it('says who operates the servers for every edition and for the Voice Gateway', () => {
    expect(encryption.serverOperators.rows).toHaveLength(Object.keys(serverView.editions).length + 1)
  })

  it('quotes periods on the home page and in the FAQ from the facts, not as typed numbers', () => {
    const home = copy(language, 'home') as { trust: { items: { body: string }[] } }
    const faqs = copy(language, 'faqs') as { security: { items: { question: string; answer: string[] }[] } }
    const metadataAnswer = faqs.security.items[3]!.answer.join(' ')
    for (const text of [home.trust.items[3]!.body, metadataAnswer]) {
      expect(text).toContain('{{facts.serverView.deliveryDays}}')
      expect(text.replace(/\{\{[^}]*\}\}/g, '')).not.toMatch(/\d/)
    }
    expect(metadataAnswer).toContain('{{facts.serverView.connectionDays}}')
  })
})

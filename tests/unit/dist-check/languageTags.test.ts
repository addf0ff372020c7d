/**
 * <html lang> carries each language's BCP 47 tag, and the checks read it back as a route language
 * through one mapping (translations review TR-22: European Portuguese is pt-PT, not pt).
 */
import { describe, expect, it } from 'vitest'
import { headTags } from '../../../dist-check/checks/headTags'
import { distContextOf } from '../../../dist-check/context'
import { runChecks } from '../../../dist-check/runChecks'
import { languageOfTag, languages, languageTag } from '../../../routes.config'
import type { PostIndex } from '../../../src/content/blog/postTypes'
import type { RouteEntry } from '../../../src/routing/routeTable'

const portuguese: RouteEntry = { kind: 'page', language: 'pt', page: 'threats', path: '/pt/threats' }
const pageWithLang = (lang: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Ameaças</title></head><body><main><p>Olá</p></main></body></html>`

async function langFindings(lang: string): Promise<string[]> {
  const html: Record<string, string> = { 'pt/threats/index.html': pageWithLang(lang) }
  const context = distContextOf(
    {
      distDir: '/nowhere',
      files: new Set(Object.keys(html)),
      text: (file) => html[file] ?? '',
      buildReport: () => null,
      postIndex: Object.fromEntries(languages.map((language) => [language, []])) as unknown as PostIndex,
      threads: 0,
      cacheDir: null,
    },
    [portuguese],
  )
  const outcomes = await runChecks([headTags], context)
  return outcomes
    .flatMap((outcome) => outcome.findings.map((finding) => finding.message))
    .filter((m) => m.includes('<html lang'))
}

describe('language tags', () => {
  it('TR-22: European Portuguese pages are tagged pt-PT; the other languages keep their tags; each tag reads back as its route language', () => {
    expect(languageTag('pt')).toBe('pt-PT')
    expect(Object.fromEntries(languages.map((language) => [language, languageTag(language)]))).toEqual({
      en: 'en',
      es: 'es',
      pt: 'pt-PT',
      fr: 'fr',
      de: 'de',
    })
    for (const language of languages) expect(languageOfTag(languageTag(language))).toBe(language)
    expect(languageOfTag('it')).toBeUndefined()
    expect(languageOfTag(null)).toBeUndefined()
  })

  it('TR-22: the head-tag check wants lang="pt-PT" on a Portuguese page and finds lang="pt" wrong', async () => {
    expect(await langFindings('pt-PT')).toEqual([])
    expect(await langFindings('pt')).toEqual(['<html lang="pt"> should be "pt-PT".'])
  })
})

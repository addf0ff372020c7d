/**
 * A language added to the declared list (src/config/languages.ts) is a language of every page's
 * hreflang alternates: nothing counts the languages by hand (workflows review 2026-12-01, DV-4).
 * The declared list is passed in rather than mocked: unit test files share modules (isolate: false).
 */
import { expect, it } from 'vitest'
import { languages } from '../../../routes.config'
import { hreflangLanguages } from '../../../src/seo/hreflangLanguages'

const sixLanguages = [...languages, 'it'] as const

it('DV-4: with a sixth language declared, a page in all six names all six as alternates, and one in five names none', () => {
  expect(hreflangLanguages(sixLanguages, sixLanguages)).toEqual(['en', 'es', 'pt', 'fr', 'de', 'it'])
  expect(hreflangLanguages(languages, sixLanguages)).toEqual([])
  // Today's five, as every page in every language has them.
  expect(hreflangLanguages(languages)).toEqual(languages)
  expect(hreflangLanguages(['en'])).toEqual([])
})

import { describe, expect, it } from 'vitest'
import { searchResultWidthProblems } from '../../../dist-check/checks/headTags'
import { site } from '../../../src/config/site'
import { arialAdvance, arialWidth, unknownCharacterWidth } from '../../../src/seo/textWidth'

const budgets = { title: { fontPx: 20, budgetPx: 580 }, description: { fontPx: 14, budgetPx: 920, minPx: 430 } }
const fitting = 'Harvest now, decrypt later: what it means for you | Vaultline'
const page = (title: string, description: string) => ({
  path: '/es/threats/network',
  language: 'es',
  title,
  description,
})
const description =
  'Abuso de SS7, duplicado de SIM y operadores comprometidos exponen el tráfico en tránsito. Cómo lo protege el cifrado de Vaultline.'

describe('Arial widths', () => {
  it('measures with Arial advance widths at the given size', () => {
    expect(arialWidth('Vaultline', 20)).toBe(
      Math.round(((667 + 556 + 556 + 222 + 278 + 222 + 222 + 556 + 556) * 20) / 1000),
    )
    expect(arialWidth('  a \n b ', 10)).toBe(arialWidth('a b', 10))
  })
  it('knows accented letters, typographic punctuation and the euro, and counts the unknown wide', () => {
    for (const character of 'áéíóúñçãõâêôàèùëïüöäßÉÀÇœ€«»„“”–—…\u202F\u00A0')
      expect(arialAdvance(character)).toBeLessThan(unknownCharacterWidth + 334)
    expect(arialAdvance('é')).toBe(arialAdvance('e'))
    expect(arialAdvance('語')).toBe(unknownCharacterWidth)
    expect(unknownCharacterWidth).toBeGreaterThan(arialAdvance('n'))
  })
})

describe('search result budgets in the head-tag check', () => {
  it('passes a title and a description that fit', () => {
    expect(arialWidth(fitting, 20)).toBeLessThanOrEqual(580)
    expect(searchResultWidthProblems(page(fitting, description), budgets)).toEqual([])
  })

  it('seo 2026-11-27 M2: fails a too-long title, naming the page, the language, the measured width and the budget', () => {
    const title =
      'Amenazas de red: abuso de SS7, duplicado fraudulento de SIM, operadores comprometidos y eliminación de TLS | Vaultline'
    const problems = searchResultWidthProblems(page(title, description), budgets)
    expect(problems).toHaveLength(1)
    const width = arialWidth(title, 20)
    expect(width).toBeGreaterThan(1000)
    expect(problems[0]?.message).toBe(
      `Title of /es/threats/network (es) is ${width} px wide at 20 px Arial, over the 580 px a search result shows: "${title}".`,
    )
    expect(problems[0]?.fix).toMatch(/Shorten meta\.title/)
  })

  it('seo 2026-11-27 M1: fails a description over the budget and one too thin to be useful', () => {
    const long = `${description} ${description}`
    expect(searchResultWidthProblems(page(fitting, long), budgets)[0]?.message).toMatch(
      /^Meta description of \/es\/threats\/network \(es\) is \d+ px wide at 14 px Arial, over the 920 px/,
    )
    expect(searchResultWidthProblems(page(fitting, 'Condiciones de uso del sitio web.'), budgets)[0]?.message).toMatch(
      /under the 430 px/,
    )
  })

  it('measures against the budgets the site config declares', () => {
    expect(site.searchResult.title).toEqual({ fontPx: 20, budgetPx: 580 })
    expect(site.searchResult.description.budgetPx).toBe(920)
    const justOver = 'W'.repeat(Math.floor(580 / ((944 * 20) / 1000)) + 1)
    expect(searchResultWidthProblems(page(justOver, description))).toHaveLength(1)
  })
})

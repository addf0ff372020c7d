import { HtmlValidate, type Message } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { createPageValidator } from '../../../dist-check/htmlValidation'
import { foreignBodies, withoutRanges } from '../../../dist-check/markupCuts'

const icon = (name: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="lucide lucide-${name} size-4" aria-hidden="true"><path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path></svg>`

const page = (body: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Page</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`

/** html-validate reading the whole page, nothing cut: what the check must report. */
const plain = new HtmlValidate({ root: true, extends: ['html-validate:standard'] })
const reference = (html: string) =>
  plain
    .validateStringSync(html)
    .results.flatMap((result) => result.messages as Message[])
    .map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`)
const checked = (html: string) =>
  createPageValidator()({ file: 'page.html', whole: true }, () => html).messages.map(
    (m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`,
  )

describe('SVG bodies left out of validation', () => {
  const documents: Record<string, { html: string; cut: number; errors: number }> = {
    'icons before and after an error, over several lines': {
      html: page(
        `<nav>${icon('arrow-left')}\n<a href="/">Home${icon('house')}</a></nav>\n<main>\n  <p>Text ${icon('check')}</p>\n  <p><div>a block in a paragraph</div></p>\n  ${icon('x')}<p id="twice">One</p><p id="twice">Two</p>\n</main>`,
      ),
      cut: 4,
      errors: 2,
    },
    'an id in an SVG’s <desc>, which html-validate reads, repeated outside it': {
      html: page(
        `<main><svg viewBox="0 0 10 10" role="img" aria-labelledby="d"><desc id="d">A lock</desc><path d="M0 0h10"></path></svg><p id="d">Again</p></main>`,
      ),
      cut: 0,
      errors: 1,
    },
    'an id inside an SVG body, which html-validate skips, repeated outside it': {
      html: page(
        `<main><svg viewBox="0 0 10 10" aria-hidden="true"><defs><linearGradient id="g"></linearGradient></defs><rect fill="url(#g)"></rect></svg><p id="g">Same id</p></main>`,
      ),
      cut: 1,
      errors: 0,
    },
    'an SVG nested in an SVG, an SVG in a script and in a comment': {
      html: page(
        `<main><svg viewBox="0 0 10 10" aria-hidden="true"><svg x="1"><path d="M0 0"></path></svg></svg><script type="application/json">{"art":"<svg><path></path></svg>"}</script><!-- <svg><path></path></svg> --><p><div>after them</div></p></main>`,
      ),
      cut: 0,
      errors: 1,
    },
    'a start tag with an unquoted value and a quoted ">"': {
      html: page(
        `<main><svg viewBox="0 0 10 10" aria-hidden=true data-x="a>b"><path d="M0 0"></path></svg><p>Fine</p></main>`,
      ),
      cut: 1,
      errors: 0,
    },
    'a start tag that is not well formed is left whole': {
      html: page(`<main><svg viewBox="0 0 10 10 aria-hidden="true"><path d="M0 0"></path></svg><p>Fine</p></main>`),
      cut: 0,
      errors: 2,
    },
  }
  for (const [name, { html, cut, errors }] of Object.entries(documents)) {
    it(`reports exactly what html-validate reports on the whole page (${name})`, () => {
      expect(foreignBodies(html)).toHaveLength(cut)
      const expected = reference(html)
      expect(expected).toHaveLength(errors)
      expect(checked(html)).toEqual(expected)
    })
  }

  it('cuts nothing but the body: the start and end tags stay', () => {
    const html = page(icon('lock'))
    const [range] = foreignBodies(html)
    expect(html.slice(range![0], range![1])).toBe('<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>')
    expect(withoutRanges(html, foreignBodies(html)).html).toContain('aria-hidden="true"></svg>')
  })
})

describe('offsets of what is left, in the page', () => {
  const html = '0123456789abcdefghij'
  const left = withoutRanges(html, [
    [12, 15],
    [2, 5],
    [3, 4],
  ])

  it('leaves out each range once, in order, dropping a range inside another', () => {
    expect(left.html).toBe('0156789ab' + 'fghij')
  })

  it('maps every offset of what is left to the same character of the page', () => {
    for (let offset = 0; offset < left.html.length; offset++)
      expect(html[left.pageOffset(offset)], `offset ${offset}`).toBe(left.html[offset])
  })
})

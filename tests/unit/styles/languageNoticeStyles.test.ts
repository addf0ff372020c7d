import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { defaultLanguage, languages } from '../../../routes.config'

const css = readFileSync(join(import.meta.dirname, '../../../src/styles/global.css'), 'utf8')

it('the stylesheet can reveal the language notice of every language but the default, and of no other', () => {
  const revealed = [...css.matchAll(/html\[data-language-offer='(\w+)'\] \[data-language-notice='(\w+)'\]/g)].map(
    ([, offer, notice]) => {
      expect(notice, 'a rule that shows another language’s notice').toBe(offer)
      return offer
    },
  )
  expect(revealed.sort()).toEqual(languages.filter((language) => language !== defaultLanguage).sort())
})

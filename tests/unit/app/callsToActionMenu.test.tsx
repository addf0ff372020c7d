/**
 * Design review 2026-12-01 DES-03: the next step had six names, and "Get started" in the header was
 * one of them, a drop-down that opened neither the get-started page nor anything called that. The
 * header's menu holds the site's two calls to action, so its label names what it holds.
 */
import { renderHeader } from '../../fixtures/renderHeader'
import { beforeAll, describe, expect, it } from 'vitest'
import { callsToAction, languages } from '../../../routes.config'
import { loadNamespaces } from '../../../src/i18n/localeBundles'
import { localizedPath } from '../../../src/routing/localizedPath'

beforeAll(() => Promise.all(languages.map((language) => loadNamespaces(language, ['common']))))

/** The words of a label of four letters or more, lower-cased: "Request a demo" → ["request", "demo"]. */
const words = (text: string) =>
  text
    .toLocaleLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4)

describe('DES-03: the header menu of the two calls to action', () => {
  it.each(languages)(
    'DES-03: the desktop menu holding "Request a demo" and "Plan a pilot" is named for the two, not "Get started" (%s)',
    (language) => {
      const { header, t } = renderHeader(language)
      const ctaHref = (cta: keyof typeof callsToAction) =>
        `${localizedPath({ page: callsToAction[cta].page, language })}#${callsToAction[cta].hash}`
      const menus = header
        .querySelectorAll('details[name="main-nav"]')
        .filter((menu) => menu.querySelectorAll('a').some((link) => link.getAttribute('href') === ctaHref('planPilot')))
      expect(menus).toHaveLength(1)
      const [menu] = menus
      if (!menu) throw new Error('no menu of the header holds "Plan a pilot"')
      expect(menu.querySelectorAll('a').map((link) => link.getAttribute('href'))).toEqual([
        ctaHref('requestDemo'),
        ctaHref('planPilot'),
      ])
      const label = menu.querySelector('summary')?.text.trim() ?? ''
      expect(label).toBe(t('cta.menu'))
      // It names what it holds: a word of each call to action ("demo", "pilot"), or its short form
      // ("Demo" for "demonstração", which made the Portuguese header overlap itself), is in the label…
      for (const cta of ['cta.requestDemo', 'cta.planPilot'] as const) {
        expect(
          words(t(cta)).some((word) => words(label).some((labelWord) => word.startsWith(labelWord))),
          `"${label}" names "${t(cta)}"`,
        ).toBe(true)
      }
      // …and it is not the name of a page it does not open.
      expect(label).not.toBe(t('breadcrumb.getStarted'))
    },
  )
})

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { languages, routes } from '../../../routes.config'
import { hasPageModule } from '../../../src/app/pageModules'

const root = join(import.meta.dirname, '../../..')

describe('route manifest', () => {
  it('names a page component that exists for every page', () => {
    for (const [id, page] of Object.entries(routes.pages))
      expect(hasPageModule(page.component), `${id}: src/pages/${page.component}.tsx`).toBe(true)
  })

  it('has a locale file for every page namespace in every language the page exists in', () => {
    for (const [id, page] of Object.entries(routes.pages)) {
      const inLanguages = page.availability === 'all' ? languages : (['en'] as const)
      for (const language of inLanguages)
        expect(
          existsSync(join(root, 'locales', language, `${page.namespace}.json`)),
          `${id}: locales/${language}/${page.namespace}.json`,
        ).toBe(true)
    }
  })

  it('writes every path without leading or trailing slashes and never twice', () => {
    const paths = [
      ...Object.values(routes.pages).map((p) => p.path),
      ...routes.aliases.map((a) => a.path),
      ...routes.redirects.map((r) => r.from),
    ]
    for (const path of paths) expect(path).not.toMatch(/^\/|\/$/)
    expect(new Set(paths).size).toBe(paths.length)
  })
})

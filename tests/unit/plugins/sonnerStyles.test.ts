import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { removeSonnerStyleInjection } from '../../../scripts/plugins/sonnerStylesPlugin'

const sonnerModule = createRequire(import.meta.url)
  .resolve('sonner')
  .replace(/index\.js$/, 'index.mjs')

describe('sonner under the CSP', () => {
  it('the installed sonner no longer adds a <style> element once the build has removed its injection', () => {
    const code = removeSonnerStyleInjection(readFileSync(sonnerModule, 'utf8'), sonnerModule)
    const inserted: string[] = []
    const insertCss = new Function(
      'document',
      `${/function __insertCSS\(code\) \{[\s\S]*?\n\}/.exec(code)![0]}; __insertCSS('[data-sonner-toaster]{}')`,
    )
    insertCss({
      head: { appendChild: (node: unknown) => inserted.push(String(node)) },
      createElement: () => ({}),
      createTextNode: (text: string) => text,
      getElementsByTagName: () => [],
    })
    expect(inserted).toEqual([])
  })

  it('stops the build, saying what to update, when a sonner version injects its styles differently', () => {
    expect(() =>
      removeSonnerStyleInjection('export const Toaster = () => null', 'node_modules/sonner/dist/index.mjs'),
    ).toThrow(/SonnerStylesNotFound.*sonnerStylesPlugin\.ts/s)
  })
})

/**
 * Page copy is a typed collection: every locale file of every language fits its namespace's
 * schema, the build names the file and key of any copy that does not, and every schema can be
 * described as JSON Schema (the CMS fields are generated from it).
 */
import { mkdtempSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { routes } from '../../../routes.config'
import { checkAllPageCopy, pageCopyCheckPlugin, pageCopyErrors } from '../../../scripts/plugins/pageCopyCheckPlugin'
import { pageCopySchemas } from '../../../src/content/pageCopy/pageCopySchemas'
import { toolNamespaces } from '../../../src/content/pageCopy/toolNamespaces'

const root = join(import.meta.dirname, '../../..')
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a locale file's shape is what the test inspects
type LocaleFile = Record<string, any>
const english = (namespace: string) =>
  JSON.parse(readFileSync(join(root, 'locales/en', `${namespace}.json`), 'utf8')) as LocaleFile
const pageNamespaces = new Set(['common', ...Object.values(routes.pages).map((page) => page.namespace)])
const messages = (namespace: string, data: unknown) =>
  pageCopyErrors('en', namespace, data).map((error) => error.message)

describe('page copy schemas', () => {
  it('every locale file of every language fits its schema', () => {
    expect(checkAllPageCopy().map((error) => error.message)).toEqual([])
  })

  it('there is one schema for each namespace of the manifest, for common and for the tools’ copy', () => {
    const namespaces = new Set([
      'common',
      ...toolNamespaces,
      ...Object.values(routes.pages).flatMap((page) => [page.namespace, ...(page.sharedNamespaces ?? [])]),
    ])
    expect(Object.keys(pageCopySchemas).sort()).toEqual([...namespaces].sort())
  })

  it.each(Object.keys(pageCopySchemas))('%s converts to JSON Schema that refuses unknown keys', (namespace) => {
    const jsonSchema = z.toJSONSchema(pageCopySchemas[namespace as keyof typeof pageCopySchemas]) as {
      type: string
      additionalProperties: unknown
      properties: object
    }
    expect(jsonSchema.type).toBe('object')
    expect(jsonSchema.additionalProperties).toBe(false)
    // A page's own namespace holds its title and description; one only shared by pages (the pictures' copy) has no page of its own.
    if (pageNamespaces.has(namespace)) expect(Object.keys(jsonSchema.properties)).toContain('meta')
  })
})

describe('a locale file that does not fit', () => {
  it('names the file and the key path of a missing key, and the type expected there', () => {
    const copy = english('threat-ai')
    delete copy.hero.title
    expect(messages('threat-ai', copy)).toEqual([
      expect.stringMatching(
        /^\[InvalidPageCopy\] locales\/en\/threat-ai\.json: "hero\.title" is missing; expected text\.\n  → .*src\/content\/pageCopy\//,
      ),
    ])
  })

  it('names a value of the wrong type inside a list', () => {
    const copy = english('threat-ai')
    copy.attacks.items[1].body = 3
    copy.shift.paragraphs = 'one paragraph'
    expect(messages('threat-ai', copy)).toEqual([
      expect.stringContaining('locales/en/threat-ai.json: "shift.paragraphs" is text; expected a list.'),
      expect.stringContaining('locales/en/threat-ai.json: "attacks.items[1].body" is a number; expected text.'),
    ])
  })

  it('names a misspelt key, which no page would ever render', () => {
    const copy = english('common')
    copy.footer.copyrigth = copy.footer.copyright
    expect(messages('common', copy)).toEqual([
      expect.stringContaining('locales/en/common.json: "footer.copyrigth" is not part of the page\'s copy'),
    ])
  })

  it('names a locale file that no schema describes', () => {
    expect(messages('press', { meta: { title: 'Press', description: 'Press' } })).toEqual([
      expect.stringMatching(/^\[UnknownCopyNamespace\] locales\/en\/press\.json: /),
    ])
  })
})

describe('the build check', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  it('stops the build with every problem of every language, each naming its file and key', () => {
    dir = mkdtempSync(join(tmpdir(), 'page-copy-'))
    for (const language of ['en', 'de']) mkdirSync(join(dir, language))
    const good = english('faqs')
    const broken = english('faqs')
    delete broken.hero.intro
    writeFileSync(join(dir, 'en', 'faqs.json'), JSON.stringify(good))
    writeFileSync(join(dir, 'de', 'faqs.json'), JSON.stringify(broken))
    const plugin = pageCopyCheckPlugin({ dir })
    const context = {
      error: (message: string) => {
        throw new Error(message)
      },
    }
    const buildStart = plugin.buildStart as unknown as (this: typeof context) => void
    expect(() => buildStart.call(context)).toThrow(
      /1 problem\):\n\[InvalidPageCopy\] locales\/de\/faqs\.json: "hero\.intro" is missing; expected text\./,
    )
  })
})

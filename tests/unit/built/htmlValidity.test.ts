import { describe, expect, it } from 'vitest'
import { HtmlValidate, type Message } from 'html-validate'
import { routeEntries } from '../../../scripts/content/routeEntries'
import { outputFileOf } from '../../../src/routing/routeTable'
import { distDir } from './builtSite'

const validator = new HtmlValidate({ root: true, extends: ['html-validate:standard'] })

const files = [...new Set(routeEntries().flatMap((entry) => (outputFileOf(entry) ? [outputFileOf(entry)!] : [])))]

describe('built HTML is valid (html-validate, standard preset)', () => {
  it.each(files)('%s', async (file) => {
    const report = await validator.validateFile(`${distDir}/${file}`)
    const problems = report.results.flatMap((result) => result.messages.map((m: Message) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`))
    expect(problems).toEqual([])
  })
})
